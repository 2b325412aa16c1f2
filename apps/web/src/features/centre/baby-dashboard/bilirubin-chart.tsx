import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { chartColours } from './chart-colours';
import { useChartFormat } from './chart-format';
import type { BilirubinSeries } from './growth-data';

/** The bilirubin chart's svg: mg/dL over hours of life, readings only. */
export function BilirubinChart({ series, labelId, descId }: { series: BilirubinSeries; labelId: string; descId: string }) {
  const { t } = useTranslation('centre');
  const f = useChartFormat();
  return (
    <LineChart
      data={series.points}
      responsive
      style={{ width: '100%', height: 260 }}
      margin={{ top: 12, right: 16, bottom: 20, left: 8 }}
      aria-labelledby={labelId}
      aria-describedby={descId}
    >
      <CartesianGrid stroke={chartColours.grid} />
      <XAxis
        dataKey="hours"
        type="number"
        domain={[0, 'dataMax']}
        allowDecimals={false}
        stroke={chartColours.axis}
        label={{ value: t('charts.hoursOfLife'), position: 'insideBottom', offset: -12, fill: chartColours.axis }}
      />
      <YAxis type="number" domain={[0, 'auto']} width={48} stroke={chartColours.axis} tickFormatter={(v: number) => f.num(v)} />
      <Tooltip
        labelFormatter={(hours) => t('charts.hourValue', { hours: f.num(Number(hours)) })}
        formatter={(v) => [f.mgdl(Number(v)), t('baby_health_record.fields.jaundice_mg_dl')]}
      />
      <Line
        dataKey="value"
        type="linear"
        stroke={chartColours.line}
        strokeWidth={2}
        isAnimationActive={false}
        dot={{ r: 4, fill: '#fff', stroke: chartColours.line, strokeWidth: 2, className: 'pnc-chart-point' }}
        activeDot={{ r: 6 }}
      />
    </LineChart>
  );
}
