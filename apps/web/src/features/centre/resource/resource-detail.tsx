import { mask, type ResourceDefinition } from '@pnc/schemas/centre/define-spec';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CentreRecord } from '../centre-events';
import { FieldValue } from './display';

/**
 * A record read-only: every field of the definition, in order, with its translated label. Sensitive fields
 * (national_id) are masked as lists mask them; the edit form is where the full value is seen.
 */
export function ResourceDetail({ def, record, hide = [] }: { def: ResourceDefinition; record: CentreRecord; hide?: string[] }) {
  const { t } = useTranslation('centre');
  const items = Object.entries(def.fields)
    .filter(([name]) => !hide.includes(name))
    .map(([name, f]) => ({
      key: name,
      label: t(`${def.name}.fields.${name}`),
      span: f.type === 'longtext' || f.type === 'json' ? ('filled' as const) : undefined,
      children: (
        <FieldValue
          def={def}
          name={name}
          value={def.sensitive?.includes(name) ? mask(record[name] as string | null | undefined) : record[name]}
          row={record}
        />
      ),
    }));
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
      items={items}
      className="pnc-record-detail"
      data-testid={`detail-${def.name}`}
    />
  );
}
