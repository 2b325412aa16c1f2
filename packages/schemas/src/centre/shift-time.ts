import { shifts } from './assignment';
import { taipeiToday } from './define-spec';

export type Shift = (typeof shifts)[number];

/**
 * The clock times of the roster's shifts (decision 0022), in Taipei hours of the shift's own date: 大夜 00–08,
 * 白班 08–16, 小夜 16–24. A date's shifts run night, day, evening; the night shift of a date is the early morning
 * of that date (it begins when the evening shift of the day before ends).
 */
export const shiftHours: Readonly<Record<Shift, { start: number; end: number }>> = {
  night: { start: 0, end: 8 },
  day: { start: 8, end: 16 },
  evening: { start: 16, end: 24 },
};

const HOUR_MS = 3_600_000;
/** Taipei keeps UTC+8 all year (no summer time). */
const TAIPEI_OFFSET_MS = 8 * HOUR_MS;

/** The shift's window [start, end) as ISO 8601 UTC instants (the form every stored datetime has). */
export function shiftWindow(date: string, shift: Shift): { start: string; end: string } {
  const midnight = Date.parse(`${date}T00:00:00Z`) - TAIPEI_OFFSET_MS;
  const { start, end } = shiftHours[shift];
  return { start: new Date(midnight + start * HOUR_MS).toISOString(), end: new Date(midnight + end * HOUR_MS).toISOString() };
}

/** The shift under way at `now`: its Taipei date and name. */
export function shiftAt(now: Date = new Date()): { date: string; shift: Shift } {
  const hour = new Date(now.getTime() + TAIPEI_OFFSET_MS).getUTCHours();
  const shift = shifts.find((s) => hour >= shiftHours[s].start && hour < shiftHours[s].end)!;
  return { date: taipeiToday(now), shift };
}
