import type { ReactNode } from 'react';
import { CartesianGrid, Line, LineChart, type LineProps, Tooltip, XAxis, YAxis, type YAxisProps } from 'recharts';
import { chartColours } from './chart-colours';

interface Props {
  data: readonly object[];
  /** The figure's caption and summary, which name and describe the svg. */
  labelId: string;
  descId: string;
  /** Time of life across: the rows' field, the axis title, and how the tooltip names a point's time. */
  x: { key: string; label: string; tooltip: (x: number) => string };
  /** The reading up: the rows' field, its name and value in the tooltip, and the axis' scale and ticks. */
  y: {
    key: string;
    name: string;
    value: (y: number) => string;
    domain: YAxisProps['domain'];
    width: number;
    tick: (y: number) => string;
  };
  dot: LineProps['dot'];
  /** Drawn over the grid and under the line, such as a reference line. */
  children?: ReactNode;
}

/**
 * The baby's charts share one look: a teal line of readings over a faint grid, time of life from 0 across,
 * no animation (a print or a screenshot shows every point), and a tooltip naming the point in words.
 */
export function LineChartFrame({ data, labelId, descId, x, y, dot, children }: Props) {
  return (
    <LineChart
      data={data}
      responsive
      style={{ width: '100%', height: 260 }}
      margin={{ top: 12, right: 16, bottom: 20, left: 8 }}
      aria-labelledby={labelId}
      aria-describedby={descId}
    >
      <CartesianGrid stroke={chartColours.grid} />
      <XAxis
        dataKey={x.key}
        type="number"
        domain={[0, 'dataMax']}
        allowDecimals={false}
        stroke={chartColours.axis}
        label={{ value: x.label, position: 'insideBottom', offset: -12, fill: chartColours.axis }}
      />
      <YAxis type="number" domain={y.domain} width={y.width} stroke={chartColours.axis} tickFormatter={y.tick} />
      {/* Each line names itself (the readings, or a reference line drawn as a child). */}
      <Tooltip
        labelFormatter={(v) => x.tooltip(Number(v))}
        formatter={(v, name) => [y.value(Number(v)), String(name ?? y.name)]}
      />
      {children}
      <Line
        dataKey={y.key}
        name={y.name}
        type="linear"
        stroke={chartColours.line}
        strokeWidth={2}
        isAnimationActive={false}
        dot={dot}
        activeDot={{ r: 6 }}
      />
    </LineChart>
  );
}
