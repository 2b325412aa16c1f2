import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';

/**
 * A failed centre call in words (the server's code → errors.json). Given `onRetry` (a list or page whose load
 * failed), a 重試 / Retry button asks again: a failed load is never shown as an empty list.
 */
export function ApiErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('errors');
  return (
    <Alert
      type="error"
      showIcon
      title={errorText(t, error)}
      className="pnc-form-alert"
      action={
        onRetry && (
          <Button size="small" onClick={onRetry}>
            {t('app.retry')}
          </Button>
        )
      }
    />
  );
}
