import { type CareEventKind, feedKinds } from './baby-care-event';

/**
 * What a baby's care log adds up to over a window, and whether the last 24 hours hold too few wet diapers or feeds
 * for the day of life. Pure functions: the dashboard shows them, the server's flags (few_wet_diapers, few_feeds)
 * use the same ones. The minimums and their source: docs/clinical/care-log.md.
 */

/** The fields of a care event these sums read (an API answer has them all). */
export interface CareEventLike {
  occurred_at: string;
  kind: CareEventKind | string;
  minutes?: number | null;
  volume_ml?: number | null;
}

interface CareLogTotals {
  /** Breastfeeds, expressed-milk and formula feeds together. */
  feeds: number;
  breastfeeds: number;
  breastfeedMinutes: number;
  expressedMilkMl: number;
  formulaMl: number;
  wetDiapers: number;
  stools: number;
  sleepMinutes: number;
}

/**
 * Totals of the events that happened in (from, to]: both ISO date-times; an event at `from` belongs to the window
 * before. Archived events are never in the list the caller passes (the API leaves them out).
 */
export function careLogTotals(events: readonly CareEventLike[], from: string, to: string): CareLogTotals {
  const start = Date.parse(from);
  const end = Date.parse(to);
  const t: CareLogTotals = {
    feeds: 0,
    breastfeeds: 0,
    breastfeedMinutes: 0,
    expressedMilkMl: 0,
    formulaMl: 0,
    wetDiapers: 0,
    stools: 0,
    sleepMinutes: 0,
  };
  for (const e of events) {
    const at = Date.parse(e.occurred_at);
    if (!(at > start && at <= end)) continue;
    if ((feedKinds as readonly string[]).includes(e.kind)) t.feeds += 1;
    switch (e.kind) {
      case 'breastfeed':
        t.breastfeeds += 1;
        t.breastfeedMinutes += e.minutes ?? 0;
        break;
      case 'expressed_milk':
        t.expressedMilkMl += e.volume_ml ?? 0;
        break;
      case 'formula':
        t.formulaMl += e.volume_ml ?? 0;
        break;
      case 'wet_diaper':
        t.wetDiapers += 1;
        break;
      case 'stool':
        t.stools += 1;
        break;
      case 'sleep':
        t.sleepMinutes += e.minutes ?? 0;
        break;
    }
  }
  return t;
}

const HOUR = 3_600_000;

/** The 24 hours up to `now`, as the (from, to] window careLogTotals takes. */
export function last24Hours(now: Date = new Date()): { from: string; to: string } {
  return { from: new Date(now.getTime() - 24 * HOUR).toISOString(), to: now.toISOString() };
}

/**
 * The day of life at `at`, counted as the feeding references count it: day 1 is the first 24 hours after birth,
 * day 2 the next 24, and so on. (The growth charts count from day 0; this is the ordinal day.) Null without a
 * birth time or before it.
 */
export function dayOfLife(birthAt: string | null | undefined, at: string | Date): number | null {
  if (!birthAt) return null;
  const born = Date.parse(birthAt);
  const then = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (Number.isNaN(born) || Number.isNaN(then) || then < born) return null;
  return Math.floor((then - born) / (24 * HOUR)) + 1;
}

/**
 * The day of life a 24-hour window ending at `to` is judged by: the day its first hour falls in. A rolling window
 * straddles two days of life; judging it by the earlier one never asks a baby for more than the day it mostly
 * covered (a baby 30 hours old is not yet asked for day 2's wet diapers). Null before the baby is 24 hours old: the
 * window does not hold a whole day of the baby's life yet, and without a birth time.
 */
export function windowDayOfLife(birthAt: string | null | undefined, to: string | Date): number | null {
  const end = typeof to === 'string' ? Date.parse(to) : to.getTime();
  if (Number.isNaN(end)) return null;
  const start = new Date(end - 24 * HOUR);
  const born = birthAt ? Date.parse(birthAt) : Number.NaN;
  if (Number.isNaN(born) || start.getTime() < born) return null;
  return dayOfLife(birthAt, start);
}

/**
 * Expected minimum wet diapers in 24 hours by day of life: one per day of life through day 5, then six from day 6
 * on (AAP; docs/clinical/care-log.md). Index = day of life; day 0 unused.
 */
const MIN_WET_DIAPERS = [0, 1, 2, 3, 4, 5, 6] as const;
/** Six or more wet diapers a day once the milk is in (day 6 onwards). */
const MIN_WET_DIAPERS_ESTABLISHED = 6;
/** At least eight feeds in 24 hours, from the second day of life (the first day's feeds are not counted against). */
const MIN_FEEDS = 8;
const FEEDS_JUDGED_FROM_DAY = 2;

export function expectedMinimums(dayOfLifeNow: number): { wetDiapers: number; feeds: number } {
  const day = Math.max(1, Math.floor(dayOfLifeNow));
  return {
    wetDiapers: day < MIN_WET_DIAPERS.length ? MIN_WET_DIAPERS[day]! : MIN_WET_DIAPERS_ESTABLISHED,
    feeds: day >= FEEDS_JUDGED_FROM_DAY ? MIN_FEEDS : 0,
  };
}

interface CareLogShortfall {
  /** Fewer wet diapers than the day of life expects. */
  fewWetDiapers: boolean;
  /** Fewer feeds than the day of life expects. */
  fewFeeds: boolean;
  /** The minimums the totals were held against. */
  expected: { wetDiapers: number; feeds: number };
}

/**
 * Whether 24 hours' totals hold too few wet diapers or feeds for the day of life (1 = the first 24 hours; for a
 * rolling window, windowDayOfLife). Only a whole 24 hours of a complete log can be judged: the caller asks when the
 * baby has been in the centre's care for all of the window. A day of life that is not a positive whole number is a
 * caller's mistake and throws.
 */
export function careLogShortfall(dayOfLifeNow: number, totals24h: Pick<CareLogTotals, 'wetDiapers' | 'feeds'>): CareLogShortfall {
  if (!Number.isInteger(dayOfLifeNow) || dayOfLifeNow < 1) throw new RangeError(`day of life ${dayOfLifeNow}: 1 or more`);
  const expected = expectedMinimums(dayOfLifeNow);
  return {
    fewWetDiapers: totals24h.wetDiapers < expected.wetDiapers,
    fewFeeds: totals24h.feeds < expected.feeds,
    expected,
  };
}
