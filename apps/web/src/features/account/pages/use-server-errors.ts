import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeServerError, type ServerErrorPlacement } from './form-errors';

/**
 * Shows a server error on the form's fields it names, and anything else in the form's alert. `run` sends one
 * submit: the form is busy meanwhile, the last error goes, and a failure is shown (or handed to `failed`).
 */
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
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, failed: (error: unknown) => unknown = show) => {
    setBusy(true);
    clear();
    try {
      await work();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  return { message, show, clear, busy, run };
}
