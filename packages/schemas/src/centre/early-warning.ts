/**
 * Early warning bands of a mother's and a newborn's observations, as pure functions of one value. A missing value
 * is never in a band. The bands and where they come from: docs/clinical/early-warning.md.
 *
 * Mother: the UK Modified Early Obstetric Warning Score (MEOWS) chart's red (a single one calls for urgent review)
 * and yellow (watch) triggers; blood pressure by the severe-hypertension line of pregnancy (160/110) and the
 * hypertension line (140/90); SpO2 red below 95 %. Newborn: outside the normal resting ranges of heart rate and
 * breathing; SpO2 below 95 % watch, below 90 % urgent.
 */

export type Band = 'red' | 'yellow' | null;

/** Systolic at or above this, or diastolic at or above SEVERE_DIASTOLIC, is severe hypertension (red). */
export const SEVERE_SYSTOLIC = 160;
export const SEVERE_DIASTOLIC = 110;
/** Systolic at or above this, or diastolic at or above RAISED_DIASTOLIC, is hypertension (yellow). */
export const RAISED_SYSTOLIC = 140;
export const RAISED_DIASTOLIC = 90;
/** Systolic below this is red (hypotension: bleeding, sepsis); below LOWISH_SYSTOLIC yellow. */
export const LOW_SYSTOLIC = 90;
export const LOWISH_SYSTOLIC = 100;

/** High blood pressure: red from 160 systolic or 110 diastolic, yellow from 140 or 90. */
export function highBpBand(systolic: number | null | undefined, diastolic: number | null | undefined): Band {
  const s = systolic ?? null;
  const d = diastolic ?? null;
  if ((s != null && s >= SEVERE_SYSTOLIC) || (d != null && d >= SEVERE_DIASTOLIC)) return 'red';
  if ((s != null && s >= RAISED_SYSTOLIC) || (d != null && d >= RAISED_DIASTOLIC)) return 'yellow';
  return null;
}

/** Low systolic pressure: red below 90, yellow 90–99. */
export function lowBpBand(systolic: number | null | undefined): Band {
  if (systolic == null) return null;
  if (systolic < LOW_SYSTOLIC) return 'red';
  if (systolic < LOWISH_SYSTOLIC) return 'yellow';
  return null;
}

/** A mother's pulse (/min): red below 40 or above 120, yellow 40–49 or 100–120. */
export function maternalPulseBand(pulse: number | null | undefined): Band {
  if (pulse == null) return null;
  if (pulse < 40 || pulse > 120) return 'red';
  if (pulse < 50 || pulse >= 100) return 'yellow';
  return null;
}

/** A mother's breathing (/min): red below 10 or above 30, yellow 21–30. */
export function maternalRespirationBand(rate: number | null | undefined): Band {
  if (rate == null) return null;
  if (rate < 10 || rate > 30) return 'red';
  if (rate > 20) return 'yellow';
  return null;
}

/**
 * A mother's low temperature (°C): red below 35.0, yellow 35.0–35.9. A fever (38.0 °C or more) is flags.ts's
 * feverFlag, one rule for mothers, babies and visitors.
 */
export function maternalLowTemperatureBand(temperatureC: number | null | undefined): Band {
  if (temperatureC == null) return null;
  if (temperatureC < 35) return 'red';
  if (temperatureC < 36) return 'yellow';
  return null;
}

/** A mother's SpO2 below this (%) is the chart's red trigger; 95 % itself is in the normal range. There is no yellow. */
export const MATERNAL_SPO2_RED_BELOW = 95;

/** A mother's oxygen saturation (%): red below 95, else nothing (the MEOWS chart has no yellow SpO2 trigger). */
export function maternalSpo2Band(spo2: number | null | undefined): Band {
  if (spo2 == null) return null;
  return spo2 < MATERNAL_SPO2_RED_BELOW ? 'red' : null;
}

/**
 * A newborn's oxygen saturation (%), by the lines of newborn pulse-oximetry screening: 95 % or more passes, below
 * 90 % fails (urgent: a doctor sees the baby now), 90–94 % is to be measured again (watch).
 */
export const NEWBORN_SPO2_URGENT_BELOW = 90;
export const NEWBORN_SPO2_WATCH_BELOW = 95;

export function newbornSpo2Band(spo2: number | null | undefined): Band {
  if (spo2 == null) return null;
  if (spo2 < NEWBORN_SPO2_URGENT_BELOW) return 'red';
  if (spo2 < NEWBORN_SPO2_WATCH_BELOW) return 'yellow';
  return null;
}

/** A newborn's resting heart rate (/min) is 100–160: below 100 is bradycardia, above 160 tachycardia. */
export const NEWBORN_HR_MIN = 100;
export const NEWBORN_HR_MAX = 160;
/** A newborn's breathing (/min) is 30–60: below 30 is slow, above 60 tachypnoea. */
export const NEWBORN_RR_MIN = 30;
export const NEWBORN_RR_MAX = 60;

export type OutOfRange = 'low' | 'high' | null;
const outside = (v: number | null | undefined, min: number, max: number): OutOfRange =>
  v == null ? null : v < min ? 'low' : v > max ? 'high' : null;

export const newbornHeartRate = (bpm: number | null | undefined) => outside(bpm, NEWBORN_HR_MIN, NEWBORN_HR_MAX);
export const newbornRespiration = (rate: number | null | undefined) => outside(rate, NEWBORN_RR_MIN, NEWBORN_RR_MAX);

/**
 * Lochia and the uterus on the daily round: heavy lochia, or a boggy (not contracted) fundus, is bleeding risk;
 * a foul smell points to infection (endometritis).
 */
export const heavyBleedingSign = (row: { lochia_amount?: unknown; fundus_firmness?: unknown }) =>
  row.lochia_amount === 'heavy' || row.fundus_firmness === 'boggy';
export const foulLochia = (row: { lochia_odour?: unknown }) => row.lochia_odour === 'foul';

/** The guideline asks for a TSB when a TcB is at or above the phototherapy threshold or within this of it (mg/dL). */
export const TCB_CONFIRM_MARGIN = 3;
