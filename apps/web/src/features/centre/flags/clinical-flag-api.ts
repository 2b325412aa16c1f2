import type { ClinicalFlag, FlagSeverity } from '@pnc/schemas/centre/clinical-flag';
import { resourceByName } from '@pnc/schemas/centre/resources';
import { centreApi } from '../resource/resource-api';

/**
 * The records whose saving may raise a flag (the server raises it in the writing transaction): a write to any of
 * them refreshes every flag query. A name not (yet) defined is left out.
 */
const flagSources = [
  'epds_screening',
  'mom_checkedin_eval',
  'mom_caring_record',
  'baby_health_record',
  'baby_care_event',
  'baby',
].filter((name) => resourceByName(name));

/** The tags a read of flags depends on: the flags themselves and every record that raises them. */
export const flagTags = [
  { type: 'ClinicalFlag' as never, id: 'LIST' },
  ...flagSources.map((type) => ({ type: type as never, id: 'LIST' })),
];

interface FlagArgs {
  mother?: number;
  baby?: number;
  status?: 'open' | 'acknowledged' | 'all';
  severity?: FlagSeverity;
  limit?: number;
  offset?: number;
}

/** GET /api/clinical_flag/ (urgent first, then newest) and POST /api/clinical_flag/{id}/acknowledge/. */
const clinicalFlagApi = centreApi.enhanceEndpoints({ addTagTypes: ['ClinicalFlag'] }).injectEndpoints({
  endpoints: (build) => ({
    clinicalFlags: build.query<{ count: number; results: ClinicalFlag[] }, FlagArgs>({
      query: (params) => ({ url: 'clinical_flag', params: { ...params } }),
      providesTags: flagTags,
    }),
    acknowledgeFlag: build.mutation<ClinicalFlag, { id: number; note: string }>({
      query: ({ id, note }) => ({ url: `clinical_flag/${id}/acknowledge`, method: 'POST', body: { note } }),
      // A 409 (someone else acknowledged it first) also means the list shown is stale.
      invalidatesTags: (_r, error) =>
        !error || error.status === 409 ? [{ type: 'ClinicalFlag', id: 'LIST' }, 'Audit' as never] : [],
    }),
  }),
});

export const { useClinicalFlagsQuery, useAcknowledgeFlagMutation } = clinicalFlagApi;
