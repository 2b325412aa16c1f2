import { babyHealthRecord } from '@pnc/schemas/centre/baby-health-record';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CentreRecord } from '../centre-events';
import { ApiErrorAlert } from '../resource/api-error';
import { useCentreListQuery } from '../resource/resource-api';
import { bilirubinView } from './bilirubin-data';
import { BilirubinFigure } from './bilirubin-figure';
import { bilirubinSeries, type HealthReading, weightSeries } from './growth-data';
import { WeightFigure } from './weight-figure';

/** Enough for any stay; the list's own maximum. */
const READINGS_LIMIT = 1000;

/**
 * A baby's weight and bilirubin charts from all its health records. The query is tagged like the list
 * beside it, so a record added through the form redraws the charts too.
 */
export function HealthCharts({ baby }: { baby: CentreRecord }) {
  const { t } = useTranslation('centre');
  const { data, error } = useCentreListQuery({
    resource: babyHealthRecord.name,
    params: { baby: baby.id, limit: READINGS_LIMIT },
  });
  if (error) return <ApiErrorAlert error={error} />;
  if (!data) return <Spin />;
  const readings = data.results as HealthReading[];
  const bilirubin = bilirubinSeries(baby, readings);
  return (
    <div className="pnc-charts" data-testid="health-charts">
      {data.count > readings.length && (
        <Alert
          type="info"
          showIcon
          className="pnc-form-alert"
          title={t('charts.partial', { shown: readings.length, count: data.count })}
        />
      )}
      <WeightFigure series={weightSeries(baby, readings)} />
      <BilirubinFigure series={bilirubin} view={bilirubinView(baby, bilirubin)} />
    </div>
  );
}
