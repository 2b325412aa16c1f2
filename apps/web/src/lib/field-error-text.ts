import { parseFieldError } from '@pnc/schemas/field-errors';
import type { TFunction } from 'i18next';

/**
 * One server field error (`too_big:30`, `required`, `bad_character`…) in the reader's language
 * (errors.json, field.<code>, with {{limit}}). A note that is not a field-error code (an English note from
 * an older or outside route) is worded as the generic `invalid`, never shown as sent.
 */
export function fieldErrorText(t: TFunction, note: string): string {
  const { code, limit } = parseFieldError(note);
  return t(`errors:field.${code}`, { limit: limit ?? '' });
}

/**
 * A 400's field errors on the form fields that are shown, each in the reader's words (for antd's
 * `form.setFields`); fields the form does not show are left out.
 */
export function shownFieldErrors(
  t: TFunction,
  fields: Record<string, string[]> | undefined,
  shown: readonly string[],
): { name: string; errors: string[] }[] {
  return Object.entries(fields ?? {})
    .filter(([name]) => shown.includes(name))
    .map(([name, notes]) => ({ name, errors: notes.map((n) => fieldErrorText(t, n)) }));
}
