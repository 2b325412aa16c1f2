import type { BabyMilestones } from '@pnc/schemas/centre/newborn-schedule';
import { centreApi } from '../resource/resource-api';

/** The records a baby's schedule is worked out from: a write to any of them refreshes it. */
const sources = ['newborn_milestone', 'baby', 'mother', 'mom_living_record'];

/** GET /api/baby/{id}/milestones/: screenings, vaccines and paediatrician visits, done and due (an audited read). */
const milestonesApi = centreApi.injectEndpoints({
  endpoints: (build) => ({
    centreBabyMilestones: build.query<BabyMilestones, number>({
      query: (id) => `baby/${id}/milestones`,
      providesTags: (_r, _e, id) => [
        { type: 'baby' as never, id },
        ...sources.map((type) => ({ type: type as never, id: 'LIST' })),
      ],
    }),
  }),
});

export const { useCentreBabyMilestonesQuery } = milestonesApi;
