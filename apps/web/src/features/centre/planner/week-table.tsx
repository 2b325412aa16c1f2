import { PlusOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { monthDay, weekdayOf } from './centre-days';

interface Props {
  /** Names the scrolling region, which keyboard users can focus to scroll it sideways. */
  label: string;
  /** The table's own class, beside the planners' shared `pnc-plan-table`. */
  className: string;
  testId: string;
  /** Heading of the first column, which names each row. */
  corner: string;
  days: readonly string[];
  /** Marks that day's heading as today (the body's cells mark themselves). */
  today?: string;
  /** Wraps a day's heading, given its words, e.g. in a button that opens the day. */
  renderDay?: (day: string, label: string) => ReactNode;
  /** The body's rows: one heading cell, then one cell per day. */
  children: ReactNode;
}

/** The planners' week: a wide table that scrolls sideways, a row heading column, then one column per day. */
export function WeekTable({ label, className, testId, corner, days, today, renderDay, children }: Props) {
  const { t } = useTranslation('centre');
  return (
    <div className="pnc-plan-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className={`pnc-plan-table ${className}`} data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{corner}</th>
            {days.map((d) => {
              const words = `${t(`board.weekday.${weekdayOf(d)}`)} ${monthDay(d)}`;
              return (
                <th
                  key={d}
                  scope="col"
                  className={d === today ? 'is-today' : undefined}
                  aria-current={d === today ? 'date' : undefined}
                >
                  {renderDay ? renderDay(d, words) : words}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A day cell's "+", named (to screen readers and on hover) by what it adds where. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="pnc-plan-add" onClick={onClick} aria-label={label} title={label}>
      <PlusOutlined aria-hidden />
    </button>
  );
}
