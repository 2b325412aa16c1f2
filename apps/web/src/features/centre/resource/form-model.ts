import type { FieldSpec, ResourceDefinition } from '@pnc/schemas/centre/define';
import { schemasOf } from '@pnc/schemas/centre/define';
import type { FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

export type FormMode = 'create' | 'update';

/** Fields a form offers as inputs: every writable one (server-computed fields and the record's author are not). */
export const formFields = (def: ResourceDefinition) =>
  (Object.entries(def.fields) as [string, FieldSpec][]).filter(([, f]) => !f.readOnly && !f.author);

/** Who made the record (nurse, evaluator…): set by the server from the signed-in user, shown read-only. */
export const authorFormFields = (def: ResourceDefinition) =>
  (Object.entries(def.fields) as [string, FieldSpec][]).filter(([, f]) => f.author);

export const isRequired = (def: ResourceDefinition, name: string, mode: FormMode) =>
  !!def.fields[name]?.required || (mode === 'update' && !!def.updateRequires?.includes(name));

/**
 * antd rules for one field, derived from its spec the same way define.ts derives the zod input (required,
 * text length, number range, integer, enum), so the form refuses what the server would refuse before a
 * request is sent. Messages come from the app's validateMessages (validation.json).
 */
export function fieldRules(def: ResourceDefinition, name: string, mode: FormMode): FormRule[] {
  const f = def.fields[name]!;
  const rules: FormRule[] = [];
  // `whitespace` only on text: a required rule with any other key is checked as a string by async-validator,
  // which refused every number, date and choice ("must be text").
  if (isRequired(def, name, mode))
    rules.push(f.type === 'text' || f.type === 'longtext' ? { required: true, whitespace: true } : { required: true });
  switch (f.type) {
    case 'text':
    case 'longtext':
      rules.push({ type: 'string', max: f.max ?? (f.type === 'text' ? 200 : 5000) });
      if (f.min) rules.push({ type: 'string', min: f.min });
      break;
    case 'int':
    case 'money':
    case 'number': {
      const min = f.min ?? (f.type === 'money' ? 0 : undefined);
      rules.push({
        type: f.type === 'number' ? 'number' : 'integer',
        ...(min !== undefined && { min }),
        ...(f.max !== undefined && { max: f.max }),
      });
      break;
    }
    case 'enum':
      rules.push({ type: 'enum', enum: [...(f.values ?? [])] });
      break;
  }
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

/** The definition's own zod schema as the last word before sending: field → first message. */
export function schemaErrors(def: ResourceDefinition, body: Record<string, unknown>, mode: FormMode) {
  const s = schemasOf(def);
  const result = (mode === 'create' ? s.Create : s.Update).safeParse(body);
  if (result.success) return null;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !fields[key]) fields[key] = issue.message;
  }
  return fields;
}
