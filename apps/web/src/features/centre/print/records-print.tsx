import { baby as babyDef } from '@pnc/schemas/centre/baby';
import { storedFields } from '@pnc/schemas/centre/define';
import { isClinicalRecord } from '@pnc/schemas/centre/health-data';
import { exportedRecordDefs } from '@pnc/schemas/centre/mother-export';
import { mother as motherDef } from '@pnc/schemas/centre/mother';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { CentreRecord } from '../centre-events';
import { useMotherExportQuery } from '../mother-dashboard/mother-export-api';
import { PrintFields } from './print-fields';
import { PrintPage } from './print-page';
import { PrintSection } from './print-section';
import { PrintTable } from './print-table';

/** Her own fields on paper: every stored one (derived ones such as her room are not part of the copy). */
const motherFields = storedFields(motherDef);

/**
 * /centre/print/records/:motherId — the export of one mother's records (PDPA art. 3 and 10) on paper: her record,
 * her babies, then each kind of health record that holds any, archived ones marked. Same answer as the JSON file.
 */
export default function RecordsPrint({ motherId }: { motherId: number }) {
  const { t } = useTranslation('centre');
  const doc = useMotherExportQuery(motherId);
  let body;
  if (doc.data) {
    const { mother, babies, records, exported_at, exported_by } = doc.data;
    const held = exportedRecordDefs.filter((def) => (records[def.name]?.length ?? 0) > 0);
    body = (
      <>
        <p className="pnc-muted" data-testid="export-made">
          {t('print.records.made', { when: dayjs(exported_at).format('YYYY-MM-DD HH:mm'), who: exported_by.username })}
        </p>
        <PrintSection title={t('print.bill.mother')}>
          {() => <PrintFields def={motherDef} record={mother as CentreRecord} fields={motherFields} />}
        </PrintSection>
        <PrintSection title={t(`${babyDef.name}.label`)}>
          {(id) => <PrintTable def={babyDef} rows={babies as CentreRecord[]} columns={babyDef.list.columns} labelledBy={id} />}
        </PrintSection>
        {held.map((def) => (
          <PrintSection key={def.name} title={t(`${def.name}.label`)}>
            {(id) => (
              <PrintTable
                def={def}
                rows={records[def.name] as CentreRecord[]}
                columns={def.list.columns.filter((c) => c !== 'mother')}
                labelledBy={id}
                {...(isClinicalRecord(def) && {
                  lead: {
                    title: t('print.records.archived'),
                    render: (row: CentreRecord) =>
                      row.archived_at
                        ? t('print.records.archivedOn', { when: dayjs(String(row.archived_at)).format('YYYY-MM-DD') })
                        : '',
                  },
                })}
              />
            )}
          </PrintSection>
        ))}
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
