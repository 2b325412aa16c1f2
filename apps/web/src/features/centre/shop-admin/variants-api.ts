import type { ItemVariant } from '@pnc/schemas/shop/item-variant';
import { baseApi } from '../../../api/base-api';

/** What the variant form sends: every field on create, the changed ones on edit. */
export type VariantBody = Partial<
  Pick<ItemVariant, 'name_tw' | 'name_en' | 'options' | 'sku' | 'price' | 'stock' | 'sort_order' | 'is_active'>
>;

/**
 * A manager's writes to an item's variants (POST /api/items/{id}/variants/, PUT …/{variantId}/). They change the
 * item's stock too, so the item and the lists are asked again (the shop's own pages share the Item tag).
 */
const variantsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveVariant: build.mutation<ItemVariant, { itemId: number; id?: number; body: VariantBody }>({
      query: ({ itemId, id, body }) =>
        id
          ? { url: `items/${itemId}/variants/${id}`, method: 'PUT', body }
          : { url: `items/${itemId}/variants`, method: 'POST', body },
      invalidatesTags: (_r, error, { itemId }) =>
        error
          ? []
          : [
              { type: 'Item', id: 'LIST' },
              { type: 'Item', id: itemId },
            ],
    }),
  }),
});

export const { useSaveVariantMutation } = variantsApi;
