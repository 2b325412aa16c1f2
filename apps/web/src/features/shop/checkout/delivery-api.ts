import type { z } from 'zod';
import type { Address, AddressInput } from '@pnc/schemas/shop/address';
import type { CvsBrand, CvsMapForm, CvsStore } from '@pnc/schemas/shop/delivery';
import { baseApi } from '../../../api/base-api';
import { postForm } from '../../../lib/post-form';

export type AddressValues = z.input<typeof AddressInput>;

/** Delivery's endpoints: the address book (tag Address) and the convenience-store map's form and pick. */
const deliveryApi = baseApi.enhanceEndpoints({ addTagTypes: ['Address'] }).injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<Address[], void>({ query: () => 'address', providesTags: [{ type: 'Address', id: 'LIST' }] }),
    addAddress: build.mutation<Address, AddressValues>({
      query: (body) => ({ url: 'address', method: 'POST', body }),
      invalidatesTags: [{ type: 'Address', id: 'LIST' }],
    }),
    updateAddress: build.mutation<Address, { id: number; body: AddressValues }>({
      query: ({ id, body }) => ({ url: `address/${id}`, method: 'PUT', body }),
      invalidatesTags: [{ type: 'Address', id: 'LIST' }],
    }),
    deleteAddress: build.mutation<{ detail: string }, number>({
      query: (id) => ({ url: `address/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Address', id: 'LIST' }],
    }),
    cvsMapForm: build.mutation<CvsMapForm, { brand: CvsBrand; device: 'pc' | 'mobile' }>({
      query: (body) => ({ url: 'delivery/cvs-map', method: 'POST', body }),
    }),
    /** Spends the pick's token: a mutation, as a second read is refused. */
    cvsPick: build.mutation<CvsStore, string>({
      query: (token) => ({ url: 'delivery/cvs-pick', method: 'POST', body: { token } }),
    }),
  }),
});

export const {
  useGetAddressesQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
  useCvsMapFormMutation,
  useCvsPickMutation,
} = deliveryApi;

/** Posts the map form as a real form (the map is the provider's page, not an API): the browser leaves for it. */
export const submitMapForm = (form: CvsMapForm) => postForm(form);
