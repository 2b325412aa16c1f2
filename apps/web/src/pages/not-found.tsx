import { useTranslation } from 'react-i18next';
import { StatusPage } from '../components/status-page';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage kind="404" title={t('notFound.title')} subtitle={t('notFound.subtitle')} homeLabel={t('notFound.back')} />;
}
