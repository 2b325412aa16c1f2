import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import { isClinicalRecord } from '@pnc/schemas/centre/health-data';
import { Alert, Button, Popconfirm, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CentreRecord } from '../centre-events';
import { ApiErrorAlert } from './api-error';
import { ArchiveButton } from './archive-button';
import { recordActionsOf } from './record-actions';
import { useRoleAtLeast } from './display';
import { useCentreDeleteMutation, useCentreGetQuery } from './resource-api';
import { ResourceDetail } from './resource-detail';
import { ResourceForm } from './resource-form';
import { centreDateTime } from '../../../lib/day-format';

interface Props {
  def: ResourceDefinition;
  id: number;
  /** Edit mode from outside (the dashboards keep it in their slice); local state otherwise. */
  editing?: boolean;
  onEditingChange?: (editing: boolean) => void;
  onSaved?: (record: CentreRecord) => void;
  onDeleted?: () => void;
  hide?: string[];
  /** Passed to the edit form: the page's own words for error codes it expects. */
  errorMessages?: Partial<Record<string, string>>;
}

/** One record read by id (never a masked list row): details, and for writers an edit form and delete. */
export function ResourceRecord({ def, id, editing, onEditingChange, onSaved, onDeleted, hide, errorMessages }: Props) {
  const { t } = useTranslation('centre');
  const { data, error, isLoading } = useCentreGetQuery({ resource: def.name, id });
  const [localEditing, setLocalEditing] = useState(false);
  const isEditing = editing ?? localEditing;
  const setEditing = onEditingChange ?? setLocalEditing;
  const canWrite = useRoleAtLeast(def.permissions.write === 'customer' ? 'staff' : def.permissions.write);
  const deleteRole = def.permissions.delete ?? def.permissions.write;
  const canDelete = useRoleAtLeast(deleteRole === 'customer' ? 'staff' : deleteRole);
  const [remove, removing] = useCentreDeleteMutation();

  if (isLoading) return <Spin />;
  if (error || !data) return <ApiErrorAlert error={error} />;
  if (isEditing)
    return (
      <ResourceForm
        key={data.updated_at as string}
        def={def}
        record={data}
        fixed={Object.fromEntries((hide ?? []).map((h) => [h, data[h]]))}
        errorMessages={errorMessages}
        onSaved={(saved) => {
          setEditing(false);
          onSaved?.(saved);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  const archivedAt = typeof data.archived_at === 'string' ? data.archived_at : null;
  if (archivedAt)
    return (
      <div className="pnc-record">
        <Alert
          type="warning"
          showIcon
          title={t('archive.archivedOn', { when: centreDateTime(archivedAt) })}
          description={t('archive.reasonIs', { reason: String(data.archive_reason ?? '') })}
          data-testid="archived-record"
        />
        <ResourceDetail def={def} record={data} hide={hide} />
      </div>
    );
  return (
    <div className="pnc-record">
      <ResourceDetail def={def} record={data} hide={hide} />
      <Space className="pnc-record-actions">
        {canWrite && (
          <Button type="primary" onClick={() => setEditing(true)} data-testid="edit-record">
            {t('generic.edit')}
          </Button>
        )}
        {recordActionsOf(def, data)}
        {canDelete && isClinicalRecord(def) && (
          <ArchiveButton
            archiving={removing.isLoading}
            onArchive={async (reason) => {
              await remove({ resource: def.name, id, reason }).unwrap();
              onDeleted?.();
            }}
          />
        )}
        {canDelete && !isClinicalRecord(def) && (
          <Popconfirm
            title={t('generic.deleteConfirm')}
            okText={t('generic.delete')}
            cancelText={t('generic.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={async () => {
              await remove({ resource: def.name, id }).unwrap();
              onDeleted?.();
            }}
          >
            <Button danger loading={removing.isLoading}>
              {t('generic.delete')}
            </Button>
          </Popconfirm>
        )}
      </Space>
      {removing.error && <ApiErrorAlert error={removing.error} />}
    </div>
  );
}
