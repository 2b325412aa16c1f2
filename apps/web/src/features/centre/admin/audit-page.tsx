import { centreResources } from '@pnc/schemas/centre/resources';
import { InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditTable } from './audit-table';

/** /centre/audit — managers read who changed (or read) what; filter by entity and record id. */
export default function AuditPage() {
  const { t } = useTranslation('centre');
  const [entity, setEntity] = useState<string | undefined>();
  const [entityId, setEntityId] = useState<number | undefined>();
  return (
    <>
      <div className="pnc-list-toolbar">
        <div className="pnc-filters">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            className="pnc-filter"
            placeholder={t('audit.entity')}
            aria-label={t('audit.entity')}
            value={entity}
            onChange={(v?: string) => setEntity(v)}
            options={[
              ...centreResources.map((r) => ({ value: r.name, label: t(`${r.name}.label`) })),
              { value: 'user', label: t('nav.users') },
            ]}
          />
          <InputNumber
            className="pnc-filter"
            min={1}
            placeholder={t('audit.entityId')}
            aria-label={t('audit.entityId')}
            value={entityId ?? null}
            onChange={(v) => setEntityId(v ?? undefined)}
          />
        </div>
      </div>
      <AuditTable entity={entity} entityId={entityId} />
    </>
  );
}
