import { useTranslation } from 'react-i18next';
import { type DotItemDotProps, ReferenceLine } from 'recharts';
import { chartColours } from './chart-colours';
import { useChartFormat } from './chart-format';
import type { WeightPoint, WeightSeries } from './growth-data';
import { LineChartFrame } from './line-chart-frame';

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
    <LineChartFrame
      data={series.points}
      labelId={labelId}
      descId={descId}
      x={{ key: 'day', label: t('charts.dayOfLife'), tooltip: (day) => t('charts.dayValue', { day: f.num(day) }) }}
      y={{
        key: 'weight',
        name: t('baby_health_record.fields.weight_g'),
        value: f.grams,
        domain: ['auto', 'auto'],
        width: 64,
        tick: (v) => f.num(v, 0),
      }}
      dot={(props) => <WeightDot key={props.index} {...props} />}
    >
      {series.line !== null && (
        <ReferenceLine
          y={series.line}
          ifOverflow="extendDomain"
          stroke={chartColours.alert}
          strokeWidth={2}
          strokeDasharray="6 4"
        />
      )}
    </LineChartFrame>
  );
}
