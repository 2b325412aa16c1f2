import { type Bar, barFor } from '../room-board/board-math';
import { addDays, taipeiDay, taipeiDayStart } from '../planner/centre-days';

/** Days the board shows from its first day. */
export const INCUBATOR_DAYS = 14;

export interface Arrangement {
  id: number;
  baby: number;
  incubator: number;
  start_at: string;
  end_at: string | null;
}

/**
 * An arrangement [start_at, end_at) as Taipei days [start_date, end_date): it covers the day it starts and
 * every day up to the one it ends in; an end at midnight leaves that day free (the next baby may come then).
 * Ongoing (no end) stays open.
 */
export function arrangementDays(a: Pick<Arrangement, 'start_at' | 'end_at'>) {
  const start_date = taipeiDay(a.start_at);
  if (!a.end_at) return { start_date, end_date: null };
  const endDay = taipeiDay(a.end_at);
  const atMidnight = Date.parse(a.end_at) === Date.parse(taipeiDayStart(endDay));
  return { start_date, end_date: atMidnight ? endDay : addDays(endDay, 1) };
}

interface PlacedBar extends Bar {
  arrangement: Arrangement;
  /** 0-based line within the incubator's row: a handover day puts the two babies on two lines. */
  lane: number;
}

/**
 * One incubator's arrangements in the window [from, from + days): bars clipped to it (the room board's
 * barFor), each on the first line where it does not meet an earlier one, and which days are taken.
 */
export function placeBars(arrangements: readonly Arrangement[], from: string, days = INCUBATOR_DAYS) {
  const laneEnds: number[] = [];
  const bars: PlacedBar[] = [];
  const taken = Array.from({ length: days }, () => false);
  for (const a of [...arrangements].sort((x, y) => x.start_at.localeCompare(y.start_at) || x.id - y.id)) {
    const bar = barFor(arrangementDays(a), from, days);
    if (!bar) continue;
    let lane = laneEnds.findIndex((end) => end <= bar.start);
    if (lane === -1) lane = laneEnds.push(0) - 1;
    laneEnds[lane] = bar.start + bar.span;
    for (let i = bar.start; i < bar.start + bar.span; i++) taken[i] = true;
    bars.push({ ...bar, arrangement: a, lane });
  }
  return { bars, lanes: Math.max(1, laneEnds.length), taken };
}

type ArrangementStatus = 'current' | 'upcoming' | 'ended';

/** An arrangement relative to now (an ISO instant). */
export function arrangementStatus(a: Pick<Arrangement, 'start_at' | 'end_at'>, now: string): ArrangementStatus {
  if (a.end_at && Date.parse(a.end_at) <= Date.parse(now)) return 'ended';
  return Date.parse(a.start_at) > Date.parse(now) ? 'upcoming' : 'current';
}

/** Statuses that keep an incubator from taking a baby whatever its arrangements say. */
const notReady = new Set(['cleaning', 'maintenance']);

/** Incubators that could take a baby at the instant `now`: none in them, and not being cleaned or repaired. */
export function freeAt<I extends { id: number; status: string }>(
  incubators: readonly I[],
  arrangements: readonly Arrangement[],
  now: string,
) {
  const busy = new Set(arrangements.filter((a) => arrangementStatus(a, now) === 'current').map((a) => a.incubator));
  return incubators.filter((i) => !busy.has(i.id) && !notReady.has(i.status));
}

/** Where a new arrangement from a free day cell starts: now on today's cell, else the day's first minute (Taipei). */
export const prefillStart = (day: string, now: number) =>
  taipeiDay(now) === day ? new Date(now - (now % 60_000)).toISOString() : taipeiDayStart(day);
