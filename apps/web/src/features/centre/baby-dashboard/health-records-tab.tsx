import { babyHealthRecord } from '@pnc/schemas/centre/baby-health-record';
import type { CentreRecord } from '../centre-events';
import { RelatedRecords } from '../resource/related-records';
import { HealthCharts } from './health-charts';

/**
 * The baby's health records tab: weight and bilirubin charts above the generic list and form. Loaded
 * lazily by the dashboard, so recharts is downloaded only when the charts are first shown.
 */
export default function HealthRecordsTab({ baby }: { baby: CentreRecord }) {
  return (
    <>
      <HealthCharts baby={baby} />
      <RelatedRecords def={babyHealthRecord} field="baby" id={baby.id} />
    </>
  );
}
