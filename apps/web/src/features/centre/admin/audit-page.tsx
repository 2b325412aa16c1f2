import { auditActions, type AuditFilter } from '@pnc/schemas/centre/audit';
import { centreResources } from '@pnc/schemas/centre/resources';
import { CentreDatePicker } from '../../../components/centre-date-picker';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterNumber } from '../../../components/number-input';
import { FilterSelect } from '../paged-list/filter-select';
import { useCentreUsersQuery } from '../resource/resource-api';
import { AuditTable } from './audit-table';

/**
 * /centre/audit — managers read who changed or read which records, and when. Filters by person, action,
 * record (type and id) and Taipei days are the audit list's own query parameters: the server filters.
 */
export default function AuditPage() {
  const { t } = useTranslation('centre');
  const [filter, setFilter] = useState<AuditFilter>({});
  const users = useCentreUsersQuery({ limit: 1000 });
  const set = (patch: Partial<AuditFilter>) =>
    setFilter((f) => Object.fromEntries(Object.entries({ ...f, ...patch }).filter(([, v]) => v !== undefined)));
  return (
    <>
      <div className="pnc-list-toolbar">
        <div className="pnc-filters">
          <FilterSelect
            searchable
            label={t('audit.actor')}
            value={filter.actor_id}
            onChange={(v) => set({ actor_id: v })}
            options={(users.data?.results ?? []).map((u) => ({ value: u.id, label: u.display_name || u.username }))}
            testId="audit-actor"
          />
          <FilterSelect
            label={t('audit.action')}
            value={filter.action}
            onChange={(v) => set({ action: v })}
            options={auditActions.map((a) => ({ value: a, label: t(`audit.actions.${a}`) }))}
          />
          <FilterSelect
            searchable
            label={t('audit.entity')}
            value={filter.entity}
            onChange={(v) => set({ entity: v })}
            options={[
              ...centreResources.map((r) => ({ value: r.name, label: t(`${r.name}.label`) })),
              { value: 'user', label: t('nav.users') },
            ]}
          />
          <FilterNumber
            className="pnc-filter"
            label={t('audit.entityId')}
            options={{ scale: 0, min: 1 }}
            value={filter.entity_id}
            onChange={(v) => set({ entity_id: v })}
          />
          <CentreDatePicker.RangePicker
            className="pnc-filter"
            aria-label={t('audit.days')}
            placeholder={[t('generic.from'), t('generic.to')]}
            onChange={(days: [Dayjs | null, Dayjs | null] | null) =>
              set({
                from_date: days?.[0]?.format('YYYY-MM-DD') ?? undefined,
                to_date: days?.[1]?.format('YYYY-MM-DD') ?? undefined,
              })
            }
          />
        </div>
      </div>
      <AuditTable filter={filter} />
    </>
  );
}
