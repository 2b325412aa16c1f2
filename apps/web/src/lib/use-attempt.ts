import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from './error-text';

/**
 * A request sent from a form or a button: `busy` while `attempt`'s work runs; a failure is put in words (errorText)
 * and kept in `failure`, or handed to `failed` instead. `attempt` answers whether the work went through.
 */
export function useAttempt(failed?: (text: string) => void) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      return true;
    } catch (error) {
      (failed ?? setFailure)(errorText(t, error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, attempt };
}
