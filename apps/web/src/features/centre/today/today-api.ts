import type { Today } from '@pnc/schemas/centre/today';
import { flagTags } from '../flags/clinical-flag-api';
import { centreApi } from '../resource/resource-api';

/** The records the day is gathered from: a write to any of them refreshes it. */
const sources = [
  'mom_living_record',
  'mother',
  'baby',
  'baby_mom_rooming_in_record',
  'incubator_arrangement',
  'room',
  'room_repairment_record',
  'mom_checkedin_eval',
  'mom_caring_record',
  'baby_health_record',
  'newborn_milestone',
  'epds_screening',
];

/** GET /api/today/: the centre's day (an audited read of health data). */
const todayApi = centreApi.injectEndpoints({
  endpoints: (build) => ({
    centreToday: build.query<Today, void>({
      query: () => 'today',
      // Its open flags: an acknowledgement (or a record raising one) refreshes the day too.
      providesTags: [...sources.map((type) => ({ type: type as never, id: 'LIST' })), ...flagTags],
    }),
  }),
});

export const { useCentreTodayQuery } = todayApi;
