import type { CentreRecord } from '../centre-events';
import { centreApi } from './resource-api';

/** POST /api/mom_living_record/{id}/cancel/ {reason}: booked → cancelled, kept with the reason. */
const stayCancelApi = centreApi.injectEndpoints({
  endpoints: (build) => ({
    // A cancelled booking holds no room: the stays, rooms, mothers' rooms and the week's contracts read again.
    stayCancel: build.mutation<CentreRecord, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `mom_living_record/${id}/cancel`, method: 'POST', body: { reason } }),
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [
              { type: 'mom_living_record' as never, id },
              { type: 'mom_living_record' as never, id: 'LIST' },
              { type: 'room' as never, id: 'LIST' },
              { type: 'mother' as never, id: 'LIST' },
              { type: 'contract' as never, id: 'LIST' },
              'Audit',
            ],
    }),
  }),
});

export const { useStayCancelMutation } = stayCancelApi;
