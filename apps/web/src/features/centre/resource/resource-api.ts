import type { AuditEntry, AuditFilter } from '@pnc/schemas/centre/audit';
import type { CheckoutResult } from '@pnc/schemas/centre/checkout';
import { centreResources, resourceByName } from '@pnc/schemas/centre/resources';
import type { CentreUser, StaffName } from '@pnc/schemas/centre/user';
import { baseApi } from '../../../api/base-api';
import type { Query } from '../../../api/client';
import type { Page } from '@pnc/schemas/common';
import type { CentreRecord } from '../centre-events';

interface ListArgs {
  resource: string;
  params?: Query;
}

export const pathOf = (resource: string) => {
  const def = resourceByName(resource);
  if (!def) throw new Error(`unknown centre resource ${resource}`);
  return def.path;
};

/**
 * Writes whose server rules change other resources in the same transaction: a check-in moves the stay, the room and
 * the contract; a repair the room's status.
 */
const alsoChanges: Record<string, string[]> = {
  mom_checkin_record: ['mom_living_record', 'room', 'contract'],
  room_repairment_record: ['room'],
};

/** Tags per resource name ({type: name, id} and {type: name, id: 'LIST'}), so a write refreshes exactly its lists. */
const resourceTags = centreResources.map((r) => r.name);

/**
 * The generic layer's endpoints, generated for every definition: one set of five endpoints taking the
 * resource name, tagged by that name. A definition added to resources.ts gets them with no code here.
 */
export const centreApi = baseApi.enhanceEndpoints({ addTagTypes: [...resourceTags, 'CentreUser', 'Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    centreList: build.query<Page<CentreRecord>, ListArgs>({
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
    // `params`: flags about the write, e.g. a mother's confirm_distinct. `idempotencyKey`: the typed record's key, so
    // a repeat after a lost answer is never a second record (features/offline/outbox.ts).
    centreCreate: build.mutation<
      CentreRecord,
      { resource: string; body: Record<string, unknown>; params?: Query; idempotencyKey?: string }
    >({
      query: ({ resource, body, params, idempotencyKey }) => ({
        url: pathOf(resource),
        method: 'POST',
        body,
        params,
        ...(idempotencyKey && { headers: { 'idempotency-key': idempotencyKey } }),
      }),
      invalidatesTags: (_r, error, { resource }) =>
        error
          ? []
          : [resource, ...(alsoChanges[resource] ?? [])]
              .map((r) => ({ type: r as never, id: 'LIST' }))
              .concat(['Audit' as never]),
    }),
    centreUpdate: build.mutation<CentreRecord, { resource: string; id: number; body: Record<string, unknown>; params?: Query }>({
      query: ({ resource, id, body, params }) => ({ url: `${pathOf(resource)}/${id}`, method: 'PUT', body, params }),
      invalidatesTags: (_r, error, { resource, id }) =>
        error
          ? []
          : [
              { type: resource as never, id },
              ...[resource, ...(alsoChanges[resource] ?? [])].map((r) => ({ type: r as never, id: 'LIST' })),
              'Audit',
            ],
    }),
    // A clinical record is archived with a reason (the DELETE's body); any other record is deleted.
    centreDelete: build.mutation<null, { resource: string; id: number; reason?: string }>({
      query: ({ resource, id, reason }) => ({
        url: `${pathOf(resource)}/${id}`,
        method: 'DELETE',
        ...(reason !== undefined && { body: { reason } }),
      }),
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
    auditLog: build.query<Page<AuditEntry>, AuditFilter & { limit: number; offset: number }>({
      query: (params) => ({ url: 'audit_log', params }),
      providesTags: ['Audit'],
    }),
    // What a checkout would show: the bill summary and the stay in house (GET /api/mom_checkout/balance/).
    momCheckoutPreview: build.query<CheckoutResult, number>({
      query: (mother) => ({ url: 'mom_checkout/balance', params: { mother } }),
      providesTags: ['mom_billing_record' as never, { type: 'mom_living_record' as never, id: 'LIST' }],
    }),
    // Housekeeping: a cleaned room is ready (cleaning → available).
    roomReady: build.mutation<CentreRecord, number>({
      query: (id) => ({ url: `room/${id}/ready`, method: 'POST' }),
      invalidatesTags: (_r, error, id) =>
        error ? [] : [{ type: 'room' as never, id }, { type: 'room' as never, id: 'LIST' }, 'Audit'],
    }),
    // A manager cancels a reserved contract (POST /api/contract/{id}/cancel/): status is the server's to change.
    contractCancel: build.mutation<CentreRecord, number>({
      query: (id) => ({ url: `contract/${id}/cancel`, method: 'POST' }),
      invalidatesTags: (_r, error, id) =>
        error ? [] : [{ type: 'contract' as never, id }, { type: 'contract' as never, id: 'LIST' }, 'Audit'],
    }),
    momCheckout: build.mutation<CheckoutResult, { mother: number; username: string; password: string; confirm_balance?: number }>(
      {
        query: (body) => ({ url: 'mom_checkout', method: 'POST', body }),
        // Checkout closes the stay, frees the room and completes the contract.
        invalidatesTags: (_r, error) =>
          error
            ? []
            : [
                { type: 'mom_living_record' as never, id: 'LIST' },
                { type: 'room' as never, id: 'LIST' },
                { type: 'contract' as never, id: 'LIST' },
                'mom_billing_record' as never,
                'Audit',
              ],
      },
    ),
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
  useMomCheckoutPreviewQuery,
  useRoomReadyMutation,
  useContractCancelMutation,
} = centreApi;
