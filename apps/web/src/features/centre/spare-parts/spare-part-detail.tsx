import { sparePart } from '@pnc/schemas/centre/spare-part';
import { Breadcrumb, Card, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiErrorAlert } from '../resource/api-error';
import { useCentreGetQuery } from '../resource/resource-api';
import { ResourceRecord } from '../resource/resource-record';
import { LowStockTag } from './low-stock-tag';
import { partPath } from './part-path';
import { StockHistoryTable } from './stock-history-table';
import { StockMoveForm } from './stock-move-form';

/**
 * One part: its stock now, the take/return form and its history. Its details come from the generic record,
 * whose edit form (prices, a hand correction of the total) only managers get, as only they may write parts.
 */
export function SparePartDetail({ id }: { id: number }) {
  const { t } = useTranslation('centre');
  const navigate = useNavigate();
  const { data: part, error } = useCentreGetQuery({ resource: sparePart.name, id });
  if (error) return <ApiErrorAlert error={error} />;
  if (!part) return <Spin />;
  return (
    <div className="pnc-spare-part" data-testid="spare-part">
      <Breadcrumb
        className="pnc-crumbs"
        items={[{ title: <Link to={partPath()}>{t('nav.spareParts')}</Link> }, { title: String(part.name) }]}
      />
      <h3 className="pnc-spare-part-title">
        {String(part.name)} {part.low_stock === true && <LowStockTag />}
      </h3>
      <p className="pnc-spare-part-stock" data-testid="part-stock">
        {t('spareParts.stock', { total: part.total })}
      </p>
      <Card size="small" title={t('spareParts.move.title')} className="pnc-spare-part-card">
        <StockMoveForm part={part} />
      </Card>
      <Card size="small" title={t('spareParts.history.title')} className="pnc-spare-part-card">
        <StockHistoryTable part={part} />
      </Card>
      <Card size="small" title={t(`${sparePart.name}.label`)} className="pnc-spare-part-card">
        <ResourceRecord def={sparePart} id={id} onDeleted={() => void navigate(partPath())} />
      </Card>
    </div>
  );
}
