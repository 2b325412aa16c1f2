import { useTranslation } from 'react-i18next';
import { type DotItemDotProps, Line } from 'recharts';
import type { BilirubinMarkedPoint, BilirubinView } from './bilirubin-data';
import { BilirubinMark } from './bilirubin-marks';
import { chartColours } from './chart-colours';
import { useChartFormat } from './chart-format';
import { LineChartFrame } from './line-chart-frame';

function ReadingDot({ cx, cy, payload }: DotItemDotProps) {
  const p = payload as BilirubinMarkedPoint;
  if (typeof cx !== 'number' || typeof cy !== 'number') return null;
  return <BilirubinMark cx={cx} cy={cy} method={p.method} atOrAbove={p.atOrAbove} />;
}

/** The bilirubin chart's svg: mg/dL over hours of life, the readings by method, and the phototherapy line. */
export function BilirubinChart({ view, labelId, descId }: { view: BilirubinView; labelId: string; descId: string }) {
  const { t } = useTranslation('centre');
  const f = useChartFormat();
  return (
    <LineChartFrame
      data={view.points}
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
      dot={(props) => <ReadingDot key={props.index} {...props} />}
    >
      {view.line.length > 0 && (
        <Line
          data={view.line}
          dataKey="threshold"
          name={t('charts.bilirubin.lineLabel')}
          type="linear"
          stroke={chartColours.alert}
          strokeWidth={2}
          strokeDasharray="6 4"
          dot={false}
          activeDot={false}
          isAnimationActive={false}
          className="pnc-chart-threshold"
        />
      )}
    </LineChartFrame>
  );
}
