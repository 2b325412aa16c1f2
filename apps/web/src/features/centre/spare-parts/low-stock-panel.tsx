import { sparePart } from '@pnc/schemas/centre/spare-part';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '../resource/api-error';
import { useCentreListQuery } from '../resource/resource-api';
import { partPath } from './part-path';

/** Every part at or below its safety stock, above the list, each linking to its page to restock it. */
export function LowStockPanel() {
  const { t } = useTranslation('centre');
  const { data, error } = useCentreListQuery({
    resource: sparePart.name,
    params: { low_stock: 'true', limit: sparePart.list.maxLimit ?? 1000 },
  });
  if (error) return <ApiErrorAlert error={error} />;
  if (!data) return null;
  if (!data.count) return <Alert type="success" showIcon title={t('spareParts.lowStockNone')} className="pnc-low-stock" />;
  return (
    <Alert
      type="warning"
      showIcon
      className="pnc-low-stock"
      data-testid="low-stock"
      title={t('spareParts.lowStockTitle', { count: data.count })}
      description={
        <ul className="pnc-low-stock-list">
          {data.results.map((p) => (
            <li key={p.id}>
              <Link to={partPath(p.id)}>
                {t('spareParts.lowItem', { name: p.name, total: p.total, safety: p.safety_stock ?? 0 })}
              </Link>
            </li>
          ))}
        </ul>
      }
    />
  );
}
