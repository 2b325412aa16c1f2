import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../api/client';
import { errorText } from '../../../lib/error-text';

/**
 * After a refused save: the server's 400 field errors go on their fields (`images.0` on `images`), and
 * what is left (a 409, a field the form does not show, a network failure) comes back as the form's
 * alert text; null when every problem is shown on a field. `own` words a code the page expects.
 */
export function showServerErrors(
  form: FormInstance,
  fields: readonly string[],
  t: TFunction,
  error: unknown,
  own: Partial<Record<string, string>> = {},
): string | null {
  if (isApiError(error) && own[error.code]) return own[error.code]!;
  if (isApiError(error) && error.fields) {
    const byField = new Map<string, string[]>();
    const rest: string[] = [];
    for (const [key, messages] of Object.entries(error.fields)) {
      const name = key.split('.')[0]!;
      if (fields.includes(name)) byField.set(name, [...(byField.get(name) ?? []), ...messages]);
      else rest.push(...messages.map((m) => `${key}: ${m}`));
    }
    form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
    if (!rest.length) return null;
    return `${errorText(t, error)} ${rest.join('; ')}`;
  }
  return errorText(t, error);
}
