import { describe, expect, it } from 'vitest';
import { atOrAbovePhototherapy, hasNeurotoxicityRisk, phototherapyThreshold, presentRiskFactors } from './bilirubin-thresholds';

/**
 * Points of the AAP 2022 supplemental tables as PediTools' bili2022 calculator (peditools.org/bili2022) answers
 * them: a second source, independent of the transcription in bilirubin-thresholds.ts. Hours across, mg/dL down.
 */
const hours = [1, 6, 12, 18, 24, 36, 48, 60, 72, 84, 96, 120, 144, 168, 216, 264, 335];
const reference: [withRisk: boolean, weeks: number, values: number[]][] = [
  [false, 35, [6.4, 7.4, 8.5, 9.6, 10.6, 12.5, 14.2, 15.6, 16.8, 17.8, 18.6, 18.7, 18.8, 18.9, 19.1, 19.3, 19.6]],
  [false, 36, [6.9, 7.9, 9.0, 10.1, 11.2, 13.1, 14.8, 16.2, 17.5, 18.5, 19.3, 19.4, 19.5, 19.6, 19.8, 20.1, 20.4]],
  [false, 37, [7.4, 8.4, 9.6, 10.7, 11.7, 13.6, 15.4, 16.9, 18.1, 19.2, 20.0, 20.2, 20.3, 20.4, 20.6, 20.8, 21.1]],
  [false, 38, [7.9, 8.9, 10.1, 11.2, 12.3, 14.2, 16.0, 17.5, 18.8, 19.9, 20.7, 20.9, 21.0, 21.1, 21.3, 21.5, 21.8]],
  [false, 39, [8.4, 9.5, 10.6, 11.8, 12.8, 14.8, 16.6, 18.1, 19.5, 20.6, 21.5, 21.6, 21.7, 21.8, 21.8, 21.8, 21.8]],
  [false, 40, [8.9, 10.0, 11.1, 12.2, 13.3, 15.3, 17.0, 18.5, 19.8, 20.9, 21.8, 21.8, 21.8, 21.8, 21.8, 21.8, 21.8]],
  [true, 35, [4.9, 5.8, 6.9, 7.9, 8.9, 10.6, 12.2, 13.5, 14.6, 15.5, 16.1, 16.3, 16.4, 16.5, 16.8, 17.0, 17.4]],
  [true, 36, [5.4, 6.3, 7.4, 8.5, 9.4, 11.2, 12.8, 14.2, 15.4, 16.3, 17.0, 17.1, 17.3, 17.4, 17.6, 17.9, 18.2]],
  [true, 37, [5.9, 6.9, 8.0, 9.0, 10.0, 11.9, 13.5, 14.9, 16.1, 17.1, 17.9, 18.0, 18.1, 18.2, 18.2, 18.2, 18.2]],
  [true, 38, [6.4, 7.3, 8.5, 9.5, 10.5, 12.4, 14.0, 15.4, 16.6, 17.5, 18.2, 18.2, 18.2, 18.2, 18.2, 18.2, 18.2]],
];

describe('AAP 2022 phototherapy thresholds', () => {
  it.each(reference)('with risk factors %s, %i weeks: every reference point equals the table', (withRisk, weeks, values) => {
    expect(hours.map((h) => phototherapyThreshold(weeks, h, withRisk))).toEqual(values);
  });

  it('reads the ends of the range: hour 1 and hour 336 are tabulated, before and after are not', () => {
    expect(phototherapyThreshold(40, 1, false)).toBe(8.9);
    expect(phototherapyThreshold(35, 1, true)).toBe(4.9);
    expect(phototherapyThreshold(35, 336, false)).toBe(19.6);
    expect(phototherapyThreshold(36, 336, true)).toBe(18.2);
    expect(phototherapyThreshold(40, 0.5, false)).toBeNull();
    expect(phototherapyThreshold(40, 0, false)).toBeNull();
    expect(phototherapyThreshold(40, 336.5, false)).toBeNull();
    expect(phototherapyThreshold(38, 24 * 20, true)).toBeNull();
  });

  it('uses the ≥40-week curve without and the ≥38-week curve with risk factors for older babies', () => {
    expect(phototherapyThreshold(42, 48, false)).toBe(17.0);
    expect(phototherapyThreshold(41, 96, false)).toBe(21.8);
    expect(phototherapyThreshold(39, 48, true)).toBe(14.0);
    expect(phototherapyThreshold(42, 12, true)).toBe(8.5);
    // Risk factors lower the line at every hour.
    for (const h of [1, 24, 72, 200, 336])
      expect(phototherapyThreshold(37, h, true)!).toBeLessThan(phototherapyThreshold(37, h, false)!);
  });

  it('gives no line below 35 weeks', () => {
    expect(phototherapyThreshold(34, 48, false)).toBeNull();
    expect(phototherapyThreshold(30, 48, true)).toBeNull();
  });

  it('draws the straight line between two tabulated hours, and never leaves them', () => {
    // 40 weeks without risk factors: 11.1 at hour 12, 11.3 at hour 13.
    expect(phototherapyThreshold(40, 12.5, false)).toBe(11.2);
    expect(phototherapyThreshold(40, 12.25, false)).toBe(11.15);
    // 35 weeks with: 4.9 at hour 1, 5.1 at hour 2 (PediTools 6 h = 5.8 above).
    expect(phototherapyThreshold(35, 1.5, true)).toBe(5);
    const t = phototherapyThreshold(38, 47.9, false)!;
    expect(t).toBeGreaterThanOrEqual(phototherapyThreshold(38, 47, false)!);
    expect(t).toBeLessThanOrEqual(phototherapyThreshold(38, 48, false)!);
  });

  it('refuses nonsense instead of reading it as something else', () => {
    expect(() => phototherapyThreshold(Number.NaN, 48, false)).toThrow(RangeError);
    expect(() => phototherapyThreshold(38.5, 48, false)).toThrow(RangeError);
    expect(() => phototherapyThreshold(60, 48, false)).toThrow(RangeError);
    expect(() => phototherapyThreshold(-38, 48, false)).toThrow(RangeError);
    expect(() => phototherapyThreshold(38, -1, false)).toThrow(RangeError);
    expect(() => phototherapyThreshold(38, Number.POSITIVE_INFINITY, false)).toThrow(RangeError);
    expect(() => phototherapyThreshold(38, Number.NaN, false)).toThrow(RangeError);
    expect(() => phototherapyThreshold(38, 48, 'yes' as unknown as boolean)).toThrow(RangeError);
    expect(() => atOrAbovePhototherapy(-1, 38, 48, false)).toThrow(RangeError);
    expect(() => atOrAbovePhototherapy(Number.NaN, 38, 48, false)).toThrow(RangeError);
  });
});

describe('at or above the line', () => {
  it('counts a reading equal to the threshold, not one just under it', () => {
    // 38 weeks, 48 h, no risk factors: 16.0.
    expect(atOrAbovePhototherapy(16.0, 38, 48, false)).toBe(true);
    expect(atOrAbovePhototherapy(15.9, 38, 48, false)).toBe(false);
    // The same reading with a risk factor (14.0) is above.
    expect(atOrAbovePhototherapy(15.9, 38, 48, true)).toBe(true);
    // Between hours: 11.2 at 12.5 h for 40 weeks.
    expect(atOrAbovePhototherapy(11.2, 40, 12.5, false)).toBe(true);
    expect(atOrAbovePhototherapy(11.19, 40, 12.5, false)).toBe(false);
  });

  it('is null, not false, where no line applies', () => {
    expect(atOrAbovePhototherapy(25, 34, 48, false)).toBeNull();
    expect(atOrAbovePhototherapy(25, 38, 400, false)).toBeNull();
  });
});

describe('neurotoxicity risk factors', () => {
  it('counts each recorded factor, albumin under 3.0 g/dL, and nothing unrecorded', () => {
    expect(hasNeurotoxicityRisk({})).toBe(false);
    expect(
      hasNeurotoxicityRisk({
        isoimmune_haemolysis: null,
        g6pd_deficiency: false,
        sepsis: null,
        clinically_unstable: false,
        albumin_g_dl: null,
      }),
    ).toBe(false);
    expect(hasNeurotoxicityRisk({ g6pd_deficiency: true })).toBe(true);
    expect(hasNeurotoxicityRisk({ isoimmune_haemolysis: true })).toBe(true);
    expect(hasNeurotoxicityRisk({ sepsis: true })).toBe(true);
    expect(hasNeurotoxicityRisk({ clinically_unstable: true })).toBe(true);
    expect(hasNeurotoxicityRisk({ albumin_g_dl: 2.9 })).toBe(true);
    expect(hasNeurotoxicityRisk({ albumin_g_dl: 3.0 })).toBe(false);
    expect(presentRiskFactors({ sepsis: true, albumin_g_dl: 2.5, g6pd_deficiency: false })).toEqual(['sepsis', 'albumin_g_dl']);
  });
});
