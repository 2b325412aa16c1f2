import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { weekdayOf } from './centre-days';

/**
 * The header row of a day board (rooms, incubators): a corner cell, then a cell per day holding its date as the
 * board writes it and its weekday; weekends are shaded and today is marked.
 */
export function BoardDayHeader(props: {
  corner: string;
  days: readonly string[];
  today: string;
  dateOf: (day: string, index: number) => ReactNode;
}) {
  const { t } = useTranslation('centre');
  return (
    <div className="pnc-board-row pnc-board-header">
      <div className="pnc-board-corner">{props.corner}</div>
      {props.days.map((day, index) => {
        const weekday = weekdayOf(day);
        return (
          <div
            key={day}
            className={`pnc-board-day${day === props.today ? ' is-today' : ''}${weekday === 0 || weekday === 6 ? ' is-weekend' : ''}`}
            title={day}
          >
            {props.dateOf(day, index)}
            <span className="pnc-board-weekday">{t(`board.weekday.${weekday}`)}</span>
          </div>
        );
      })}
    </div>
  );
}
