import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CentreRecord } from '../centre-events';
import { FieldValue } from '../resource/display';

/** Some fields of one record as label–value pairs, laid out for paper; `values` words some of them its own way. */
export function PrintFields({
  def,
  record,
  fields,
  values,
}: {
  def: ResourceDefinition;
  record: CentreRecord;
  fields: readonly string[];
  values?: Partial<Record<string, ReactNode>>;
}) {
  const { t } = useTranslation('centre');
  return (
    <dl className="pnc-print-fields">
      {fields.map((name) => (
        <div key={name}>
          <dt>{t(`${def.name}.fields.${name}`)}</dt>
          <dd>{values?.[name] ?? <FieldValue def={def} name={name} value={record[name]} />}</dd>
        </div>
      ))}
    </dl>
  );
}
