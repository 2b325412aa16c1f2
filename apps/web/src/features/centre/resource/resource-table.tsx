import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import { Button, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Query } from '../../../api/client';
import { ApiErrorAlert } from './api-error';
import type { CentreRecord } from '../centre-events';
import { FieldValue } from './display';
import { ListFilters } from './list-filters';
import { useCentreListQuery } from './resource-api';

interface Props {
  def: ResourceDefinition;
  /** Parameters the page fixes (e.g. {mother: 4}); their filters are hidden. */
  fixed?: Query;
  onOpen?: (record: CentreRecord) => void;
  extra?: ReactNode;
  pageSize?: number;
}

/** Orders two cell values of one column: numbers numerically, the rest as text in the current locale. */
const compare = (a: unknown, b: unknown) => {
  if (a == null) return b == null ? 0 : -1;
  if (b == null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
};

/**
 * The generic list of any centre resource: columns from list.columns, its declared filters, paged on the
 * server with limit/offset (first page in the definition's order). Sorting a column orders the loaded
 * page: the list API has no ordering parameter.
 */
export function ResourceTable({ def, fixed = {}, onOpen, extra, pageSize }: Props) {
  const { t } = useTranslation('centre');
  const maxLimit = def.list.maxLimit ?? 1000;
  const [filters, setFilters] = useState<Query>({});
  const [page, setPage] = useState({ current: 1, size: Math.min(pageSize ?? 20, maxLimit) });
  const params = { ...filters, ...fixed, limit: page.size, offset: (page.current - 1) * page.size };
  const { data, error, isFetching } = useCentreListQuery({ resource: def.name, params });

  // A fixed field (the dashboard's mother or baby) is the same on every row: no column for it.
  const columns: TableColumnsType<CentreRecord> = def.list.columns
    .filter((name) => !(name in fixed))
    .map((name) => ({
      key: name,
      dataIndex: name,
      title: t(`${def.name}.fields.${name}`),
      sorter: (a, b) => compare(a[name], b[name]),
      render: (value: unknown) => <FieldValue def={def} name={name} value={value} />,
    }));
  if (onOpen)
    columns.push({
      key: '_open',
      title: <span className="pnc-sr-only">{t('generic.actions')}</span>,
      width: 96,
      render: (_: unknown, record) => (
        <Button size="small" type="link" onClick={() => onOpen(record)}>
          {t('generic.open')}
        </Button>
      ),
    });

  return (
    <div className="pnc-resource-list" data-testid={`list-${def.name}`}>
      <div className="pnc-list-toolbar">
        <ListFilters
          def={def}
          value={filters}
          hidden={Object.keys(fixed)}
          onChange={(next) => {
            setFilters(next);
            setPage((p) => ({ ...p, current: 1 }));
          }}
        />
        <div className="pnc-list-extra">{extra}</div>
      </div>
      {error && <ApiErrorAlert error={error} />}
      <Table<CentreRecord>
        rowKey="id"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={data?.results ?? []}
        scroll={{ x: 'max-content' }}
        onRow={onOpen ? (record) => ({ onDoubleClick: () => onOpen(record), className: 'pnc-row-link' }) : undefined}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: data?.count ?? 0,
          showSizeChanger: maxLimit > 20,
          pageSizeOptions: [10, 20, 50, 100].filter((n) => n <= maxLimit),
          showTotal: (total) => t('generic.total', { count: total }),
          onChange: (current, size) => setPage({ current: size === page.size ? current : 1, size }),
        }}
      />
    </div>
  );
}
