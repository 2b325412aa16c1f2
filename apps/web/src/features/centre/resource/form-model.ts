import type { FieldSpec, ResourceDefinition } from '@pnc/schemas/centre/define';
import type { FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
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

type FormValue = unknown;

/** API record → form values: dates become dayjs, JSON becomes editable text, refs their id. */
export function toFormValues(def: ResourceDefinition, record: Record<string, unknown> | null | undefined) {
  const out: Record<string, FormValue> = {};
  if (!record) return out;
  for (const [name, f] of formFields(def)) {
    const v = record[name];
    if (v === null || v === undefined) continue;
    if (f.type === 'date' || f.type === 'datetime') out[name] = dayjs(v as string);
    else if (f.type === 'json') out[name] = JSON.stringify(v, null, 2);
    else if (f.type === 'ref') out[name] = typeof v === 'object' ? (v as { id: number }).id : v;
    else out[name] = v;
  }
  return out;
}

export class JsonFieldError extends Error {}

/** Form values → request body: dates as YYYY-MM-DD, date-times as ISO UTC, blanks as null (cleared). */
export function toPayload(def: ResourceDefinition, values: Record<string, FormValue>, mode: FormMode) {
  const body: Record<string, unknown> = {};
  for (const [name, f] of formFields(def)) {
    if (!(name in values)) continue;
    const v = values[name];
    if (v === undefined || v === null || v === '') {
      // An untouched optional field on create is just left out; on update it clears the value.
      if (mode === 'update') body[name] = null;
      continue;
    }
    // A value only the server sets cannot be chosen here, so it is the record's own: left out, not sent back.
    if (f.type === 'enum' && f.serverValues?.includes(v as string)) continue;
    if (f.type === 'date') body[name] = (v as Dayjs).format('YYYY-MM-DD');
    else if (f.type === 'datetime') body[name] = (v as Dayjs).toISOString();
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
