import { WEIGHT_LOSS_PERCENT, weightLossFlag } from '@pnc/schemas/centre/flags';

const HOUR_MS = 3_600_000;

/** Hours from the birth to a moment, one decimal (negative before the birth); null without both times. */
export function hoursOfLife(birthAt: unknown, at: unknown): number | null {
  if (typeof birthAt !== 'string' || typeof at !== 'string') return null;
  const ms = Date.parse(at) - Date.parse(birthAt);
  return Number.isFinite(ms) ? Math.round((ms / HOUR_MS) * 10) / 10 : null;
}

/** Days from the birth, one decimal: day 0 is the first 24 hours. */
export function daysOfLife(birthAt: unknown, at: unknown): number | null {
  const hours = hoursOfLife(birthAt, at);
  return hours === null ? null : Math.round((hours / 24) * 10) / 10;
}

/** The weight under which a baby has lost more than the flagged share of its birth weight (90 %). */
export const weightLine = (birthWeightG: number) => birthWeightG * (1 - WEIGHT_LOSS_PERCENT / 100);

/** The baby record's birth fields (any record shape: the API's rows are loosely typed). */
export interface BabyBirth {
  birth_at?: unknown;
  birth_weight_g?: unknown;
  [field: string]: unknown;
}

export interface HealthReading {
  id: number;
  recorded_at?: unknown;
  weight_g?: unknown;
  jaundice_mg_dl?: unknown;
  bilirubin_method?: unknown;
}

/** Why a chart cannot be drawn, or what it leaves out. */
export type SeriesNote = 'noBirthTime' | 'noBirthWeight';

export interface WeightPoint {
  /** Days of life, the x axis. */
  day: number;
  weight: number;
  /** The birth weight, drawn as the first point. */
  birth: boolean;
  /** Lost more than 10 % of the birth weight (flags.ts). */
  below: boolean;
  /** Change from the birth weight, as a share (−0.12 is 12 % less); null without a birth weight. */
  change: number | null;
  recordedAt: string;
  id: number | null;
}

export interface WeightSeries {
  points: WeightPoint[];
  birthWeight: number | null;
  /** The 90 % reference line in grams; null without a birth weight. */
  line: number | null;
  notes: SeriesNote[];
  /** Readings dated before the birth time: a data error, left off the chart and counted. */
  beforeBirth: number;
}

export interface BilirubinPoint {
  hours: number;
  value: number;
  /** TSB or TcB; null on readings written before the method was asked. */
  method: 'tsb' | 'tcb' | null;
  recordedAt: string;
  id: number;
}

export interface BilirubinSeries {
  points: BilirubinPoint[];
  notes: SeriesNote[];
  beforeBirth: number;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const byTime = (a: HealthReading, b: HealthReading) => String(a.recorded_at).localeCompare(String(b.recorded_at));

/**
 * Weight over days of life: the birth weight as day 0, then every reading with a weight, oldest first.
 * A point on or below the 90 % line is one weightLossFlag raises, so the chart and the flags never disagree.
 */
export function weightSeries(baby: BabyBirth, readings: readonly HealthReading[]): WeightSeries {
  const birthAt = typeof baby.birth_at === 'string' ? baby.birth_at : null;
  const birthWeight = num(baby.birth_weight_g);
  const notes: SeriesNote[] = [];
  if (!birthAt) notes.push('noBirthTime');
  if (birthWeight === null) notes.push('noBirthWeight');
  const line = birthWeight === null ? null : weightLine(birthWeight);
  if (!birthAt) return { points: [], birthWeight, line, notes, beforeBirth: 0 };

  const change = (w: number) => (birthWeight ? (w - birthWeight) / birthWeight : null);
  const points: WeightPoint[] = [];
  if (birthWeight !== null)
    points.push({ day: 0, weight: birthWeight, birth: true, below: false, change: 0, recordedAt: birthAt, id: null });
  let beforeBirth = 0;
  for (const r of [...readings].sort(byTime)) {
    const weight = num(r.weight_g);
    const day = daysOfLife(birthAt, r.recorded_at);
    if (weight === null || day === null) continue;
    if (day < 0) {
      beforeBirth++;
      continue;
    }
    points.push({
      day,
      weight,
      birth: false,
      below: weightLossFlag(birthWeight, weight),
      change: change(weight),
      recordedAt: String(r.recorded_at),
      id: r.id,
    });
  }
  return { points, birthWeight, line, notes, beforeBirth };
}

/** Bilirubin (the jaundice reading) over hours of life, oldest first. */
export function bilirubinSeries(baby: BabyBirth, readings: readonly HealthReading[]): BilirubinSeries {
  const birthAt = typeof baby.birth_at === 'string' ? baby.birth_at : null;
  if (!birthAt) return { points: [], notes: ['noBirthTime'], beforeBirth: 0 };
  const points: BilirubinPoint[] = [];
  let beforeBirth = 0;
  for (const r of [...readings].sort(byTime)) {
    const value = num(r.jaundice_mg_dl);
    const hours = hoursOfLife(birthAt, r.recorded_at);
    if (value === null || hours === null) continue;
    if (hours < 0) beforeBirth++;
    else {
      const method = r.bilirubin_method === 'tsb' || r.bilirubin_method === 'tcb' ? r.bilirubin_method : null;
      points.push({ hours, value, method, recordedAt: String(r.recorded_at), id: r.id });
    }
  }
  return { points, notes: [], beforeBirth };
}

/** The figures a chart's summary sentence names: first and last x, the extreme and the latest reading. */
export function seriesSummary<P extends object>(
  points: readonly P[],
  x: (p: P) => number,
  y: (p: P) => number,
  extreme: 'min' | 'max',
) {
  if (!points.length) return null;
  let pick = points[0]!;
  for (const p of points) if (extreme === 'min' ? y(p) < y(pick) : y(p) > y(pick)) pick = p;
  const last = points[points.length - 1]!;
  return { count: points.length, from: x(points[0]!), to: x(last), extreme: pick, latest: last };
}
