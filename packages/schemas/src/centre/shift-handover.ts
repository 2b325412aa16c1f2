import { z } from 'zod';
import { ErrorBody } from '../common';
import { shifts } from './assignment';
import { ClinicalFlag, clinicalFlagExample } from './clinical-flag';
import { RealDate } from './define';

/**
 * Shift handover (交班). For each shift a sheet per mother in the house and per baby of hers, built from
 * the health records written in the shift's window (shift-time.ts) and the flags open at its end, with a note each.
 * The outgoing nurse signs first, which freezes the sheet (records, flags and notes as they were); then a different
 * nurse signs as incoming. A signed shift is always answered from that frozen copy.
 */

export const HANDOVER_NOTE_MAX = 2000;
const handoverRoles = ['outgoing', 'incoming'] as const;
export type HandoverRole = (typeof handoverRoles)[number];

const Named = z.object({ id: z.number().int(), name: z.string().nullable() });

/** A value of a record on the sheet: a plain value, or a record it refers to with its name (a room, a nurse). */
export const HandoverValue = z.union([z.string(), z.number(), z.boolean(), z.null(), Named]);
export type HandoverValue = z.infer<typeof HandoverValue>;

/** One health record written in the shift, with every field it holds. */
export const HandoverRecord = z.object({
  /** The resource name (its definition gives the labels). */
  entity: z.string(),
  id: z.number().int(),
  /** Its record time (the definition's datetime the list is ordered by), ISO 8601 UTC. */
  at: z.string(),
  /** Every field of its definition but the owner, the record time and JSON, by field name (null when not given). */
  values: z.record(z.string(), HandoverValue),
});
export type HandoverRecord = z.infer<typeof HandoverRecord>;

export const HandoverBaby = z.object({
  baby: Named,
  records: z.array(HandoverRecord),
  flags: z.array(ClinicalFlag),
  note: z.string(),
});
export type HandoverBaby = z.infer<typeof HandoverBaby>;

export const HandoverMother = z.object({
  mother: Named,
  room: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  records: z.array(HandoverRecord),
  flags: z.array(ClinicalFlag),
  note: z.string(),
  babies: z.array(HandoverBaby),
});
export type HandoverMother = z.infer<typeof HandoverMother>;

/** The frozen part of a sheet: what the outgoing nurse signed. */
export const HandoverContent = z.object({ mothers: z.array(HandoverMother) });
export type HandoverContent = z.infer<typeof HandoverContent>;

export const HandoverSignature = z.object({ nurse: Named, signed_at: z.string() });
export type HandoverSignature = z.infer<typeof HandoverSignature>;

/** Who saved the notes last, and when. */
export const HandoverNotesSaved = z.object({ nurse: Named, saved_at: z.string() });
export type HandoverNotesSaved = z.infer<typeof HandoverNotesSaved>;

/** GET /api/handover/: a shift's sheet, live until the outgoing nurse signs it, then as it was signed. */
export const HandoverSheet = HandoverContent.extend({
  date: z.string(),
  shift: z.enum(shifts),
  /** The shift's window [start, end), ISO 8601 UTC. */
  window: z.object({ start: z.string(), end: z.string() }),
  /** false once the outgoing nurse has signed: the sheet is the frozen copy and no longer changes. */
  live: z.boolean(),
  outgoing: HandoverSignature.nullable(),
  incoming: HandoverSignature.nullable(),
  /** How many times the notes were saved: a save names the version it was written against (HandoverNotes.version). */
  notes_version: z.number().int().nonnegative(),
  /** The last save of the notes, or null when none was saved yet. */
  notes_saved: HandoverNotesSaved.nullable(),
}).meta({
  id: 'HandoverSheet',
  examples: [
    {
      date: '2026-03-02',
      shift: 'day' as const,
      window: { start: '2026-03-02T00:00:00.000Z', end: '2026-03-02T08:00:00.000Z' },
      live: true,
      outgoing: null,
      incoming: null,
      notes_version: 1,
      notes_saved: { nurse: { id: 3, name: '陳護理師' }, saved_at: '2026-03-02T07:40:00.000Z' },
      mothers: [
        {
          mother: { id: 1, name: '王小美' },
          room: { id: 5, number: '301' },
          records: [
            {
              entity: 'mom_caring_record',
              id: 88,
              at: '2026-03-02T06:15:00.000Z',
              values: {
                nurse: { id: 3, name: '陳護理師' },
                temperature_c: 38.3,
                temperature_site: 'ear',
                pulse: 96,
                bp_systolic: 118,
                bp_diastolic: 76,
                mood: null,
              },
            },
          ],
          flags: [clinicalFlagExample],
          note: '14:20 耳溫 38.3 °C，已通知醫師，請小夜班 16:00 再測。',
          babies: [{ baby: { id: 1, name: '王小寶' }, records: [], flags: [], note: '' }],
        },
      ],
    },
  ],
});
export type HandoverSheet = z.infer<typeof HandoverSheet>;

/** ?date=&shift=: both, or neither for the shift under way (Taipei). */
export const HandoverQuery = z.object({
  date: RealDate.optional(),
  shift: z.enum(shifts).optional(),
});

const note = z.string().max(HANDOVER_NOTE_MAX);

const motherNotes = z.array(z.object({ mother: z.number().int().positive(), note }).strict()).max(500);
const babyNotes = z.array(z.object({ baby: z.number().int().positive(), note }).strict()).max(500);

/**
 * PUT /api/handover/: the shift's notes, all of them (a mother or baby left out has none), written against
 * `version`, the sheet's notes_version the writer started from: when another save landed since, the save is
 * refused (409 stale_note) rather than wiping it. Each names a mother or baby on the sheet; an empty note is no note.
 */
export const HandoverNotes = z
  .object({
    version: z.number().int().nonnegative(),
    mothers: motherNotes,
    babies: babyNotes,
  })
  .strict();
export type HandoverNotes = z.infer<typeof HandoverNotes>;

/** The notes as saved now: the version to write against next, who saved them and when, and every non-empty note. */
export const HandoverCurrentNotes = z.object({
  version: z.number().int().nonnegative(),
  saved: HandoverNotesSaved.nullable(),
  mothers: motherNotes,
  babies: babyNotes,
});
export type HandoverCurrentNotes = z.infer<typeof HandoverCurrentNotes>;

/** A 409 of PUT /api/handover/: with `current` when the save was stale (stale_note), to merge and save again. */
export const HandoverConflict = ErrorBody.extend({ current: HandoverCurrentNotes.optional() }).meta({
  id: 'HandoverConflict',
  examples: [
    {
      status: 409,
      code: 'stale_note',
      message: 'Someone else saved these notes since you opened them: merge their notes with yours and save again.',
      current: {
        version: 2,
        saved: { nurse: { id: 4, name: '李護理師' }, saved_at: '2026-03-02T07:45:00.000Z' },
        mothers: [{ mother: 1, note: '14:20 耳溫 38.3 °C，已通知醫師；15:30 複測 37.6 °C。' }],
        babies: [],
      },
    },
  ],
});
export type HandoverConflict = z.infer<typeof HandoverConflict>;

/** POST /api/handover/sign/: the caller signs as the outgoing or the incoming nurse. */
export const HandoverSign = z.object({ as: z.enum(handoverRoles) }).strict();
export type HandoverSign = z.infer<typeof HandoverSign>;
