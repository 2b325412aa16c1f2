import { breastSides } from './baby-care-event';
import { defineResource } from './define-spec';
import { note } from './vitals';

/** A pumping session (milk expressed by pump or hand) or a breastfeed (the baby at the breast). */
const feedingLogKinds = ['pump', 'breastfeed'] as const;
type FeedingLogKind = (typeof feedingLogKinds)[number];

/** The detail fields, each taken by some kinds only. */
const feedingLogDetailFields = ['side', 'minutes', 'volume_ml'] as const;
type FeedingLogDetailField = (typeof feedingLogDetailFields)[number];

/**
 * What each kind takes: the details it `needs` (required) and those it `may` carry; any other detail is refused,
 * never dropped. A breastfeed is its side and minutes (the milk taken is not measured); a pumping session is its
 * volume (0 mL is a real answer in the first days), with the side and minutes when the nurse noted them.
 */
const feedingLogKindFields: Readonly<
  Record<FeedingLogKind, { needs: readonly FeedingLogDetailField[]; may: readonly FeedingLogDetailField[] }>
> = {
  breastfeed: { needs: ['side', 'minutes'], may: [] },
  pump: { needs: ['volume_ml'], may: ['side', 'minutes'] },
};

/** The feeding log's cross-field rule as field errors (`required` / `not_for_kind`) of the record as stored. */
export function feedingLogFieldErrors(row: Record<string, unknown>): Record<string, string[]> {
  const kind = feedingLogKindFields[row.kind as FeedingLogKind];
  if (!kind) return {};
  const errors: Record<string, string[]> = {};
  for (const field of feedingLogDetailFields) {
    const given = row[field] != null;
    if (kind.needs.includes(field) && !given) errors[field] = ['required'];
    if (!kind.needs.includes(field) && !kind.may.includes(field) && given) errors[field] = ['not_for_kind'];
  }
  return errors;
}

/**
 * 哺乳與擠乳紀錄: the mother's side of feeding, one row a breastfeed or pumping session, each with its time
 * and nurse. The baby's side (what the baby took) is baby_care_event.
 */
export const momFeedingLog = defineResource({
  name: 'mom_feeding_log',
  path: 'mom_feeding_log',
  table: 'mom_feeding_log',
  label: { tw: '哺乳與擠乳紀錄', en: 'Feeding and pumping log' },
  fields: {
    mother: { type: 'ref', ref: 'mother', required: true, label: { tw: '產婦', en: 'Mother' } },
    occurred_at: { type: 'datetime', required: true, notFuture: true, label: { tw: '時間', en: 'Time' } },
    kind: { type: 'enum', values: feedingLogKinds, required: true, label: { tw: '項目', en: 'Kind' } },
    side: { type: 'enum', values: breastSides, label: { tw: '哺乳側', en: 'Side' } },
    minutes: { type: 'int', min: 1, max: 180, label: { tw: '分鐘', en: 'Minutes' } },
    volume_ml: { type: 'int', min: 0, max: 1000, label: { tw: '擠出量（mL）', en: 'Volume pumped (mL)' } },
    nurse: { type: 'ref', ref: 'user', author: true, label: { tw: '護理師', en: 'Nurse' } },
    note,
  },
  list: {
    columns: ['mother', 'occurred_at', 'kind', 'side', 'minutes', 'volume_ml', 'nurse'],
    filters: [
      { op: 'eq', field: 'mother' },
      { op: 'eq', field: 'kind' },
    ],
    ordering: '-occurred_at',
    defaultLimit: 100,
    maxLimit: 500,
  },
  permissions: { read: 'staff', write: 'staff', delete: 'manager' },
  display: 'occurred_at',
});
