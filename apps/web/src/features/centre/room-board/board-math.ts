import { naturalCompare } from '../../../lib/natural-order';

/** Room board geometry: whole days (YYYY-MM-DD, UTC arithmetic so DST and time zones never shift a bar). */

export const BOARD_DAYS = 60;
/** Days of the past the board shows before today when it opens (and on "today"). */
const BOARD_DAYS_BEFORE_TODAY = 7;

const dayMs = 86_400_000;
const toUtc = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));

/** Whole days from `a` to `b` (negative when b is earlier). */
export const daysBetween = (a: string, b: string) => Math.round((toUtc(b) - toUtc(a)) / dayMs);

export const addDays = (d: string, n: number) => new Date(toUtc(d) + n * dayMs).toISOString().slice(0, 10);

/** The first day the board shows for `today`. */
export const boardStart = (today: string) => addDays(today, -BOARD_DAYS_BEFORE_TODAY);

/** The window's days, from `from`. */
export const boardDays = (from: string) => Array.from({ length: BOARD_DAYS }, (_, i) => addDays(from, i));

export interface Bar {
  /** First column (0-based day index in the window). */
  start: number;
  /** Columns covered (≥ 1). */
  span: number;
  /** The stay goes on before / after the window (the bar's end is cut, drawn square). */
  clippedStart: boolean;
  clippedEnd: boolean;
}

/**
 * Where a stay [start_date, end_date) sits in the window [from, from + days): clipped to it, or null when
 * it lies outside. end_date is exclusive (the day the room is free again), so a stay ending on `from` is
 * not shown and a one-night stay spans one column.
 */
export function barFor(stay: { start_date: string; end_date: string | null }, from: string, days = BOARD_DAYS): Bar | null {
  const rawStart = daysBetween(from, stay.start_date);
  const rawEnd = stay.end_date ? daysBetween(from, stay.end_date) : Number.POSITIVE_INFINITY;
  const start = Math.max(0, rawStart);
  const end = Math.min(days, rawEnd);
  if (end <= start) return null;
  return { start, span: end - start, clippedStart: rawStart < 0, clippedEnd: rawEnd > days };
}

type StayStatus = 'current' | 'booked' | 'upcoming' | 'ended';

/**
 * A stay's colour on the board, read from its status, never from its dates: in house is current, checked out is
 * ended; a booking is upcoming until its first day, then booked (due, the mother not arrived yet).
 */
export function stayStatus(
  stay: { start_date: string; status?: string | null; checked_out_at?: string | null },
  today: string,
): StayStatus {
  if (stay.status === 'in_house') return 'current';
  if (stay.status === 'checked_out' || stay.checked_out_at) return 'ended';
  return stay.start_date > today ? 'upcoming' : 'booked';
}

/** Rooms grouped by floor (floors ascending, rooms by number within a floor). */
export function byFloor<R extends { floor: number; number: string }>(rooms: readonly R[]) {
  const floors = new Map<number, R[]>();
  for (const r of [...rooms].sort((a, b) => a.floor - b.floor || naturalCompare(a.number, b.number)))
    floors.set(r.floor, [...(floors.get(r.floor) ?? []), r]);
  return [...floors.entries()].map(([floor, list]) => ({ floor, rooms: list }));
}
