import { useTranslation } from 'react-i18next';

/**
 * A screen whose code could not load (most often a new release replaced it under an open tab) asks to reload. It is
 * part of the first bundle, never lazy: it has to show exactly when chunks cannot be fetched.
 */
export function ReloadPage() {
  const { t } = useTranslation('errors');
  return (
    <div role="alert" className="pnc-error-boundary pnc-reload-page">
      <h2>{t('boundary.not_loaded')}</h2>
      <p>{t('boundary.not_loaded_hint')}</p>
      <button type="button" className="pnc-reload-button" onClick={() => window.location.reload()}>
        {t('boundary.reload')}
      </button>
    </div>
  );
}
