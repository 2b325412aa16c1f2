import { message as antMessage } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';

/**
 * Runs a staff action (a delete, a save, a confirmation) and says in a toast how it went: `done` when it
 * worked, else what `refusal` words for the error, or the error code's words. `holder` goes into the page so
 * the toasts take the app's theme; `message` is there for toasts of the page's own.
 */
export function useToastAction() {
  const { t } = useTranslation('errors');
  const [message, holder] = antMessage.useMessage();
  const run = async (action: () => Promise<unknown>, done: string, refusal?: (error: unknown) => string | undefined) => {
    try {
      await action();
      void message.success(done);
    } catch (e) {
      void message.error(refusal?.(e) ?? errorText(t, e));
    }
  };
  return { run, message, holder };
}
