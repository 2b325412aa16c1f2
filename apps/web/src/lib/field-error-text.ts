import { parseFieldError } from '@pnc/schemas/field-errors';
import type { TFunction } from 'i18next';

/** The label of another field of the record a note names (`not_before:start_at`). */
export type FieldLabel = (field: string) => string;

/**
 * One server field error (`too_big:30`, `required`, `not_before:start_at`…) in the reader's language
 * (errors.json, field.<code>, with {{limit}}, and {{field}} the other field's label: `label` where the form
 * knows its labels, else the field's name as sent). A note that is not a field-error code (an English note from
 * an older or outside route) is worded as the generic `invalid`, never shown as sent.
 */
export function fieldErrorText(t: TFunction, note: string, label?: FieldLabel): string {
  const { code, limit, field } = parseFieldError(note);
  return t(`errors:field.${code}`, {
    limit: limit ?? '',
    field: field === undefined ? '' : (label?.(field) ?? field),
  });
}

/**
 * A 400's field errors on the form fields that are shown, each in the reader's words (for antd's
 * `form.setFields`); fields the form does not show are left out.
 */
export function shownFieldErrors(
  t: TFunction,
  fields: Record<string, string[]> | undefined,
  shown: readonly string[],
  label?: FieldLabel,
): { name: string; errors: string[] }[] {
  return Object.entries(fields ?? {})
    .filter(([name]) => shown.includes(name))
    .map(([name, notes]) => ({ name, errors: notes.map((n) => fieldErrorText(t, n, label)) }));
}
