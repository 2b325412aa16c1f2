import { defineResource } from './define-spec';
import { note } from './vitals';

/** The unit a dose is given in (`ml`, `iu`: mL and IU in words). */
const doseUnits = ['mg', 'g', 'mcg', 'ml', 'tablet', 'capsule', 'drop', 'unit', 'iu'] as const;
/** How it was given. */
const medicationRoutes = ['oral', 'iv', 'im', 'sc', 'topical', 'rectal', 'vaginal', 'sublingual', 'inhaled'] as const;

/** A dose is more than nothing: `not_positive` on a dose of 0 or less (the definition's ranges are inclusive). */
export function medicationFieldErrors(row: Record<string, unknown>): Record<string, string[]> {
  return typeof row.dose === 'number' && !(row.dose > 0) ? { dose: ['not_positive'] } : {};
}

/**
 * 給藥紀錄: each dose given to a mother (issue 20): what, how much, how, when and by whom (the nurse signed in),
 * and why. A clinical record: archived, never deleted.
 */
export const momMedicationRecord = defineResource({
  name: 'mom_medication_record',
  path: 'mom_medication_record',
  table: 'mom_medication_record',
  label: { tw: '給藥紀錄', en: 'Medication record' },
  fields: {
    mother: { type: 'ref', ref: 'mother', required: true, label: { tw: '產婦', en: 'Mother' } },
    given_at: { type: 'datetime', required: true, notFuture: true, label: { tw: '給藥時間', en: 'Given at' } },
    drug: { type: 'text', required: true, max: 200, label: { tw: '藥名', en: 'Drug' } },
    dose: { type: 'number', required: true, label: { tw: '劑量', en: 'Dose' } },
    dose_unit: { type: 'enum', values: doseUnits, required: true, label: { tw: '劑量單位', en: 'Unit' } },
    route: { type: 'enum', values: medicationRoutes, required: true, label: { tw: '給藥途徑', en: 'Route' } },
    given_by: { type: 'ref', ref: 'user', author: true, label: { tw: '給藥者', en: 'Given by' } },
    reason: { type: 'text', max: 200, label: { tw: '給藥原因', en: 'Reason' } },
    note,
  },
  list: {
    columns: ['mother', 'given_at', 'drug', 'dose', 'dose_unit', 'route', 'given_by'],
    filters: [{ op: 'eq', field: 'mother' }],
    ordering: '-given_at',
    defaultLimit: 100,
  },
  permissions: { read: 'staff', write: 'staff', delete: 'manager' },
  display: 'drug',
});
