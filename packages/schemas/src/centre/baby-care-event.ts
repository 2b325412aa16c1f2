import { defineResource } from './define-spec';
import { note } from './vitals';

/** What happened to the baby: a feed of one of three kinds, a diaper, sleep, bath, cord care, the nursery door. */
export const careEventKinds = [
  'breastfeed',
  'expressed_milk',
  'formula',
  'wet_diaper',
  'stool',
  'sleep',
  'bath',
  'cord_care',
  'nursery_in',
  'nursery_out',
] as const;
export type CareEventKind = (typeof careEventKinds)[number];

/** The kinds that are a feed (counted against the feeds a day of life expects). */
export const feedKinds: readonly CareEventKind[] = ['breastfeed', 'expressed_milk', 'formula'];

export const breastSides = ['left', 'right', 'both'] as const;

/**
 * A stool's colour, in the order a newborn's stools change (meconium → transitional → yellow), then the colours
 * that need a look: `pale` (灰白, acholic: biliary atresia until shown otherwise; the 嬰兒大便辨識卡) and `bloody`.
 */
const stoolColours = ['meconium', 'transitional', 'yellow', 'green', 'brown', 'pale', 'bloody'] as const;
/** Stool colours that matter clinically. */
export const alarmingStoolColours: readonly (typeof stoolColours)[number][] = ['pale', 'bloody'];

/** The detail fields, each taken by some kinds only. */
const careEventDetailFields = ['side', 'minutes', 'volume_ml', 'stool_colour'] as const;
type CareEventDetailField = (typeof careEventDetailFields)[number];

/**
 * The detail fields each kind takes; every one of them is required for that kind, and any other detail field is
 * refused (never dropped). A kind not listed takes none: a wet diaper, a bath, cord care, the nursery in or out.
 */
const careEventKindFields: Readonly<Record<CareEventKind, readonly CareEventDetailField[]>> = {
  breastfeed: ['side', 'minutes'],
  expressed_milk: ['volume_ml'],
  formula: ['volume_ml'],
  wet_diaper: [],
  stool: ['stool_colour'],
  sleep: ['minutes'],
  bath: [],
  cord_care: [],
  nursery_in: [],
  nursery_out: [],
};

/**
 * The cross-field rule of a care event, as field errors (`required` / `not_for_kind`) of the whole record as it
 * would be stored: empty when it holds. The server refuses a write with any (record-rules.ts).
 */
export function careEventFieldErrors(row: Record<string, unknown>): Record<string, string[]> {
  const taken = careEventKindFields[row.kind as CareEventKind];
  if (!taken) return {};
  const errors: Record<string, string[]> = {};
  for (const field of careEventDetailFields) {
    const given = row[field] != null;
    if (taken.includes(field) && !given) errors[field] = ['required'];
    if (!taken.includes(field) && given) errors[field] = ['not_for_kind'];
  }
  return errors;
}

/**
 * 新生兒照護紀錄: a baby's day event by event, each with its time and nurse (docs/clinical/care-log.md). The daily counts of
 * baby_health_record (feeding_ml, stool_count, urine_count) stay as they were; this is the finer record.
 */
export const babyCareEvent = defineResource({
  name: 'baby_care_event',
  path: 'baby_care_event',
  table: 'baby_care_event',
  label: { tw: '新生兒照護紀錄', en: 'Baby care log' },
  fields: {
    baby: { type: 'ref', ref: 'baby', required: true, label: { tw: '新生兒', en: 'Baby' } },
    occurred_at: { type: 'datetime', required: true, notFuture: true, label: { tw: '時間', en: 'Time' } },
    kind: { type: 'enum', values: careEventKinds, required: true, label: { tw: '項目', en: 'Event' } },
    side: { type: 'enum', values: breastSides, label: { tw: '哺乳側', en: 'Breast side' } },
    minutes: { type: 'int', min: 1, max: 600, label: { tw: '分鐘', en: 'Minutes' } },
    volume_ml: { type: 'int', min: 1, max: 300, label: { tw: '奶量（mL）', en: 'Volume (mL)' } },
    stool_colour: { type: 'enum', values: stoolColours, label: { tw: '大便顏色', en: 'Stool colour' } },
    nurse: { type: 'ref', ref: 'user', author: true, label: { tw: '護理師', en: 'Nurse' } },
    note,
  },
  list: {
    columns: ['baby', 'occurred_at', 'kind', 'nurse'],
    filters: [
      { op: 'eq', field: 'baby' },
      { op: 'eq', field: 'kind' },
      { op: 'range', field: 'occurred_at' },
    ],
    ordering: '-occurred_at',
    defaultLimit: 100,
    maxLimit: 500,
  },
  permissions: { read: 'staff', write: 'staff', delete: 'manager' },
  display: 'occurred_at',
});
