import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import { isClinicalRecord } from '@pnc/schemas/centre/health-data';
import { useTranslation } from 'react-i18next';
import type { CentreRecord } from '../centre-events';
import { displayOf } from '../resource/display';
import { taipeiDateTime } from '../flags/flag-format';
import { PrintFields } from './print-fields';

/**
 * Every record of one kind on paper, one block each with all of `fields` as label–value pairs (a table of every
 * field would not fit a page): headed by its display words, an archived one marked with when and why.
 */
export function PrintRecords({
  def,
  rows,
  fields,
  labelledBy,
}: {
  def: ResourceDefinition;
  rows: readonly CentreRecord[];
  fields: readonly string[];
  labelledBy: string;
}) {
  const { t, i18n } = useTranslation('centre');
  if (!rows.length) return <p className="pnc-muted">{t('print.none')}</p>;
  return (
    <div role="list" aria-labelledby={labelledBy} data-testid={`print-${def.name}`}>
      {rows.map((row) => (
        <article key={row.id} role="listitem" className="pnc-print-record" data-testid={`print-${def.name}-${row.id}`}>
          <h4>
            {displayOf(def, row, i18n.language)}
            {isClinicalRecord(def) && row.archived_at ? (
              <span className="pnc-print-archived">
                {t('print.records.archivedOn', { when: taipeiDateTime(String(row.archived_at)).slice(0, 10) })}
                {row.archive_reason ? ` · ${String(row.archive_reason)}` : ''}
              </span>
            ) : null}
          </h4>
          <PrintFields def={def} record={row} fields={fields} />
        </article>
      ))}
    </div>
  );
}
