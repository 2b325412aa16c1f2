import type { CalendarEvent } from '@pnc/schemas/centre/calendar';
import { useTranslation } from 'react-i18next';
import { monthDay } from '../planner/centre-days';
import { EventLink } from './event-link';

/** Events a day cell lists before "n more" (the week view shows them all). */
const CELL_EVENTS = 3;

interface Props {
  days: readonly string[];
  /** YYYY-MM of the month shown: days of the weeks around it are dimmed. */
  month: string;
  today: string;
  byDay: ReadonlyMap<string, CalendarEvent[]>;
  caption: string;
  /** "n more" opens that day's week. */
  onMore: (day: string) => void;
}

/** The month as a table of weeks, Sunday first, each day with its first events as links. */
export function MonthGrid({ days, month, today, byDay, caption, onMore }: Props) {
  const { t } = useTranslation('centre');
  const weeks = Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  return (
    <table className="pnc-cal-month" data-testid="calendar-month">
      <caption className="pnc-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {weeks[0]!.map((_, i) => (
            <th key={i} scope="col">
              {t(`board.weekday.${i}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const events = byDay.get(day) ?? [];
              const more = events.length - CELL_EVENTS;
              const classes = ['pnc-cal-day', day.startsWith(month) ? '' : 'is-outside', day === today ? 'is-today' : ''];
              return (
                <td key={day} className={classes.filter(Boolean).join(' ')} aria-current={day === today ? 'date' : undefined}>
                  <time dateTime={day} className="pnc-cal-date">
                    {day.endsWith('-01') || day === days[0] ? monthDay(day) : Number(day.slice(8))}
                  </time>
                  {day === today && <span className="pnc-cal-today-tag">{t('board.today')}</span>}
                  {events.length > 0 && (
                    <ul className="pnc-cal-list">
                      {events.slice(0, CELL_EVENTS).map((e) => (
                        <li key={`${e.type}-${e.ref.entity}-${e.ref.id}`}>
                          <EventLink event={e} />
                        </li>
                      ))}
                    </ul>
                  )}
                  {more > 0 && (
                    <button type="button" className="pnc-cal-more" onClick={() => onMore(day)}>
                      {t('calendar.more', { count: more })}
                    </button>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
