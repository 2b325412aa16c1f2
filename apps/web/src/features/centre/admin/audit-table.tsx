import type { AuditEntry, AuditFilter } from '@pnc/schemas/centre/audit';
import { Table, Tag } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../resource/api-error';
import { RefText } from '../resource/display';
import { useAuditLogQuery } from '../resource/resource-api';
import { AuditChanges } from './audit-changes';
import { centreDateTime } from '../../../lib/day-format';

const actionColours: Record<string, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  read: 'default',
  checkout: 'purple',
  archive: 'orange',
};

/** Ids shown before the rest are counted: a list read may name hundreds. */
const SHOWN_IDS = 10;

/** Which records a row is about: its record, or the records a read answered. */
function Records({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('centre');
  const ids = entry.record_ids ?? (entry.entity_id ? [entry.entity_id] : []);
  if (!ids.length) return <span className="pnc-muted">—</span>;
  const shown = ids.slice(0, SHOWN_IDS).map((id) => `#${id}`);
  const rest = ids.length - shown.length;
  return (
    <span data-testid="audit-records">
      {shown.join(t('generic.listSeparator'))}
      {rest > 0 && ` ${t('audit.moreRecords', { count: rest })}`}
    </span>
  );
}

/** The audit log (managers): who did what to which records, through which route, and what changed. */
export function AuditTable({ filter }: { filter: AuditFilter }) {
  const { t } = useTranslation('centre');
  const [page, setPage] = useState({ current: 1, size: 20 });
  // A new filter starts again on its first page.
  const filterKey = JSON.stringify(filter);
  const [shownFilter, setShownFilter] = useState(filterKey);
  if (shownFilter !== filterKey) {
    setShownFilter(filterKey);
    setPage((p) => ({ ...p, current: 1 }));
  }
  const { data, error, isFetching } = useAuditLogQuery({
    ...filter,
    limit: page.size,
    offset: (page.current - 1) * page.size,
  });
  if (error) return <ApiErrorAlert error={error} />;
  return (
    <Table<AuditEntry>
      rowKey="id"
      onRow={(entry) => ({ 'data-testid': `audit-row-${entry.id}` }) as HTMLAttributes<HTMLElement>}
      size="small"
      loading={isFetching}
      dataSource={data?.results ?? []}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'at',
          title: t('audit.at'),
          dataIndex: 'created_at',
          render: (v: string) => centreDateTime(v, true),
        },
        {
          key: 'actor',
          title: t('audit.actor'),
          dataIndex: 'actor_id',
          render: (v: number | null) => (v ? <RefText target="user" id={v} /> : '—'),
        },
        {
          key: 'action',
          title: t('audit.action'),
          dataIndex: 'action',
          render: (v: string) => <Tag color={actionColours[v]}>{t(`audit.actions.${v}`)}</Tag>,
        },
        {
          key: 'entity',
          title: t('audit.entity'),
          dataIndex: 'entity',
          render: (v: string) => t(`${v}.label`, { defaultValue: v }),
        },
        { key: 'records', title: t('audit.records'), render: (_v, entry) => <Records entry={entry} /> },
        {
          key: 'route',
          title: t('audit.route'),
          dataIndex: 'route',
          render: (v: string | null) => (v ? <code>{v}</code> : '—'),
        },
        {
          key: 'changed',
          title: t('audit.changed'),
          render: (_v, entry) => <AuditChanges entity={entry.entity} changed={entry.changed_fields} />,
        },
      ]}
      pagination={{
        current: page.current,
        pageSize: page.size,
        total: data?.count ?? 0,
        showTotal: (total) => t('generic.total', { count: total }),
        onChange: (current, size) => setPage({ current, size }),
      }}
    />
  );
}
