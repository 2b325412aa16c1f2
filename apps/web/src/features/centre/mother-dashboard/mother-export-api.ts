import type { MotherExport } from '@pnc/schemas/centre/mother-export';
import { centreApi } from '../resource/resource-api';

/**
 * GET /api/mother/{id}/export/ (managers): her record, her babies and every health record about them. Never kept
 * once unused: each download or print reads afresh (and is audited as one read).
 */
export const motherExportApi = centreApi.injectEndpoints({
  endpoints: (build) => ({
    motherExport: build.query<MotherExport, number>({
      query: (mother) => `mother/${mother}/export`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useMotherExportQuery } = motherExportApi;
