import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CentreRecord } from '../centre-events';
import { FieldValue } from '../resource/display';

const NUMERIC = new Set(['int', 'number', 'money']);

/**
 * Rows of one resource as a plain table for paper (no paging, sorting or buttons): its header repeats
 * on every printed page and a row never splits across two. `lead` adds a first column of its own.
 */
export function PrintTable({
  def,
  rows,
  columns,
  labelledBy,
  lead,
}: {
  def: ResourceDefinition;
  rows: readonly CentreRecord[];
  columns: readonly string[];
  labelledBy: string;
  lead?: { title: string; render: (row: CentreRecord) => ReactNode };
}) {
  const { t } = useTranslation('centre');
  if (!rows.length) return <p className="pnc-muted">{t('print.none')}</p>;
  const numeric = (name: string) => (NUMERIC.has(def.fields[name]?.type ?? '') ? 'is-num' : undefined);
  return (
    <table className="pnc-print-table" aria-labelledby={labelledBy} data-testid={`print-${def.name}`}>
      <thead>
        <tr>
          {lead && <th scope="col">{lead.title}</th>}
          {columns.map((name) => (
            <th key={name} scope="col" className={numeric(name)}>
              {t(`${def.name}.fields.${name}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {lead && <td>{lead.render(row)}</td>}
            {columns.map((name) => (
              <td key={name} className={numeric(name)}>
                <FieldValue def={def} name={name} value={row[name]} row={row} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
