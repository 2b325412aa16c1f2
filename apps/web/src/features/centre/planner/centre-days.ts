import { isRealDate } from '@pnc/schemas/centre/define-spec';
import { addDays, daysBetween } from '../room-board/board-math';

/**
 * The centre's days are Taipei days (UTC+8, no daylight saving), as the server counts them for windows and
 * the calendar, whatever the time zone of the browser. Day arithmetic is the room board's (board-math.ts).
 */
export { addDays, daysBetween };

const TAIPEI_OFFSET_MS = 8 * 3_600_000;

/** The Taipei day (YYYY-MM-DD) of an instant: an ISO date-time or epoch milliseconds. */
export const taipeiDay = (at: string | number) =>
  new Date((typeof at === 'string' ? Date.parse(at) : at) + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);

export const todayTaipei = (now = Date.now()) => taipeiDay(now);

/** The instant a Taipei day starts, as ISO UTC (2026-03-01 → 2026-02-28T16:00:00.000Z). */
export const taipeiDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`).toISOString();

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Weeks start on Sunday, as on the wall calendars the centre's staff use (and the room board's day labels). */
export const weekStart = (day: string) => addDays(day, -weekdayOf(day));

/** `count` consecutive days from `from`. */
export const daysFrom = (from: string, count: number) => Array.from({ length: count }, (_, i) => addDays(from, i));

/** A query value that is a real YYYY-MM-DD day, or null. */
export const dayOrNull = (value: string | null | undefined) => (value && isRealDate(value) ? value : null);

/** A day as month/day (3/1), the short form day headers use in both languages. */
export const monthDay = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;
