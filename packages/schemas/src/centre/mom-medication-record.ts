import { defineResource } from './define-spec';
import { note } from './vitals';

/** The unit a dose is given in (`ml`, `iu`: mL and IU in words). */
const doseUnits = ['mg', 'g', 'mcg', 'ml', 'tablet', 'capsule', 'drop', 'unit', 'iu'] as const;
/** How it was given. */
const medicationRoutes = ['oral', 'iv', 'im', 'sc', 'topical', 'rectal', 'vaginal', 'sublingual', 'inhaled'] as const;

/**
 * The most one dose can plausibly be, in its unit: a dose above it is a typing slip (50,000 g) and is refused with
 * `too_big:<most>`, never clamped. Generous on purpose: a high but real dose (50,000 IU of vitamin D) passes.
 */
export const doseCeilings: Readonly<Record<(typeof doseUnits)[number], number>> = {
  mg: 10_000,
  g: 100,
  mcg: 100_000,
  ml: 1_000,
  tablet: 20,
  capsule: 20,
  drop: 100,
  unit: 100_000,
  iu: 1_000_000,
};

/**
 * A dose is more than nothing (`not_positive` on 0 or less; the definition's ranges are inclusive) and no more than
 * its unit's ceiling (`too_big:<most>`).
 */
export function medicationFieldErrors(row: Record<string, unknown>): Record<string, string[]> {
  if (typeof row.dose !== 'number') return {};
  if (!(row.dose > 0)) return { dose: ['not_positive'] };
  const most = doseCeilings[row.dose_unit as keyof typeof doseCeilings];
  return most !== undefined && row.dose > most ? { dose: [`too_big:${most}`] } : {};
}

/**
 * 給藥紀錄: each dose given to a mother: what, how much, how, when and by whom (the nurse signed in),
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
