import type { FieldSpec, ResourceDefinition } from '@pnc/schemas/centre/define';
import { parseNumberInput, type NumberInputOptions } from '@pnc/schemas/numeric-input';
import type { FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { fromCentreWallClock, toCentreWallClock } from '../../../lib/centre-clock';
import { formatRule } from './format-rules';

export type FormMode = 'create' | 'update';

/** Fields a form offers as inputs: every writable one (server-computed fields and the record's author are not). */
export const formFields = (def: ResourceDefinition) =>
  (Object.entries(def.fields) as [string, FieldSpec][]).filter(([, f]) => !f.readOnly && !f.author);

/** Who made the record (nurse, evaluator…): set by the server from the signed-in user, shown read-only. */
export const authorFormFields = (def: ResourceDefinition) =>
  (Object.entries(def.fields) as [string, FieldSpec][]).filter(([, f]) => f.author);

const isRequired = (def: ResourceDefinition, name: string, mode: FormMode) =>
  !!def.fields[name]?.required || (mode === 'update' && !!def.updateRequires?.includes(name));

/**
 * antd rules for one field: that a required field is filled in and a format (phone, national ID) holds. Ranges, lengths, whole numbers and the
 * like are the server's to refuse (define.ts), so the form sends what was typed and shows the server's
 * field error in the reader's words; it never checks or changes a value against a limit of its own.
 */
export function fieldRules(def: ResourceDefinition, name: string, mode: FormMode): FormRule[] {
  const f = def.fields[name]!;
  const rules: FormRule[] = [];
  // `whitespace` only on text: a required rule with any other key is checked as a string by async-validator,
  // which refused every number, date and choice ("must be text").
  if (isRequired(def, name, mode))
    rules.push(f.type === 'text' || f.type === 'longtext' ? { required: true, whitespace: true } : { required: true });
  // A format (a phone, a national ID) is checked as the server checks it; limits are the server's to word.
  if (f.format) rules.push(formatRule(f.format));
  return rules;
}

/** Whether a field is typed as a number (a whole one for int and money). */
export const isNumberField = (f: FieldSpec) => f.type === 'int' || f.type === 'number' || f.type === 'money';

/**
 * How a number field's text is read, from its definition as the server checks it: whole numbers for int and money
 * (money from 0, with thousands separators), the definition's range; out of range is refused, never clamped.
 */
export function numberOptions(f: FieldSpec): NumberInputOptions {
  const min = f.min ?? (f.type === 'money' ? 0 : undefined);
  return {
    ...(f.type === 'number' ? {} : { scale: 0 }),
    ...(min === undefined ? {} : { min }),
    ...(f.max === undefined ? {} : { max: f.max }),
    ...(f.type === 'money' ? { thousands: true } : {}),
  };
}

type FormValue = unknown;

/** API record → form values: dates become dayjs, date-times the Taipei wall clock, JSON becomes editable text, refs their id. */
export function toFormValues(def: ResourceDefinition, record: Record<string, unknown> | null | undefined) {
  const out: Record<string, FormValue> = {};
  if (!record) return out;
  for (const [name, f] of formFields(def)) {
    const v = record[name];
    if (v === null || v === undefined) continue;
    if (f.type === 'date') out[name] = dayjs(v as string);
    else if (f.type === 'datetime') out[name] = toCentreWallClock(v as string);
    else if (f.type === 'json') out[name] = JSON.stringify(v, null, 2);
    else if (f.type === 'ref') out[name] = typeof v === 'object' ? (v as { id: number }).id : v;
    else if (isNumberField(f)) out[name] = String(v);
    else out[name] = v;
  }
  return out;
}

export class JsonFieldError extends Error {}

/** A number field whose text the reader refused: its name, and the refusal's field-error note. */
export class NumberFieldError extends Error {
  constructor(
    readonly field: string,
    readonly note: string,
  ) {
    super(field);
  }
}

/**
 * Form values → request body: dates as YYYY-MM-DD, date-times (Taipei wall clock) as ISO UTC, numbers as read from their text
 * (「３８．６」 is 38.6; a text the reader refuses throws NumberFieldError), blanks as null (cleared).
 */
export function toPayload(def: ResourceDefinition, values: Record<string, FormValue>, mode: FormMode) {
  const body: Record<string, unknown> = {};
  for (const [name, f] of formFields(def)) {
    if (!(name in values)) continue;
    const v = values[name];
    const number = isNumberField(f) ? parseNumberInput(String(v ?? ''), numberOptions(f)) : null;
    if (number && !number.ok) throw new NumberFieldError(name, number.note);
    if (v === undefined || v === null || v === '' || number?.value === null) {
      // An untouched optional field on create is just left out; on update it clears the value.
      if (mode === 'update') body[name] = null;
      continue;
    }
    // A value only the server sets cannot be chosen here, so it is the record's own: left out, not sent back.
    if (f.type === 'enum' && f.serverValues?.includes(v as string)) continue;
    if (f.type === 'date') body[name] = (v as Dayjs).format('YYYY-MM-DD');
    else if (f.type === 'datetime') body[name] = fromCentreWallClock(v as Dayjs);
    else if (number) body[name] = number.value;
    else if (f.type === 'json') {
      try {
        body[name] = JSON.parse(String(v));
      } catch {
        throw new JsonFieldError(name);
      }
    } else body[name] = typeof v === 'string' ? v.trim() : v;
  }
  return body;
}
