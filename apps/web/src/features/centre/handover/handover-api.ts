import type { HandoverNotes, HandoverRole, HandoverSheet } from '@pnc/schemas/centre/shift-handover';
import { healthData } from '@pnc/schemas/centre/health-data';
import type { Shift } from '@pnc/schemas/centre/shift-time';
import { flagTags } from '../flags/clinical-flag-api';
import { centreApi } from '../resource/resource-api';

export interface ShiftArgs {
  date: string;
  shift: Shift;
}

/** A live sheet is built from the health records: a write to any of them refreshes it. */
const recordTags = [...healthData].map((d) => ({ type: d.name as never, id: 'LIST' }));

const sheetTag = ({ date, shift }: ShiftArgs) => ({ type: 'Handover' as const, id: `${date}/${shift}` });

/**
 * GET /api/handover/ (the sheet: an audited read of health data), PUT its notes, POST a signature. A live sheet is
 * built from the records and flags, so any flag change refreshes it; a save or a signature answers the sheet itself.
 */
const handoverApi = centreApi.enhanceEndpoints({ addTagTypes: ['Handover'] }).injectEndpoints({
  endpoints: (build) => ({
    handover: build.query<HandoverSheet, ShiftArgs>({
      query: (args) => ({ url: 'handover', params: { ...args } }),
      providesTags: (_r, _e, args) => [sheetTag(args), ...recordTags, ...flagTags],
    }),
    saveHandoverNotes: build.mutation<HandoverSheet, ShiftArgs & { notes: HandoverNotes }>({
      query: ({ notes, ...args }) => ({ url: 'handover', method: 'PUT', params: { ...args }, body: notes }),
      // A 409 (signed meanwhile) means the sheet shown is stale too.
      invalidatesTags: (_r, error, args) => (!error || error.status === 409 ? [sheetTag(args), 'Audit' as never] : []),
    }),
    signHandover: build.mutation<HandoverSheet, ShiftArgs & { as: HandoverRole }>({
      query: ({ as, ...args }) => ({ url: 'handover/sign', method: 'POST', params: { ...args }, body: { as } }),
      invalidatesTags: (_r, error, args) => (!error || error.status === 409 ? [sheetTag(args), 'Audit' as never] : []),
    }),
  }),
});

export const { useHandoverQuery, useSaveHandoverNotesMutation, useSignHandoverMutation } = handoverApi;
