import type { Rng } from '../prng';

/** Days from the lowest weight back to the birth weight. */
const REGAIN_DAYS = 7;

/**
 * One baby's expected weight and jaundice by age in days, drawn once per baby: the weight dips 5–8 %
 * by day 3–4, is back to birth weight about a week later, then gains ~30 g a day; jaundice peaks at
 * 8–13.5 mg/dL on day 3–5 and fades.
 */
export function growthCurve(rng: Rng, birthWeight: number) {
  const dip = rng.float(0.05, 0.08, 3);
  const dipDay = rng.int(3, 4);
  const peakDay = rng.int(3, 5);
  const peak = rng.float(8, 13.5);
  return {
    weightAt: (age: number) =>
      age <= dipDay
        ? birthWeight * (1 - (dip * age) / dipDay)
        : age <= dipDay + REGAIN_DAYS
          ? birthWeight * (1 - dip + (dip * (age - dipDay)) / REGAIN_DAYS)
          : birthWeight + 30 * (age - dipDay - REGAIN_DAYS),
    jaundiceAt: (age: number) => 2 + (peak - 2) * Math.exp(-((age - peakDay) ** 2) / (2 * 2.2 ** 2)),
  };
}
