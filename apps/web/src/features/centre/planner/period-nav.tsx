import type { ReactNode } from 'react';
import { PeriodButtons } from './period-buttons';

interface Props {
  /** The period shown, in words (a month, a week, a range of days). */
  title: string;
  prevLabel: string;
  nextLabel: string;
  onPrev: () => void;
  onToday: () => void;
  onNext: () => void;
  /** Controls of the page beside the navigation (a view switch). */
  children?: ReactNode;
}

/** Previous / today / next over a period, with the period named: the planning screens' one toolbar. */
export function PeriodNav({ title, prevLabel, nextLabel, onPrev, onToday, onNext, children }: Props) {
  return (
    <div className="pnc-period-nav">
      <div className="pnc-period-controls">
        <PeriodButtons prevLabel={prevLabel} nextLabel={nextLabel} onPrev={onPrev} onToday={onToday} onNext={onNext} />
        <h3 className="pnc-period-title" aria-live="polite" data-testid="period-title">
          {title}
        </h3>
      </div>
      {children && <div className="pnc-period-extra">{children}</div>}
    </div>
  );
}
