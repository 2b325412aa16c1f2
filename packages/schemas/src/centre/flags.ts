/**
 * Clinical and stock warnings, shared by the server and the web so both flag the same rows.
 * Each is a pure function of the values it names; a missing value is never flagged.
 */

/** EPDS (Edinburgh Postnatal Depression Scale, 0–30): 13 or more suggests depression; refer. */
export const EPDS_THRESHOLD = 13;
/** Body temperature in °C from which a mother, baby or visitor counts as febrile. */
export const FEVER_C = 38.0;
/** A newborn losing more than this share of the birth weight needs a feeding review. */
export const WEIGHT_LOSS_RATIO = 0.1;

export const epdsFlag = (score: number | null | undefined): boolean => score != null && score >= EPDS_THRESHOLD;

export const feverFlag = (temperatureC: number | null | undefined): boolean => temperatureC != null && temperatureC >= FEVER_C;

/** Loss strictly above 10 % of the birth weight. */
export function weightLossFlag(birthWeightG: number | null | undefined, weightG: number | null | undefined): boolean {
  if (birthWeightG == null || weightG == null || birthWeightG <= 0) return false;
  return (birthWeightG - weightG) / birthWeightG > WEIGHT_LOSS_RATIO;
}

/** Stock at or below the safety stock; with no safety stock set, only an empty stock is low. */
export const lowStockFlag = (total: number, safetyStock: number | null | undefined): boolean => total <= (safetyStock ?? 0);
