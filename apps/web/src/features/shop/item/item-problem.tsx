import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/status-page';
import { LoadFailed } from '../components/load-failed';

/**
 * What the item page shows when there is no item to show: a 404, or a failed load with a retry. Its own chunk
 * (antd's Result): most visits never need it, so it stays out of the item's first paint.
 */
export default function ItemProblem({ problem, onRetry }: { problem: 'notFound' | 'loadFailed'; onRetry: () => void }) {
  const { t } = useTranslation('shop');
  if (problem === 'notFound') {
    return (
      <StatusPage kind="404" title={t('item.notFound')} subtitle={t('item.notFoundHint')} homeLabel={t('item.backToShop')} />
    );
  }
  return <LoadFailed title={t('item.loadFailed')} onRetry={onRetry} />;
}
