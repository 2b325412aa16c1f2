import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import { useTranslation } from 'react-i18next';
import type { CentreRecord } from '../centre-events';
import { FieldValue } from '../resource/display';

/** Some fields of one record as label–value pairs, laid out for paper. */
export function PrintFields({
  def,
  record,
  fields,
}: {
  def: ResourceDefinition;
  record: CentreRecord;
  fields: readonly string[];
}) {
  const { t } = useTranslation('centre');
  return (
    <dl className="pnc-print-fields">
      {fields.map((name) => (
        <div key={name}>
          <dt>{t(`${def.name}.fields.${name}`)}</dt>
          <dd>
            <FieldValue def={def} name={name} value={record[name]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
