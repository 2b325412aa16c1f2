import { useTranslation } from 'react-i18next';
import { CartesianGrid, type DotItemDotProps, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { chartColours } from './chart-colours';
import { useChartFormat } from './chart-format';
import type { WeightPoint, WeightSeries } from './growth-data';

/** Each point's shape says what it is: a square for the birth, a circle for a reading, a triangle under 90 %. */
function WeightDot({ cx, cy, payload }: DotItemDotProps) {
  const p = payload as WeightPoint;
  if (typeof cx !== 'number' || typeof cy !== 'number') return null;
  if (p.below)
    return (
      <path
        className="pnc-chart-point is-below"
        d={`M${cx},${cy - 7} L${cx + 7},${cy + 5} L${cx - 7},${cy + 5} Z`}
        fill={chartColours.alert}
      />
    );
  if (p.birth)
    return (
      <rect
        className="pnc-chart-point is-birth"
        x={cx - 5}
        y={cy - 5}
        width={10}
        height={10}
        fill="#fff"
        stroke={chartColours.line}
        strokeWidth={2}
      />
    );
  return <circle className="pnc-chart-point" cx={cx} cy={cy} r={4} fill="#fff" stroke={chartColours.line} strokeWidth={2} />;
}

/** The weight chart's svg: grams over days of life with the 90 % line. */
export function WeightChart({ series, labelId, descId }: { series: WeightSeries; labelId: string; descId: string }) {
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
        dataKey="day"
        type="number"
        domain={[0, 'dataMax']}
        allowDecimals={false}
        stroke={chartColours.axis}
        label={{ value: t('charts.dayOfLife'), position: 'insideBottom', offset: -12, fill: chartColours.axis }}
      />
      <YAxis
        type="number"
        domain={['auto', 'auto']}
        width={64}
        stroke={chartColours.axis}
        tickFormatter={(v: number) => f.num(v, 0)}
      />
      <Tooltip
        labelFormatter={(day) => t('charts.dayValue', { day: f.num(Number(day)) })}
        formatter={(v) => [f.grams(Number(v)), t('baby_health_record.fields.weight_g')]}
      />
      {series.line !== null && (
        <ReferenceLine
          y={series.line}
          ifOverflow="extendDomain"
          stroke={chartColours.alert}
          strokeWidth={2}
          strokeDasharray="6 4"
        />
      )}
      <Line
        dataKey="weight"
        type="linear"
        stroke={chartColours.line}
        strokeWidth={2}
        isAnimationActive={false}
        dot={(props) => <WeightDot key={props.index} {...props} />}
        activeDot={{ r: 6 }}
      />
    </LineChart>
  );
}
