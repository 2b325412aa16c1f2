import { resourceByName } from '@pnc/schemas/centre/resources';
import type { CentreRecord } from '../centre-events';
import { centreApi, type Page } from '../resource/resource-api';

export interface LatestArgs {
  /** The ref field the dashboard is keyed by (mother, baby) and its value. */
  field: string;
  id: number;
  resources: readonly string[];
}

/**
 * The newest record of each resource for one mother or baby (each list's default order is newest
 * first, so `limit=1`), in one cached query tagged by every resource it read: adding or editing a record
 * of any of them refreshes it, as it does the lists.
 */
export const latestApi = centreApi.injectEndpoints({
  endpoints: (build) => ({
    centreLatest: build.query<Record<string, CentreRecord | null>, LatestArgs>({
      async queryFn({ field, id, resources }, _api, _extra, baseQuery) {
        const answers = await Promise.all(
          resources.map((name) => baseQuery({ url: resourceByName(name)!.path, params: { [field]: id, limit: 1 } })),
        );
        const failed = answers.find((a) => a.error);
        if (failed?.error) return { error: failed.error };
        return { data: Object.fromEntries(resources.map((name, i) => [name, (answers[i]!.data as Page).results[0] ?? null])) };
      },
      providesTags: (_data, _error, { resources }) => resources.map((name) => ({ type: name as never, id: 'LIST' })),
    }),
  }),
});

export const { useCentreLatestQuery } = latestApi;
