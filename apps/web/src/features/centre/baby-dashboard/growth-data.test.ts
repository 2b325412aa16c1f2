import { describe, expect, it } from 'vitest';
import { bilirubinSeries, daysOfLife, hoursOfLife, seriesSummary, weightLine, weightSeries } from './growth-data';

const birthAt = '2026-03-01T06:00:00.000Z';
const baby = { id: 1, birth_at: birthAt, birth_weight_g: 3200 };
const at = (hours: number) => new Date(Date.parse(birthAt) + hours * 3_600_000).toISOString();

describe('hours and days of life', () => {
  it('counts from the birth time, one decimal, across offsets', () => {
    expect(hoursOfLife(birthAt, at(0))).toBe(0);
    expect(hoursOfLife(birthAt, at(36.25))).toBe(36.3);
    // The same moment written with Taipei's offset.
    expect(hoursOfLife(birthAt, '2026-03-02T14:00:00+08:00')).toBe(24);
    expect(daysOfLife(birthAt, at(36))).toBe(1.5);
    expect(daysOfLife(birthAt, at(24 * 7))).toBe(7);
  });

  it('is negative before the birth and null without both times', () => {
    expect(hoursOfLife(birthAt, at(-2))).toBe(-2);
    expect(hoursOfLife(null, at(3))).toBeNull();
    expect(hoursOfLife(birthAt, undefined)).toBeNull();
    expect(hoursOfLife(birthAt, 'not a date')).toBeNull();
  });
});

describe('the weight series', () => {
  it('starts with the birth weight at day 0 and sorts the readings by time', () => {
    const s = weightSeries(baby, [
      { id: 12, recorded_at: at(72), weight_g: 2950 },
      { id: 11, recorded_at: at(24), weight_g: 3100 },
      { id: 13, recorded_at: at(48), weight_g: null },
    ]);
    expect(s.points.map((p) => [p.day, p.weight, p.birth])).toEqual([
      [0, 3200, true],
      [1, 3100, false],
      [3, 2950, false],
    ]);
    expect(s.points[2]!.change).toBeCloseTo(-250 / 3200);
    expect(s.notes).toEqual([]);
  });

  it('draws the line at 90 % of the birth weight and marks readings on it or below it (10 % lost is flagged)', () => {
    expect(weightLine(3200)).toBe(2880);
    const s = weightSeries(baby, [
      { id: 1, recorded_at: at(30), weight_g: 2880 }, // exactly 90 %: 10 % lost, flagged
      { id: 2, recorded_at: at(60), weight_g: 2879 },
      { id: 3, recorded_at: at(90), weight_g: 3000 },
    ]);
    expect(s.line).toBe(2880);
    expect(s.points.filter((p) => p.below).map((p) => p.id)).toEqual([1, 2]);
  });

  it('without a birth weight: no first point, no line, nothing marked, and says so', () => {
    const s = weightSeries({ birth_at: birthAt, birth_weight_g: null }, [{ id: 1, recorded_at: at(24), weight_g: 2000 }]);
    expect(s.points).toHaveLength(1);
    expect(s.points[0]).toMatchObject({ day: 1, below: false, change: null });
    expect(s.line).toBeNull();
    expect(s.notes).toEqual(['noBirthWeight']);
  });

  it('without a birth time nothing can be placed on days of life', () => {
    const s = weightSeries({ birth_weight_g: 3200 }, [{ id: 1, recorded_at: at(24), weight_g: 3000 }]);
    expect(s.points).toEqual([]);
    expect(s.line).toBe(2880);
    expect(s.notes).toEqual(['noBirthTime']);
  });

  it('leaves readings dated before the birth off the chart and counts them', () => {
    const s = weightSeries(baby, [
      { id: 1, recorded_at: at(-5), weight_g: 3200 },
      { id: 2, recorded_at: at(5), weight_g: 3150 },
    ]);
    expect(s.beforeBirth).toBe(1);
    expect(s.points.map((p) => p.id)).toEqual([null, 2]);
  });
});

describe('the bilirubin series', () => {
  it('plots every jaundice reading against hours of life, oldest first', () => {
    const s = bilirubinSeries(baby, [
      { id: 3, recorded_at: at(80.04), jaundice_mg_dl: 11.2 },
      { id: 2, recorded_at: at(30), jaundice_mg_dl: 6.5 },
      { id: 4, recorded_at: at(100), jaundice_mg_dl: null },
      { id: 1, recorded_at: at(-1), jaundice_mg_dl: 2 },
    ]);
    expect(s.points.map((p) => [p.hours, p.value])).toEqual([
      [30, 6.5],
      [80, 11.2],
    ]);
    expect(s.beforeBirth).toBe(1);
    expect(bilirubinSeries({}, [{ id: 1, recorded_at: at(3), jaundice_mg_dl: 4 }]).notes).toEqual(['noBirthTime']);
  });
});

describe('the summary figures', () => {
  it('names the range, the extreme and the latest point', () => {
    const points = [
      { x: 0, y: 3200 },
      { x: 3, y: 2950 },
      { x: 7, y: 3150 },
    ];
    const s = seriesSummary(
      points,
      (p) => p.x,
      (p) => p.y,
      'min',
    );
    expect(s).toEqual({ count: 3, from: 0, to: 7, extreme: points[1], latest: points[2] });
    expect(
      seriesSummary(
        points,
        (p) => p.x,
        (p) => p.y,
        'max',
      )?.extreme,
    ).toBe(points[0]);
    expect(
      seriesSummary(
        [],
        (p: { x: number }) => p.x,
        (p) => p.x,
        'min',
      ),
    ).toBeNull();
  });
});
