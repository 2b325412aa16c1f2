import { AUDIT_SHOWN_IDS, type AuditEntry, type AuditFilter } from '@pnc/schemas/centre/audit';
import { Table, Tag } from 'antd';
import { resourceByName } from '@pnc/schemas/centre/resources';
import { Fragment, type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../resource/api-error';
import { displayOf, RefText } from '../resource/display';
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

/** An entity in the reader's language: a resource's label, or the name of a record kind routes write by hand. */
function AuditEntityName({ entity }: { entity: string }) {
  const { t } = useTranslation('centre');
  return <>{t(`${entity}.label`, { defaultValue: t(`audit.entities.${entity}`, { defaultValue: entity }) })}</>;
}

/** Which records a row is about: its record, or the records a read answered. */
function Records({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('centre');
  const ids = entry.record_ids ?? (entry.entity_id ? [entry.entity_id] : []);
  if (!ids.length) return <span className="pnc-muted">—</span>;
  const shown = ids.slice(0, AUDIT_SHOWN_IDS);
  const rest = ids.length - shown.length;
  // A record is named as its pages name it (a mother by name), from the names the server sent with the row.
  const def = resourceByName(entry.entity);
  const name = (id: number) => {
    const fields = entry.record_names?.[String(id)];
    return fields ? `${displayOf(def, { id, ...fields }, i18n.language)} (#${id})` : `#${id}`;
  };
  return (
    <span data-testid="audit-records">
      {shown.map((id, i) => (
        <Fragment key={id}>
          {i > 0 && t('generic.listSeparator')}
          <span data-record={id}>{name(id)}</span>
        </Fragment>
      ))}
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
          render: (v: string) => <AuditEntityName entity={v} />,
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
