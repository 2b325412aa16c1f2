import type { CalendarEvent } from '@pnc/schemas/centre/calendar';
import { useTranslation } from 'react-i18next';
import { monthDay, weekdayOf } from '../planner/centre-days';
import { EventLink } from './event-link';

/** A week as seven columns, one per day, each listing every event of the day with its type in words. */
export function WeekList({
  days,
  today,
  byDay,
}: {
  days: readonly string[];
  today: string;
  byDay: ReadonlyMap<string, CalendarEvent[]>;
}) {
  const { t } = useTranslation('centre');
  return (
    <ol className="pnc-cal-week" data-testid="calendar-week">
      {days.map((day) => {
        const events = byDay.get(day) ?? [];
        return (
          <li
            key={day}
            className={`pnc-cal-week-day${day === today ? ' is-today' : ''}`}
            aria-current={day === today ? 'date' : undefined}
          >
            <h4 className="pnc-cal-week-head">
              <span>{t(`board.weekday.${weekdayOf(day)}`)}</span>
              <time dateTime={day}>{monthDay(day)}</time>
              {day === today && <span className="pnc-cal-today-tag">{t('board.today')}</span>}
            </h4>
            {events.length ? (
              <ul className="pnc-cal-list">
                {events.map((e) => (
                  <li key={`${e.type}-${e.ref.entity}-${e.ref.id}`}>
                    <EventLink event={e} showType />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="pnc-muted pnc-cal-none">{t('calendar.none')}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
