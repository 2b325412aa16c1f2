import { describe, expect, it } from 'vitest';
import { bilirubinView } from './bilirubin-data';
import { bilirubinSeries, type HealthReading } from './growth-data';

const birthAt = '2026-03-01T06:00:00.000Z';
const at = (hours: number) => new Date(Date.parse(birthAt) + hours * 3_600_000).toISOString();
const term = { id: 1, birth_at: birthAt, gestational_weeks: 38 };
const view = (baby: Record<string, unknown>, readings: HealthReading[]) => bilirubinView(baby, bilirubinSeries(baby, readings));

describe('the bilirubin chart data', () => {
  it('keeps each reading’s method and marks the ones at or above the threshold of its hour', () => {
    const v = view(term, [
      // 38 weeks, no risk factor: 16.0 at 48 h, 12.3 at 24 h, 18.8 at 72 h.
      { id: 3, recorded_at: at(72), jaundice_mg_dl: 18.7, bilirubin_method: 'tcb' },
      { id: 1, recorded_at: at(24), jaundice_mg_dl: 12.3, bilirubin_method: 'tsb' },
      { id: 2, recorded_at: at(48), jaundice_mg_dl: 15.9, bilirubin_method: null },
    ]);
    expect(v.lineNote).toBeNull();
    expect(v.withRisk).toBe(false);
    expect(v.points.map((p) => [p.hours, p.method, p.threshold, p.atOrAbove])).toEqual([
      [24, 'tsb', 12.3, true],
      [48, null, 16.0, false],
      [72, 'tcb', 18.8, false],
    ]);
    // The line runs hour by hour from hour 1 to the last reading and equals the table there.
    expect(v.line[0]).toEqual({ hours: 1, threshold: 7.9 });
    expect(v.line.at(-1)).toEqual({ hours: 72, threshold: 18.8 });
    expect(v.line).toHaveLength(72);
  });

  it('draws the lower line when a risk factor is recorded, albumin under 3.0 included', () => {
    const reading = [{ id: 1, recorded_at: at(48), jaundice_mg_dl: 14.5, bilirubin_method: 'tsb' }];
    const low = view({ ...term, albumin_g_dl: 2.9 }, reading);
    expect(low.withRisk).toBe(true);
    expect(low.riskFactors).toEqual(['albumin_g_dl']);
    // 38 weeks with risk factors: 14.0 at 48 h.
    expect(low.points[0]).toMatchObject({ threshold: 14.0, atOrAbove: true });
    const g6pd = view({ ...term, g6pd_deficiency: true, albumin_g_dl: 3.5 }, reading);
    expect(g6pd.riskFactors).toEqual(['g6pd_deficiency']);
    const none = view({ ...term, g6pd_deficiency: false, sepsis: null, albumin_g_dl: 3.0 }, reading);
    expect(none.withRisk).toBe(false);
    expect(none.points[0]).toMatchObject({ threshold: 16.0, atOrAbove: false });
  });

  it('says why no line is drawn: no birth time, no gestational age, under 35 weeks', () => {
    const reading = [{ id: 1, recorded_at: at(48), jaundice_mg_dl: 20, bilirubin_method: 'tsb' }];
    for (const [baby, note] of [
      [{ id: 1, gestational_weeks: 38 }, 'noBirthTime'],
      [{ id: 1, birth_at: birthAt }, 'noGestationalAge'],
      [{ id: 1, birth_at: birthAt, gestational_weeks: 34 }, 'under35'],
    ] as const) {
      const v = view(baby, reading);
      expect(v.lineNote, note).toBe(note);
      expect(v.line).toEqual([]);
      expect(v.points.every((p) => p.threshold === null && !p.atOrAbove)).toBe(true);
    }
  });

  it('gives readings after hour 336 no threshold and counts them; the line stops at hour 336', () => {
    const v = view({ ...term, gestational_weeks: 41 }, [
      { id: 1, recorded_at: at(300), jaundice_mg_dl: 22, bilirubin_method: 'tsb' },
      { id: 2, recorded_at: at(400), jaundice_mg_dl: 25, bilirubin_method: 'tsb' },
    ]);
    expect(v.points.map((p) => [p.threshold, p.atOrAbove])).toEqual([
      [21.8, true],
      [null, false],
    ]);
    expect(v.pastTable).toBe(1);
    expect(v.line.at(-1)).toEqual({ hours: 336, threshold: 21.8 });
  });
});
