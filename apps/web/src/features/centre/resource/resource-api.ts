import type { AuditEntry } from '@pnc/schemas/centre/audit';
import type { CheckoutResult } from '@pnc/schemas/centre/checkout';
import { centreResources, resourceByName } from '@pnc/schemas/centre/resources';
import type { CentreUser, StaffName } from '@pnc/schemas/centre/user';
import { baseApi } from '../../../api/base-api';
import type { Query } from '../../../api/client';
import type { CentreRecord } from '../centre-events';

/** Every centre list answers a DRF-style page. */
export interface Page<T = CentreRecord> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface ListArgs {
  resource: string;
  params?: Query;
}

const pathOf = (resource: string) => {
  const def = resourceByName(resource);
  if (!def) throw new Error(`unknown centre resource ${resource}`);
  return def.path;
};

/** Tags per resource name ({type: name, id} and {type: name, id: 'LIST'}), so a write refreshes exactly its lists. */
const resourceTags = centreResources.map((r) => r.name);

/**
 * The generic layer's endpoints, generated for every definition: one set of five endpoints taking the
 * resource name, tagged by that name. A definition added to resources.ts gets them with no code here.
 */
export const centreApi = baseApi.enhanceEndpoints({ addTagTypes: [...resourceTags, 'CentreUser', 'Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    centreList: build.query<Page, ListArgs>({
      query: ({ resource, params }) => ({ url: pathOf(resource), params }),
      providesTags: (page, _error, { resource }) => [
        { type: resource as never, id: 'LIST' },
        ...(page?.results ?? []).map((r) => ({ type: resource as never, id: r.id })),
      ],
    }),
    centreGet: build.query<CentreRecord, { resource: string; id: number }>({
      query: ({ resource, id }) => `${pathOf(resource)}/${id}`,
      providesTags: (_r, _e, { resource, id }) => [{ type: resource as never, id }],
    }),
    // `params`: flags about the write, e.g. a mother's confirm_distinct.
    centreCreate: build.mutation<CentreRecord, { resource: string; body: Record<string, unknown>; params?: Query }>({
      query: ({ resource, body, params }) => ({ url: pathOf(resource), method: 'POST', body, params }),
      invalidatesTags: (_r, error, { resource }) => (error ? [] : [{ type: resource as never, id: 'LIST' }, 'Audit']),
    }),
    centreUpdate: build.mutation<CentreRecord, { resource: string; id: number; body: Record<string, unknown>; params?: Query }>({
      query: ({ resource, id, body, params }) => ({ url: `${pathOf(resource)}/${id}`, method: 'PUT', body, params }),
      invalidatesTags: (_r, error, { resource, id }) =>
        error ? [] : [{ type: resource as never, id }, { type: resource as never, id: 'LIST' }, 'Audit'],
    }),
    centreDelete: build.mutation<null, { resource: string; id: number }>({
      query: ({ resource, id }) => ({ url: `${pathOf(resource)}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, error, { resource, id }) =>
        error ? [] : [{ type: resource as never, id }, { type: resource as never, id: 'LIST' }, 'Audit'],
    }),
    // Hand-written centre calls beside the generic ones.
    centreUsers: build.query<Page<CentreUser>, { limit?: number; offset?: number; role?: string } | void>({
      query: (params) => ({ url: 'user', params: { limit: 100, ...(params ?? {}) } }),
      providesTags: ['CentreUser'],
    }),
    // Colleagues' names for staff, who may not read the user list (GET /api/user/staff/).
    centreStaff: build.query<StaffName[], void>({
      query: () => 'user/staff',
      providesTags: ['CentreUser'],
    }),
    centreUserUpdate: build.mutation<CentreUser, { id: number; role?: string; is_active?: boolean }>({
      query: ({ id, ...body }) => ({ url: `user/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['CentreUser', 'Audit']),
    }),
    auditLog: build.query<Page<AuditEntry>, { entity?: string; entity_id?: number; limit: number; offset: number }>({
      query: (params) => ({ url: 'audit_log', params }),
      providesTags: ['Audit'],
    }),
    momCheckout: build.mutation<CheckoutResult, { mother: number; username: string; password: string }>({
      query: (body) => ({ url: 'mom_checkout', method: 'POST', body }),
      // Checkout closes the stay, frees the room and completes the contract.
      invalidatesTags: (_r, error) =>
        error
          ? []
          : [
              { type: 'mom_living_record' as never, id: 'LIST' },
              { type: 'room' as never, id: 'LIST' },
              { type: 'contract' as never, id: 'LIST' },
              'Audit',
            ],
    }),
  }),
});

export const {
  useCentreListQuery,
  useCentreGetQuery,
  useCentreCreateMutation,
  useCentreUpdateMutation,
  useCentreDeleteMutation,
  useCentreUsersQuery,
  useCentreStaffQuery,
  useCentreUserUpdateMutation,
  useAuditLogQuery,
  useMomCheckoutMutation,
} = centreApi;
