import type { CentreRecord } from '../centre-events';
import { centreApi } from '../resource/resource-api';

/** POST /api/mom_living_record/{id}/change_room/: the stay ends today, the next starts in the new room. */
const changeRoomApi = centreApi.injectEndpoints({
  endpoints: (build) => ({
    stayChangeRoom: build.mutation<{ ended: CentreRecord; started: CentreRecord }, { id: number; room: number; reason?: string }>(
      {
        query: ({ id, ...body }) => ({ url: `mom_living_record/${id}/change_room`, method: 'POST', body }),
        invalidatesTags: (_r, error) =>
          error
            ? []
            : [
                { type: 'mom_living_record' as never, id: 'LIST' },
                { type: 'room' as never, id: 'LIST' },
                { type: 'mother' as never, id: 'LIST' },
                'Audit',
              ],
      },
    ),
  }),
});

export const { useStayChangeRoomMutation } = changeRoomApi;
