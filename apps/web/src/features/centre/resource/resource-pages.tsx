import { PlusOutlined } from '@ant-design/icons';
import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import { resourceByName } from '@pnc/schemas/centre/resources';
import { Breadcrumb, Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../account/userSlice';
import { queueableResources } from '../../offline/outbox';
import { QueuedRecordList } from '../../offline/queued-record-list';
import { useQueuedRecords } from '../../offline/use-queued-records';
import { AuditTable } from '../admin/audit-table';
import { displayOf, useRoleAtLeast } from './display';
import { useCentreGetQuery } from './resource-api';
import { recordPath } from './record-path';
import { hasOwnNewForm, NewRecordForm } from './new-record-forms';
import { ResourceRecord } from './resource-record';
import { ResourceTable } from './resource-table';

export { recordPath };

const canWriteRole = (def: ResourceDefinition) => (def.permissions.write === 'customer' ? 'staff' : def.permissions.write);

/** A resource's list with its "new" button; rows open the record page. Used by the fixed sections too. */
export function ResourceListPanel({ def }: { def: ResourceDefinition }) {
  const { t } = useTranslation('centre');
  const navigate = useNavigate();
  const canWrite = useRoleAtLeast(canWriteRole(def));
  const me = useAppSelector(selectUser);
  // New records typed offline, kept on this device until the server has them, above those it has.
  const queued = useQueuedRecords(queueableResources.has(def.name) ? me?.id : null).filter((r) => r.resource === def.name);
  return (
    <>
      {queued.length > 0 && (
        <div role="group" aria-label={t('offline.waiting')} data-testid="list-queued">
          <QueuedRecordList records={queued} />
        </div>
      )}
      <ResourceTable
        def={def}
        onOpen={(r) => void navigate(recordPath(def.name, r.id))}
        extra={
          canWrite && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(recordPath(def.name, 'new'))}>
              {t('generic.new', { what: t(`${def.name}.label`) })}
            </Button>
          )
        }
      />
    </>
  );
}

function Crumbs({ def, last }: { def: ResourceDefinition; last?: string }) {
  const { t } = useTranslation('centre');
  return (
    <Breadcrumb
      className="pnc-crumbs"
      items={[
        { title: t('nav.records') },
        { title: last ? <Link to={recordPath(def.name)}>{t(`${def.name}.label`)}</Link> : t(`${def.name}.label`) },
        ...(last ? [{ title: last }] : []),
      ]}
    />
  );
}

function ResourcePage({ mode }: { mode: 'list' | 'new' | 'record' }) {
  const { t } = useTranslation('centre');
  const navigate = useNavigate();
  const params = useParams();
  const def = resourceByName(params.resource ?? '');
  const manager = useRoleAtLeast('manager');
  const [search] = useSearchParams();
  if (!def) return <StatusPage kind="404" title={t('generic.unknownResource')} subtitle={params.resource ?? ''} />;
  if (mode === 'list')
    return (
      <>
        <Crumbs def={def} />
        <h2 className="pnc-centre-section">{t(`${def.name}.label`)}</h2>
        <ResourceListPanel def={def} />
      </>
    );
  if (mode === 'new')
    return (
      <>
        <Crumbs def={def} last={t('generic.newShort')} />
        <h2 className="pnc-centre-section">{t('generic.new', { what: t(`${def.name}.label`) })}</h2>
        <NewRecordForm
          def={def}
          // A definition's own form starts from the address (Today links a due screening with ?mother=&occasion=).
          defaults={hasOwnNewForm(def) ? Object.fromEntries(search) : undefined}
          onSaved={(saved) => void navigate(recordPath(def.name, saved.id), { replace: true })}
          onCancel={() => void navigate(recordPath(def.name))}
          onQueued={() => void navigate(recordPath(def.name))}
        />
      </>
    );
  return <RecordPage def={def} id={Number(params.id)} manager={manager} />;
}

/** One record by id, titled by its display field (the same cached read as the details below). */
function RecordPage({ def, id, manager }: { def: ResourceDefinition; id: number; manager: boolean }) {
  const { t, i18n } = useTranslation('centre');
  const navigate = useNavigate();
  const { data } = useCentreGetQuery({ resource: def.name, id });
  const name = data ? displayOf(def, data, i18n.language) : `#${id}`;
  return (
    <>
      <Crumbs def={def} last={name} />
      <h2 className="pnc-centre-section">{`${t(`${def.name}.label`)} ${name}`}</h2>
      <ResourceRecord key={id} def={def} id={id} onDeleted={() => void navigate(recordPath(def.name))} />
      {manager && (
        <Card size="small" title={t('audit.title')} className="pnc-record-audit">
          <AuditTable filter={{ entity: def.name, entity_id: id }} />
        </Card>
      )}
    </>
  );
}

/** /centre/r/:resource, /new and /:id — list, create and detail/edit for ANY definition in resources.ts. */
export default function ResourceRoutes() {
  return (
    <Routes>
      <Route path=":resource" element={<ResourcePage mode="list" />} />
      <Route path=":resource/new" element={<ResourcePage mode="new" />} />
      <Route path=":resource/:id" element={<ResourcePage mode="record" />} />
    </Routes>
  );
}
