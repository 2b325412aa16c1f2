import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** Full-screen activity indicator: a spinner over a dim backdrop while app-wide loading runs. */
export function LoadingOverlay({ show }: { show: boolean }) {
  const { t } = useTranslation();
  if (!show) return null;
  return (
    <div className="pnc-overlay" role="status" aria-live="polite" data-testid="loading-overlay">
      <Spinner />
      <span className="pnc-visually-hidden">{t('loading.label')}</span>
    </div>
  );
}
