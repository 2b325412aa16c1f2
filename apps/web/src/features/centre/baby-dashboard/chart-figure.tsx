import { type ReactNode, useId } from 'react';
import './charts.css';

interface ChartTable {
  caption: string;
  head: string[];
  rows: { key: string | number; cells: ReactNode[] }[];
}

/**
 * A chart with what it says in words: a caption naming it, a sentence summing it up (the svg is described
 * by it), a legend, and the plotted values as a table for screen readers.
 */
export function ChartFigure({
  title,
  summary,
  legend,
  table,
  testId,
  children,
}: {
  title: string;
  summary: ReactNode;
  legend?: ReactNode;
  table: ChartTable;
  testId: string;
  /** The plot, given the ids that name and describe it. */
  children?: (ids: { labelId: string; descId: string }) => ReactNode;
}) {
  const labelId = useId();
  const descId = useId();
  return (
    <figure className="pnc-chart" aria-labelledby={labelId} data-testid={testId}>
      <figcaption id={labelId} className="pnc-chart-title">
        {title}
      </figcaption>
      <div id={descId} className="pnc-chart-summary">
        {summary}
      </div>
      {children && <div className="pnc-chart-plot">{children({ labelId, descId })}</div>}
      {legend}
      {/* Hidden in a block of its own: a table is as wide as its cells whatever width it is given. */}
      <div className="pnc-visually-hidden" data-testid={`${testId}-hidden`}>
        <table data-testid={`${testId}-table`}>
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              {table.head.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, i) => (
                  <td key={i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
