import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../api/client';
import { errorText } from '../../../lib/error-text';
import { fieldErrorText } from '../../../lib/field-error-text';

/**
 * After a refused save: the server's 400 field errors go on their fields (`images.0` on `images`) in the
 * reader's words (field-error codes, errors.json), and what is left (a 409, a field the form does not show, a
 * network failure) comes back as the form's alert text in words; null when every problem is shown on a field.
 * The server's notes are never shown as sent.
 */
export function showServerErrors(form: FormInstance, fields: readonly string[], t: TFunction, error: unknown): string | null {
  if (isApiError(error) && error.fields) {
    const byField = new Map<string, string[]>();
    let rest = false;
    for (const [key, notes] of Object.entries(error.fields)) {
      const name = key.split('.')[0]!;
      // A 400 says per field what is wrong; any other refusal (a name already used) is its code's words.
      const words = error.code === 'validation_error' ? notes.map((n) => fieldErrorText(t, n)) : [errorText(t, error)];
      if (fields.includes(name)) byField.set(name, [...new Set([...(byField.get(name) ?? []), ...words])]);
      else rest = true;
    }
    form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
    return rest || !byField.size ? errorText(t, error) : null;
  }
  return errorText(t, error);
}
