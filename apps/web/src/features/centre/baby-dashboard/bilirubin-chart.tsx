import { useTranslation } from 'react-i18next';
import { chartColours } from './chart-colours';
import { useChartFormat } from './chart-format';
import type { BilirubinSeries } from './growth-data';
import { LineChartFrame } from './line-chart-frame';

/** The bilirubin chart's svg: mg/dL over hours of life, readings only. */
export function BilirubinChart({ series, labelId, descId }: { series: BilirubinSeries; labelId: string; descId: string }) {
  const { t } = useTranslation('centre');
  const f = useChartFormat();
  return (
    <LineChartFrame
      data={series.points}
      labelId={labelId}
      descId={descId}
      x={{ key: 'hours', label: t('charts.hoursOfLife'), tooltip: (hours) => t('charts.hourValue', { hours: f.num(hours) }) }}
      y={{
        key: 'value',
        name: t('baby_health_record.fields.jaundice_mg_dl'),
        value: f.mgdl,
        domain: [0, 'auto'],
        width: 48,
        tick: (v) => f.num(v),
      }}
      dot={{ r: 4, fill: '#fff', stroke: chartColours.line, strokeWidth: 2, className: 'pnc-chart-point' }}
    />
  );
}
