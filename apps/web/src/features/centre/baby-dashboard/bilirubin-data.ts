import {
  FIRST_TABULATED_HOUR,
  LAST_TABULATED_HOUR,
  MIN_GESTATIONAL_WEEKS,
  type NeurotoxicityRiskFactor,
  type NeurotoxicityRiskFields,
  phototherapyThreshold,
  presentRiskFactors,
} from '@pnc/schemas/centre/bilirubin-thresholds';
import type { BabyBirth, BilirubinPoint, BilirubinSeries } from './growth-data';

/** Why no phototherapy line is drawn: no birth time (no hours of life), no gestational age, or under 35 weeks. */
type ThresholdNote = 'noBirthTime' | 'noGestationalAge' | 'under35';

interface ThresholdPoint {
  hours: number;
  threshold: number;
}

export interface BilirubinMarkedPoint extends BilirubinPoint {
  /** The phototherapy threshold at the reading's hour; null where the tables give none (after 14 days). */
  threshold: number | null;
  /** At or above the threshold (AAP 2022 treats at or above); false where there is no threshold. */
  atOrAbove: boolean;
}

export interface BilirubinView {
  points: BilirubinMarkedPoint[];
  /** The threshold, hour by hour across the readings' span (from hour 1, at most to hour 336); empty without one. */
  line: ThresholdPoint[];
  /** The curve the line follows: completed weeks (≥ 40 and, with risk factors, ≥ 38 share a curve). */
  gestationalWeeks: number | null;
  withRisk: boolean;
  riskFactors: NeurotoxicityRiskFactor[];
  lineNote: ThresholdNote | null;
  /** Readings after hour 336, past the tables' end: plotted without a threshold. */
  pastTable: number;
}

const weeksOf = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/**
 * The bilirubin chart's data: each reading with its method and whether it reaches the AAP 2022 phototherapy
 * threshold for the baby's gestational age and risk group (bilirubin-thresholds.ts, the one rule the server's
 * flags use too), and the threshold line itself.
 */
export function bilirubinView(baby: BabyBirth, series: BilirubinSeries): BilirubinView {
  // The API's baby record: the risk factors are yes/no/empty and a number or empty (baby.ts).
  const riskFactors = presentRiskFactors(baby as NeurotoxicityRiskFields);
  const withRisk = riskFactors.length > 0;
  const gestationalWeeks = weeksOf(baby.gestational_weeks);
  const lineNote: ThresholdNote | null = series.notes.includes('noBirthTime')
    ? 'noBirthTime'
    : gestationalWeeks === null
      ? 'noGestationalAge'
      : gestationalWeeks < MIN_GESTATIONAL_WEEKS
        ? 'under35'
        : null;
  const thresholdAt = (hours: number) => (lineNote ? null : phototherapyThreshold(gestationalWeeks!, hours, withRisk));
  const points = series.points.map((p) => {
    const threshold = thresholdAt(p.hours);
    return { ...p, threshold, atOrAbove: threshold !== null && p.value >= threshold };
  });
  const line: ThresholdPoint[] = [];
  const lastHour = Math.max(0, ...series.points.map((p) => p.hours));
  if (!lineNote && points.length) {
    const end = Math.min(LAST_TABULATED_HOUR, Math.max(24, Math.ceil(lastHour)));
    for (let hours = FIRST_TABULATED_HOUR; hours <= end; hours++) line.push({ hours, threshold: thresholdAt(hours)! });
  }
  const pastTable = lineNote ? 0 : series.points.filter((p) => p.hours > LAST_TABULATED_HOUR).length;
  return { points, line, gestationalWeeks, withRisk, riskFactors, lineNote, pastTable };
}
