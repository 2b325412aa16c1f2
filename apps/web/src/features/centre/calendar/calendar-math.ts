import type { CalendarEvent } from '@pnc/schemas/centre/calendar';
import { resourceByName } from '@pnc/schemas/centre/resources';
import { addDays, dayOrNull, daysBetween, daysFrom, weekStart } from '../planner/centre-days';

export type CalendarView = 'month' | 'week';

/** The URL's ?view=month|week&date=YYYY-MM-DD; anything else falls back to this month around today. */
export function parseCalendarQuery(params: URLSearchParams, today: string): { view: CalendarView; date: string } {
  return { view: params.get('view') === 'week' ? 'week' : 'month', date: dayOrNull(params.get('date')) ?? today };
}

const firstOfMonth = (day: string, add = 0) => {
  const d = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + add, 1));
  return d.toISOString().slice(0, 10);
};

/** The month of `anchor` as whole weeks (Sunday to Saturday): 4 to 6 rows of 7 days. */
export function monthGrid(anchor: string): string[] {
  const start = weekStart(firstOfMonth(anchor));
  const end = addDays(weekStart(addDays(firstOfMonth(anchor, 1), -1)), 7);
  return daysFrom(start, daysBetween(start, end));
}

/** The days a view shows around its anchor; the calendar asks the server for exactly these. */
export const viewDays = (view: CalendarView, anchor: string) =>
  view === 'month' ? monthGrid(anchor) : daysFrom(weekStart(anchor), 7);

/** The anchor one period earlier (-1) or later (+1): the first of the month, or the same weekday a week away. */
export const shiftAnchor = (view: CalendarView, anchor: string, step: -1 | 1) =>
  view === 'month' ? firstOfMonth(anchor, step) : addDays(anchor, 7 * step);

/** Events by day for the days shown, in the server's order (type order, then record). */
export function eventsByDay(events: readonly CalendarEvent[], days: readonly string[]) {
  const map = new Map<string, CalendarEvent[]>(days.map((d) => [d, []]));
  for (const e of events) map.get(e.date)?.push(e);
  return map;
}

/** "March 2026" / "2026年3月", from the language's own calendar words. */
export const monthTitle = (anchor: string, lang: string) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'zh-TW', { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${firstOfMonth(anchor)}T00:00:00Z`),
  );

/**
 * Whether an event's record belongs to a mother (a required mother field: contracts, check-ins, stays, visits,
 * outings): those open the mother dashboard; the others (repairs, duty) their own record page.
 */
export const isMotherRecord = (entity: string) => {
  const f = resourceByName(entity)?.fields.mother;
  return f?.type === 'ref' && !!f.required;
};
