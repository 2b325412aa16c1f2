import { baby as babyDef } from '@pnc/schemas/centre/baby';
import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import { exportedFields, exportedRecordDefs } from '@pnc/schemas/centre/mother-export';
import { mother as motherDef } from '@pnc/schemas/centre/mother';
import { useTranslation } from 'react-i18next';
import type { CentreRecord } from '../centre-events';
import { taipeiDateTime } from '../flags/flag-format';
import { useMotherExportQuery } from '../mother-dashboard/mother-export-api';
import { PrintFields } from './print-fields';
import { PrintFlags } from './print-flags';
import { PrintPage } from './print-page';
import { PrintRecords } from './print-records';
import { PrintSection } from './print-section';

/** A record's fields on paper: the ones her copy holds, but the ref to her (the whole copy is hers). */
const fieldsOf = (def: ResourceDefinition) =>
  exportedFields(def).filter((name) => !(def.fields[name]?.type === 'ref' && def.fields[name]?.ref === motherDef.name));

/**
 * /centre/print/records/:motherId — the export of one mother's records (PDPA art. 3 and 10) on paper: her record,
 * her babies, each kind of health record that holds any (every field the JSON file holds, archived ones marked),
 * then her clinical flags. Same answer as the JSON file.
 */
export default function RecordsPrint({ motherId }: { motherId: number }) {
  const { t } = useTranslation('centre');
  const doc = useMotherExportQuery(motherId);
  let body;
  if (doc.data) {
    const { mother, babies, records, exported_at, exported_by, clinical_flags } = doc.data;
    const held = exportedRecordDefs.filter((def) => (records[def.name]?.length ?? 0) > 0);
    body = (
      <>
        <p className="pnc-muted" data-testid="export-made">
          {t('print.records.made', { when: taipeiDateTime(exported_at), who: exported_by.username })}
        </p>
        <PrintSection title={t('print.bill.mother')}>
          {() => <PrintFields def={motherDef} record={mother as CentreRecord} fields={exportedFields(motherDef)} />}
        </PrintSection>
        <PrintSection title={t(`${babyDef.name}.label`)}>
          {(id) => <PrintRecords def={babyDef} rows={babies as CentreRecord[]} fields={fieldsOf(babyDef)} labelledBy={id} />}
        </PrintSection>
        {held.map((def) => (
          <PrintSection key={def.name} title={t(`${def.name}.label`)}>
            {(id) => <PrintRecords def={def} rows={records[def.name] as CentreRecord[]} fields={fieldsOf(def)} labelledBy={id} />}
          </PrintSection>
        ))}
        <PrintSection title={t('clinicalFlags.listLabel')}>
          {(id) => <PrintFlags flags={clinical_flags ?? []} labelledBy={id} />}
        </PrintSection>
      </>
    );
  }
  return (
    <PrintPage
      title={t('print.records.title', { name: String(doc.data?.mother.name ?? '') })}
      back="/centre/mothers"
      error={doc.error}
    >
      {body}
    </PrintPage>
  );
}
