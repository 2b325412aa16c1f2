import { resourceByName } from '@pnc/schemas/centre/resources';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldValue } from '../resource/display';

/** A value of a field the record type does not declare (a checkout's totals, a room's status): as text. */
function plain(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return <span className="pnc-muted">—</span>;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * What an audit row changed, one line per field in the reader's language: `label: old → new` for an update
 * (the changed_fields pair [old, new]), `label: value` for the fields of a create, delete or archive. Values are
 * shown as the record's pages show them (enums in words, refs by name, masked values as masked). A field that
 * holds a record of its own (a checkout's `room: { id, status: [old, new] }`) is listed the same way beneath it.
 */
export function AuditChanges({ entity, changed }: { entity: string; changed: unknown }) {
  const { t } = useTranslation('centre');
  if (!changed || typeof changed !== 'object' || !Object.keys(changed).length) return <span className="pnc-muted">—</span>;
  const def = resourceByName(entity);
  const label = (field: string) =>
    t(`${entity}.fields.${field}`, { defaultValue: t(`audit.fields.${field}`, { defaultValue: field }) });
  const value = (field: string, v: unknown) => (def?.fields[field] ? <FieldValue def={def} name={field} value={v} /> : plain(v));
  return (
    <ul className="pnc-audit-changes" aria-label={t('audit.changed')}>
      {Object.entries(changed as Record<string, unknown>).map(([field, v]) => {
        const pair = Array.isArray(v) && v.length === 2 && !(def?.fields[field]?.type === 'json');
        const spec = def?.fields[field];
        const nested = spec?.type !== 'json' && v !== null && typeof v === 'object' && !Array.isArray(v);
        return (
          <li key={field} data-field={field}>
            <span className="pnc-audit-field">{label(field)}</span>
            {': '}
            {nested ? (
              <AuditChanges entity={spec?.ref ?? field} changed={v} />
            ) : pair ? (
              <>
                <span className="pnc-audit-old">{value(field, v[0])}</span>
                <span aria-label={t('audit.becomes')}> → </span>
                <span className="pnc-audit-new">{value(field, v[1])}</span>
              </>
            ) : (
              value(field, v)
            )}
          </li>
        );
      })}
    </ul>
  );
}
