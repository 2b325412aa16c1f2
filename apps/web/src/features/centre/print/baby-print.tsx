import { baby as babyDef } from '@pnc/schemas/centre/baby';
import { babyHealthRecord } from '@pnc/schemas/centre/baby-health-record';
import { useTranslation } from 'react-i18next';
import { HealthCharts } from '../baby-dashboard/health-charts';
import type { CentreRecord } from '../centre-events';
import { FlagTags } from '../flags/flag-tags';
import { rowFlags } from '../flags/row-flags';
import { useCentreGetQuery, useCentreListQuery } from '../resource/resource-api';
import { PrintFields } from './print-fields';
import { PrintPage } from './print-page';
import { PrintSection } from './print-section';
import { PrintTable } from './print-table';
import { RecordName } from './record-name';

const readingColumns = [
  'recorded_at',
  'weight_g',
  'temperature_c',
  'heart_rate',
  'respiration',
  'spo2',
  'jaundice_mg_dl',
  'feeding_type',
  'feeding_ml',
  'stool_count',
  'urine_count',
  'skin',
  'umbilical_cord',
] as const;

/** /centre/print/baby/:babyId — the baby, its birth, every health reading (oldest first) and both charts. */
export default function BabyPrint({ babyId }: { babyId: number }) {
  const { t } = useTranslation('centre');
  const baby = useCentreGetQuery({ resource: babyDef.name, id: babyId });
  // The same read as the charts' (one cached request).
  const readings = useCentreListQuery({ resource: babyHealthRecord.name, params: { baby: babyId, limit: 1000 } });
  const error = baby.error ?? readings.error;
  let body;
  if (baby.data && readings.data) {
    const record = baby.data;
    const birthWeight = typeof record.birth_weight_g === 'number' ? record.birth_weight_g : null;
    const rows = [...readings.data.results].sort((a, b) => String(a.recorded_at).localeCompare(String(b.recorded_at)));
    body = (
      <>
        <PrintSection title={t('print.baby.birth')}>
          {() => (
            <PrintFields
              def={babyDef}
              record={record}
              fields={[
                'name',
                'mother',
                'gender',
                'birth_at',
                'birth_weight_g',
                'birth_length_cm',
                'gestational_weeks',
                'blood_type',
              ]}
              values={{ mother: <RecordName resource="mother" id={Number(record.mother)} /> }}
            />
          )}
        </PrintSection>
        <PrintSection title={t('print.baby.charts')}>{() => <HealthCharts baby={record} />}</PrintSection>
        <PrintSection title={t('baby_health_record.label')}>
          {(id) => (
            <PrintTable
              def={babyHealthRecord}
              rows={rows}
              columns={readingColumns}
              labelledBy={id}
              lead={{
                title: t('flags.column'),
                render: (row: CentreRecord) => <FlagTags flags={rowFlags(babyHealthRecord.name, row, birthWeight)} />,
              }}
            />
          )}
        </PrintSection>
      </>
    );
  }
  return (
    <PrintPage title={t('print.baby.title', { name: String(baby.data?.name ?? '') })} back="/centre/babies" error={error}>
      {body}
    </PrintPage>
  );
}
