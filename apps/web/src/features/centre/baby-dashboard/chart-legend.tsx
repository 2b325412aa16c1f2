import type { ReactNode } from 'react';
import { chartColours } from './chart-colours';

interface LegendEntryProps {
  /** The mark's box; 14 px square unless told. */
  width?: number;
  height?: number;
  mark: ReactNode;
  children: ReactNode;
}

/** One entry of a chart's legend: its mark drawn as on the chart (hidden from screen readers), then its words. */
export function LegendEntry({ width = 14, height = 14, mark, children }: LegendEntryProps) {
  return (
    <li>
      <svg width={width} height={height} aria-hidden="true" focusable="false">
        {mark}
      </svg>
      {children}
    </li>
  );
}

/** The mark of a chart's dashed alert line (the 90 % weight line, the phototherapy line): 24 px wide. */
export const alertLineMark = (
  <line x1="0" y1="7" x2="24" y2="7" stroke={chartColours.alert} strokeWidth="2" strokeDasharray="6 4" />
);
