/**
 * Clinical and stock warnings, shared by the server and the web so both flag the same rows.
 * Each is a pure function of the values it names; a missing value is never flagged.
 */

/** EPDS (Edinburgh Postnatal Depression Scale, 0–30): 13 or more suggests depression; refer (epds.ts has the bands). */
export const EPDS_THRESHOLD = 13;
/** Body temperature in °C from which a mother, baby or visitor counts as febrile. */
export const FEVER_C = 38.0;
/** A newborn colder than this (°C) is flagged. */
export const NEWBORN_COLD_C = 36.5;
/** A newborn who has lost this share of the birth weight (percent) needs a feeding review… */
export const WEIGHT_LOSS_REVIEW_PERCENT = 7;
/** …and from this share is flagged. */
export const WEIGHT_LOSS_PERCENT = 10;
/** The day of life by which a newborn is expected to be back at the birth weight. */
export const REGAIN_BY_DAY = 14;

export const epdsFlag = (score: number | null | undefined): boolean => score != null && score >= EPDS_THRESHOLD;

export const feverFlag = (temperatureC: number | null | undefined): boolean => temperatureC != null && temperatureC >= FEVER_C;

export const newbornColdFlag = (temperatureC: number | null | undefined): boolean =>
  temperatureC != null && temperatureC < NEWBORN_COLD_C;

/** Whether the loss from the birth weight is at least `percent` of it (compared in whole grams, no rounding). */
export function lostAtLeast(birthWeightG: number | null | undefined, weightG: number | null | undefined, percent: number) {
  if (birthWeightG == null || weightG == null || birthWeightG <= 0) return false;
  return (birthWeightG - weightG) * 100 >= percent * birthWeightG;
}

/** Loss of 10 % of the birth weight or more (exactly 10 % included). */
export const weightLossFlag = (birthWeightG: number | null | undefined, weightG: number | null | undefined): boolean =>
  lostAtLeast(birthWeightG, weightG, WEIGHT_LOSS_PERCENT);

/** The share of the birth weight lost, 0–1 (negative for a gain); null without both weights. */
export const weightLossShare = (birthWeightG: number | null | undefined, weightG: number | null | undefined) =>
  birthWeightG == null || weightG == null || birthWeightG <= 0 ? null : (birthWeightG - weightG) / birthWeightG;

/** Stock at or below the safety stock; with no safety stock set, only an empty stock is low. */
export const lowStockFlag = (total: number, safetyStock: number | null | undefined): boolean => total <= (safetyStock ?? 0);
