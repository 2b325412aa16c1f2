import { contract } from '@pnc/schemas/centre/contract';
import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import { incubator } from '@pnc/schemas/centre/incubator';
import { incubatorArrangement } from '@pnc/schemas/centre/incubator-arrangement';
import { incubatorType } from '@pnc/schemas/centre/incubator-type';
import { centreResources } from '@pnc/schemas/centre/resources';
import { room } from '@pnc/schemas/centre/room';
import { roomType } from '@pnc/schemas/centre/room-type';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordPath, ResourceListPanel } from './resource/resource-pages';

/** /centre/contracts */
export function ContractsPage() {
  return <ResourceListPanel def={contract} />;
}

/** One tab per definition, each holding its list. */
function ResourceTabs({ defs }: { defs: ResourceDefinition[] }) {
  const { t } = useTranslation('centre');
  return (
    <Tabs
      items={defs.map((def) => ({ key: def.name, label: t(`${def.name}.label`), children: <ResourceListPanel def={def} /> }))}
    />
  );
}

/** /centre/incubators — the incubators and who is in which. */
export function IncubatorsPage() {
  return <ResourceTabs defs={[incubator, incubatorArrangement]} />;
}

/** /centre/settings — rooms and the kinds of room and incubator (room prices: managers). */
export function SettingsPage() {
  return <ResourceTabs defs={[room, roomType, incubatorType]} />;
}

/** /centre/records — every resource in resources.ts; a new definition shows up here by itself. */
export function RecordsIndex() {
  const { t } = useTranslation('centre');
  return (
    <div className="pnc-records-grid">
      {centreResources.map((def) => (
        <Link key={def.name} to={recordPath(def.name)} className="pnc-records-link">
          <Card size="small" hoverable>
            <strong>{t(`${def.name}.label`)}</strong>
            <span className="pnc-muted">{def.list.columns.map((c) => t(`${def.name}.fields.${c}`)).join('、')}</span>
          </Card>
        </Link>
      ))}
    </div>
  );
}
