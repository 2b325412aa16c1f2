import type { AuditEntry } from '@pnc/schemas/centre/audit';
import { Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../resource/api-error';
import { RefText } from '../resource/display';
import { useAuditLogQuery } from '../resource/resource-api';

const actionColours: Record<string, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  read: 'default',
  checkout: 'purple',
};

/** The audit log (managers): who did what to which record, and the changed fields. */
export function AuditTable({ entity, entityId }: { entity?: string; entityId?: number }) {
  const { t } = useTranslation('centre');
  const [page, setPage] = useState({ current: 1, size: 20 });
  const { data, error, isFetching } = useAuditLogQuery({
    ...(entity && { entity }),
    ...(entityId && { entity_id: entityId }),
    limit: page.size,
    offset: (page.current - 1) * page.size,
  });
  if (error) return <ApiErrorAlert error={error} />;
  return (
    <Table<AuditEntry>
      rowKey="id"
      size="small"
      loading={isFetching}
      dataSource={data?.results ?? []}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'at',
          title: t('audit.at'),
          dataIndex: 'created_at',
          render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
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
        { key: 'entity_id', title: t('audit.entityId'), dataIndex: 'entity_id' },
        {
          key: 'changed',
          title: t('audit.changed'),
          dataIndex: 'changed_fields',
          // Reads change nothing: an empty object shows as a dash.
          render: (v: unknown) =>
            v && (typeof v !== 'object' || Object.keys(v).length) ? (
              <code className="pnc-audit-changes">{JSON.stringify(v)}</code>
            ) : (
              '—'
            ),
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
