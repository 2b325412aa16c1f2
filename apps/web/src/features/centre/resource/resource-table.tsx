import { DownloadOutlined } from '@ant-design/icons';
import { orderingFields, parseOrdering, type ResourceDefinition } from '@pnc/schemas/centre/define-spec';
import { isClinicalRecord } from '@pnc/schemas/centre/health-data';
import { Button, Space, Switch, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Query } from '../../../api/client';
import { ApiErrorAlert } from './api-error';
import type { CentreRecord } from '../centre-events';
import { useCsvExport } from './csv-export';
import { FieldValue, useRoleAtLeast } from './display';
import { RowFlagCell } from '../flags/row-flag-cell';
import { hasFlagRules } from '../flags/row-flags';
import { ListFilters } from './list-filters';
import { useCentreListQuery } from './resource-api';

interface Props {
  def: ResourceDefinition;
  /** Parameters the page fixes (e.g. {mother: 4}); their filters are hidden. */
  fixed?: Query;
  onOpen?: (record: CentreRecord) => void;
  extra?: ReactNode;
  pageSize?: number;
  /** A page's own cell for a column (e.g. spare parts' low-stock tag); the CSV export keeps the plain value. */
  cells?: Partial<Record<string, (value: unknown, record: CentreRecord) => ReactNode>>;
}

/**
 * The generic list of any centre resource: columns from list.columns, its declared filters, paged and sorted
 * on the server (limit/offset, ?ordering= from a column's sorter; the definition's order until one is
 * chosen), and an export of every matching row as CSV.
 */
export function ResourceTable({ def, fixed = {}, onOpen, extra, pageSize, cells = {} }: Props) {
  const { t } = useTranslation('centre');
  const maxLimit = def.list.maxLimit ?? 1000;
  const [filters, setFilters] = useState<Query>({});
  const [ordering, setOrdering] = useState<string | undefined>();
  const [page, setPage] = useState({ current: 1, size: Math.min(pageSize ?? 20, maxLimit) });
  // Archived clinical records are left out of lists; a manager may list them instead.
  const canSeeArchived = useRoleAtLeast('manager') && isClinicalRecord(def);
  const [archived, setArchived] = useState(false);
  const matching = { ...filters, ...fixed, ordering, ...(canSeeArchived && archived && { archived: 'true' }) };
  const params = { ...matching, limit: page.size, offset: (page.current - 1) * page.size };
  const { data, error, isFetching, refetch } = useCentreListQuery({ resource: def.name, params });
  const sortable = orderingFields(def);
  const sorted = ordering ? parseOrdering(ordering) : null;

  // A fixed field (the dashboard's mother or baby) is the same on every row: no column for it.
  const shown = def.list.columns.filter((name) => !(name in fixed));
  const csv = useCsvExport(def, shown, matching);
  const columns: TableColumnsType<CentreRecord> = shown.map((name) => ({
    key: name,
    dataIndex: name,
    title: t(`${def.name}.fields.${name}`),
    sorter: sortable.includes(name),
    sortOrder: sorted?.field === name ? (sorted.desc ? 'descend' : 'ascend') : null,
    render: (value: unknown, record: CentreRecord) =>
      cells[name] ? cells[name](value, record) : <FieldValue def={def} name={name} value={value} row={record} />,
  }));
  // Resources with clinical warnings (flags/row-flags.ts) show them first, in words.
  if (hasFlagRules(def.name))
    columns.unshift({
      key: '_flags',
      title: t('flags.column'),
      render: (_: unknown, record) => <RowFlagCell resource={def.name} record={record} />,
    });
  if (onOpen)
    columns.push({
      key: '_open',
      title: <span className="pnc-visually-hidden">{t('generic.actions')}</span>,
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
        <Space wrap className="pnc-list-extra">
          <Button icon={<DownloadOutlined />} loading={csv.exporting} onClick={() => void csv.run()}>
            {t('generic.exportCsv')}
          </Button>
          {canSeeArchived && (
            <Switch
              checked={archived}
              onChange={(on) => {
                setArchived(on);
                setPage((p) => ({ ...p, current: 1 }));
              }}
              checkedChildren={t('archive.shown')}
              unCheckedChildren={t('archive.show')}
              aria-label={t('archive.show')}
              data-testid="show-archived"
            />
          )}
          {extra}
        </Space>
      </div>
      {!!csv.error && <ApiErrorAlert error={csv.error} />}
      {/* A list that failed to load says so, with a retry: never an empty table. */}
      {error ? (
        <ApiErrorAlert error={error} onRetry={() => void refetch()} />
      ) : (
        <Table<CentreRecord>
          rowKey="id"
          size="middle"
          loading={isFetching}
          columns={columns}
          dataSource={data?.results ?? []}
          scroll={{ x: 'max-content' }}
          onRow={onOpen ? (record) => ({ onDoubleClick: () => onOpen(record), className: 'pnc-row-link' }) : undefined}
          onChange={(_pagination, _filters, sorter, { action }) => {
            if (action !== 'sort' || Array.isArray(sorter)) return;
            const field = typeof sorter.columnKey === 'string' ? sorter.columnKey : undefined;
            // A third click clears the sort: back to the definition's own order. Any new order starts on page 1.
            setOrdering(field && sorter.order ? `${sorter.order === 'descend' ? '-' : ''}${field}` : undefined);
            setPage((p) => ({ ...p, current: 1 }));
          }}
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
      )}
    </div>
  );
}
