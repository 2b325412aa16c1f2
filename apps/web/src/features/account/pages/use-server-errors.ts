import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeServerError, type ServerErrorPlacement } from './form-errors';

/** Shows a server error on the form's fields it names, and anything else in the form's alert. */
export function useServerErrors(form: FormInstance, placement: ServerErrorPlacement) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const show = useCallback(
    (error: unknown) => {
      const placed = placeServerError(t, error, placement);
      form.setFields(placed.fields);
      setMessage(placed.message);
      return placed;
    },
    // The placement is a constant of each page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form, t],
  );
  const clear = useCallback(() => setMessage(null), []);
  return { message, show, clear };
}
