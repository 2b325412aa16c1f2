import { babyCareEvent, careEventFieldErrors } from './baby-care-event';
import { babyHealthRecord } from './baby-health-record';
import type { ResourceDefinition } from './define-spec';
import { momCaringRecord } from './mom-caring-record';
import { momCheckedinEval } from './mom-checkedin-eval';
import { feedingLogFieldErrors, momFeedingLog } from './mom-feeding-log';
import { medicationFieldErrors, momMedicationRecord } from './mom-medication-record';
import { visitRecord } from './visit-record';

/**
 * A cross-field rule: the field errors (codes of fieldErrorCodes) of a record as it would be stored, i.e. an
 * update's changes over the record as it was; empty when it holds. The server refuses a write with any, with 400 on
 * those fields and nothing written.
 */
type RecordRule = (row: Record<string, unknown>) => Record<string, string[]>;

/** A temperature needs the site it was taken at (`required` on temperature_site); a site alone is harmless. */
function temperatureSiteRule(row: Record<string, unknown>): Record<string, string[]> {
  return row.temperature_c != null && row.temperature_site == null ? { temperature_site: ['required'] } : {};
}

/** A wound condition needs a wound: `required` on wound_type when it is empty, `not_for_kind` on the state when it is none. */
function woundRule(row: Record<string, unknown>): Record<string, string[]> {
  if (row.wound_state == null) return {};
  if (row.wound_type == null) return { wound_type: ['required'] };
  return row.wound_type === 'none' ? { wound_state: ['not_for_kind'] } : {};
}

/**
 * The values each field error of these rules rests on. A record written before a rule (a temperature without its
 * site) that an update leaves as it was on those values keeps being editable for the rest (a note): the rule holds
 * for what is written from now on, and nothing is made up for the past.
 */
export const ruleInputs: Readonly<Record<string, readonly string[]>> = {
  temperature_site: ['temperature_c', 'temperature_site'],
  wound_type: ['wound_state', 'wound_type'],
  wound_state: ['wound_state', 'wound_type'],
};

/** Each definition's cross-field rules. */
const rules = new Map<ResourceDefinition, readonly RecordRule[]>([
  [momCheckedinEval, [temperatureSiteRule]],
  [momCaringRecord, [temperatureSiteRule, woundRule]],
  [babyHealthRecord, [temperatureSiteRule]],
  [visitRecord, [temperatureSiteRule]],
  [momFeedingLog, [feedingLogFieldErrors]],
  [momMedicationRecord, [medicationFieldErrors]],
  [babyCareEvent, [careEventFieldErrors]],
]);

/** The records that hold a temperature, and with it its site. */
export const temperatureRecords: readonly ResourceDefinition[] = [...rules]
  .filter(([, r]) => r.includes(temperatureSiteRule))
  .map(([def]) => def);

/** The definition's cross-field rules as one: every field error of every rule (empty when all hold). */
export function recordFieldErrors(def: ResourceDefinition, row: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const rule of rules.get(def) ?? [])
    for (const [field, notes] of Object.entries(rule(row))) errors[field] = [...(errors[field] ?? []), ...notes];
  return errors;
}

/** Whether a definition has cross-field rules here. */
export const hasRecordRules = (def: ResourceDefinition) => rules.has(def);
