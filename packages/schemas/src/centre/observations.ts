import { babyCareEvent } from './baby-care-event';
import { babyHealthRecord } from './baby-health-record';
import type { ResourceDefinition } from './define-spec';
import { momCaringRecord } from './mom-caring-record';
import { momCheckedinEval } from './mom-checkedin-eval';

/**
 * The clinical records that are observations: the nursing record, the check-in evaluation (vital signs), the
 * baby's health record and care event. Each must record at least one value: one whose only filled fields are its
 * mother or baby, its time, its author and a note says nothing, and is refused (`no_observation`).
 */
export const observationRecords: readonly ResourceDefinition[] = [
  momCaringRecord,
  momCheckedinEval,
  babyHealthRecord,
  babyCareEvent,
];

/** The field a record's `no_observation` is reported on: the record as a whole, not one of its fields. */
export const observationErrorField = 'record';

/** What is not an observation: the links (mother, baby, author), the record's time and the note. */
const isContext = (name: string, type: string) => type === 'ref' || type === 'datetime' || name === 'note';

/** The fields of a definition that hold an observation (empty for a definition that is not one of these). */
export function observationFields(def: ResourceDefinition): string[] {
  if (!observationRecords.includes(def)) return [];
  return Object.entries(def.fields)
    .filter(([name, f]) => !f.readOnly && !isContext(name, f.type))
    .map(([name]) => name);
}

const filled = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');

/** Whether a record (as it would be stored) records at least one value; always true outside observationRecords. */
export function hasObservation(def: ResourceDefinition, row: Record<string, unknown>): boolean {
  const fields = observationFields(def);
  return fields.length === 0 || fields.some((name) => filled(row[name]));
}

/** The field error of a record with no observation (`record: ['no_observation']`), else none. */
export function observationFieldErrors(def: ResourceDefinition, row: Record<string, unknown>): Record<string, string[]> {
  return hasObservation(def, row) ? {} : { [observationErrorField]: ['no_observation'] };
}
