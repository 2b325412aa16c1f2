import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** The error boundary's face: message and stack in an alert. Loaded only when an error happens. */
export default function ErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('errors');
  const err = error instanceof Error ? error : new Error(String(error));
  return (
    <div className="pnc-error-boundary">
      <Alert
        type="error"
        showIcon
        title={t('boundary.title')}
        description={
          <>
            <p className="pnc-error-message">{err.message}</p>
            {err.stack && <pre className="pnc-error-stack">{err.stack}</pre>}
          </>
        }
        action={
          onRetry && (
            <Button size="small" onClick={onRetry}>
              {t('boundary.reload')}
            </Button>
          )
        }
      />
    </div>
  );
}
