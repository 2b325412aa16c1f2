import { formatFieldNote } from '../field-errors';
import { babyCareEvent, careEventFieldErrors } from './baby-care-event';
import { babyHealthRecord } from './baby-health-record';
import { babyMomRoomingInRecord } from './baby-mom-rooming-in-record';
import type { ResourceDefinition } from './define-spec';
import { incubatorArrangement } from './incubator-arrangement';
import { momBorrowRecord } from './mom-borrow-record';
import { momConsent } from './mom-consent';
import { momLivingRecord } from './mom-living-record';
import { momMealInfo } from './mom-meal-info';
import { reservationAndOutside } from './reservation-and-outside';
import { roomRepairmentRecord } from './room-repairment-record';
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
 * A period: its end field never before its start field (`not_before:<start>`; equal is a zero-length period), or,
 * `strict`, always after it (`must_be_after:<start>`: a stay's last day is after its first). A missing end is
 * open; a missing start is another rule's (required) to refuse. Dates and date-times compare as instants where both
 * read as one, else as text.
 */
interface Period {
  start: string;
  end: string;
  strict?: boolean;
}

/** Each definition's periods, declared once: the server refuses by them, the centre form before sending. */
export const periods = new Map<ResourceDefinition, Period>([
  [momBorrowRecord, { start: 'borrowed_at', end: 'returned_at' }],
  [reservationAndOutside, { start: 'start_at', end: 'end_at' }],
  [roomRepairmentRecord, { start: 'reported_at', end: 'fixed_at' }],
  [babyMomRoomingInRecord, { start: 'start_at', end: 'end_at' }],
  [momMealInfo, { start: 'start_date', end: 'end_date' }],
  [incubatorArrangement, { start: 'start_at', end: 'end_at' }],
  [momConsent, { start: 'consented_at', end: 'withdrawn_at' }],
  [visitRecord, { start: 'visited_at', end: 'left_at' }],
  [momLivingRecord, { start: 'start_date', end: 'end_date', strict: true }],
]);

/** -1, 0 or 1 as a is before, at or after b: as instants where both parse as one, else as text. */
function compareTimes(a: string, b: string): number {
  const [x, y] = [Date.parse(a), Date.parse(b)];
  if (Number.isFinite(x) && Number.isFinite(y)) return Math.sign(x - y);
  return a < b ? -1 : a > b ? 1 : 0;
}

function periodRule({ start, end, strict }: Period): RecordRule {
  return (row) => {
    const [from, to] = [row[start], row[end]];
    if (from == null || to == null || from === '' || to === '') return {};
    const order = compareTimes(String(to), String(from));
    if (strict) return order > 0 ? {} : { [end]: [formatFieldNote('must_be_after', start)] };
    return order < 0 ? { [end]: [formatFieldNote('not_before', start)] } : {};
  };
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
  ...Object.fromEntries([...periods.values()].map((p) => [p.end, [p.start, p.end]])),
};

/** Each definition's cross-field rules: its own, then its period's. */
const rules = new Map<ResourceDefinition, readonly RecordRule[]>([
  [momCheckedinEval, [temperatureSiteRule]],
  [momCaringRecord, [temperatureSiteRule, woundRule]],
  [babyHealthRecord, [temperatureSiteRule]],
  [visitRecord, [temperatureSiteRule]],
  [momFeedingLog, [feedingLogFieldErrors]],
  [momMedicationRecord, [medicationFieldErrors]],
  [babyCareEvent, [careEventFieldErrors]],
]);
for (const [def, period] of periods) rules.set(def, [...(rules.get(def) ?? []), periodRule(period)]);

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

/**
 * The field errors a write would be refused for, as the server decides: `row` the record as it would be stored,
 * `stored` the record as it was (an update). An error the stored record already had, on values the update leaves
 * as they were (ruleInputs), is not counted: the record stays editable for the rest. The centre form runs this
 * before sending, so it says at the field what the server would.
 */
export function refusedFields(
  def: ResourceDefinition,
  row: Record<string, unknown>,
  stored?: Record<string, unknown>,
): Record<string, string[]> {
  const errors = recordFieldErrors(def, row);
  if (!stored || !Object.keys(errors).length) return errors;
  const before = recordFieldErrors(def, stored);
  const same = (k: string) => String(stored[k] ?? null) === String(row[k] ?? null);
  for (const field of Object.keys(errors)) if (before[field] && (ruleInputs[field] ?? [field]).every(same)) delete errors[field];
  return errors;
}

/** Whether a definition has cross-field rules here. */
export const hasRecordRules = (def: ResourceDefinition) => rules.has(def);
