import type { TFunction } from 'i18next';
import { isApiError } from '../../../api/client';
import { errorText } from '../../../lib/error-text';

interface FieldError {
  name: string;
  errors: string[];
}

export interface ServerErrorPlacement {
  /** Form field names that can show an error. */
  fields: readonly string[];
  /** Server field name → form field name, where they differ (e.g. password → currentPassword). */
  rename?: Record<string, string>;
  /** Error code → form field, for codes the server answers without `fields` (e.g. login_failed). */
  codeField?: Record<string, string>;
}

/**
 * Splits a server error into errors on the form's own fields and a remaining message for the form's
 * alert. Texts come from the error code (errors.json), so they follow the page's language; the server's
 * English `fields` messages only say where the problem is.
 */
export function placeServerError(
  t: TFunction,
  error: unknown,
  placement: ServerErrorPlacement,
): { fields: FieldError[]; message: string | null } {
  const text = errorText(t, error);
  if (!isApiError(error)) return { fields: [], message: text };
  const fieldText = error.code === 'validation_error' ? t('account:form.fieldInvalid') : text;
  const placed = new Map<string, string>();
  for (const serverName of Object.keys(error.fields ?? {})) {
    const name = placement.rename?.[serverName] ?? serverName;
    if (placement.fields.includes(name)) placed.set(name, fieldText);
  }
  const byCode = placement.codeField?.[error.code];
  if (byCode && placement.fields.includes(byCode)) placed.set(byCode, text);
  const fields = [...placed].map(([name, message]) => ({ name, errors: [message] }));
  // What is already said on a field is not repeated above the form.
  return { fields, message: fields.length ? null : text };
}
