import { sparePartRecord } from '@pnc/schemas/centre/spare-part-record';
import { Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CentreRecord } from '../centre-events';
import { ApiErrorAlert } from '../resource/api-error';
import { FieldValue } from '../resource/display';
import { useStockHistoryQuery } from './spare-parts-api';
import { type Movement, stockAfter } from './stock-history';
import { centreDateTime } from '../../../lib/day-format';

type Row = CentreRecord & Movement & { after: number | null };

/** A part's stock movements, newest first, each with the stock it left (the running total). */
export function StockHistoryTable({ part }: { part: CentreRecord }) {
  const { t } = useTranslation('centre');
  const { data, error, isFetching } = useStockHistoryQuery(part.id);
  const total = Number(part.total);
  const rows = useMemo<Row[]>(() => {
    const moves = (data?.results ?? []) as (CentreRecord & Movement)[];
    const after = stockAfter(moves, total);
    return moves.map((m, i) => ({ ...m, after: after[i] ?? null }));
  }, [data, total]);

  const field = (name: string) => t(`${sparePartRecord.name}.fields.${name}`);
  const cell = (name: string) => (value: unknown) => <FieldValue def={sparePartRecord} name={name} value={value} />;
  const columns: TableColumnsType<Row> = [
    {
      key: 'created_at',
      title: t('spareParts.history.when'),
      dataIndex: 'created_at',
      render: (v: string) => centreDateTime(v),
    },
    { key: 'operation', title: field('operation'), dataIndex: 'operation', render: cell('operation') },
    {
      key: 'quantity',
      title: t('spareParts.history.change'),
      dataIndex: 'quantity',
      align: 'right',
      render: (q: number, r) => t(`spareParts.history.${r.operation}`, { count: q }),
    },
    {
      key: 'after',
      title: t('spareParts.history.after'),
      dataIndex: 'after',
      align: 'right',
      render: (v: number | null) => (v === null ? <span className="pnc-muted">—</span> : v),
    },
    { key: 'reason', title: field('reason'), dataIndex: 'reason', render: cell('reason') },
    { key: 'user', title: field('user'), dataIndex: 'user', render: cell('user') },
  ];

  return (
    <div data-testid="stock-history">
      {error && <ApiErrorAlert error={error} />}
      {data && data.count > data.results.length && (
        <p className="pnc-muted">{t('spareParts.history.partial', { shown: data.results.length, count: data.count })}</p>
      )}
      <Table<Row>
        rowKey="id"
        size="small"
        loading={isFetching}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('spareParts.history.empty') }}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      />
      {rows.some((r) => r.after === null) && <p className="pnc-muted">{t('spareParts.history.unknown')}</p>}
    </div>
  );
}
