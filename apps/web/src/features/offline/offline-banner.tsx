import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOnline } from './use-online';

/** While the browser is offline: says so, and that what is typed is kept here and sent later. */
export function OfflineBanner() {
  const { t } = useTranslation('centre');
  const online = useOnline();
  if (online) return null;
  return <Alert type="warning" showIcon banner role="status" data-testid="offline-banner" title={t('offline.banner')} />;
}
