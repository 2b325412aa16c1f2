import { describe, expect, it } from 'vitest';
import { careEventFieldErrors, careEventKinds } from './baby-care-event';
import { careLogShortfall, careLogTotals, dayOfLife, expectedMinimums, last24Hours, windowDayOfLife } from './care-log-adequacy';

const birth = '2026-03-01T06:00:00.000Z';
const at = (hours: number) => new Date(Date.parse(birth) + hours * 3_600_000).toISOString();

describe('care log totals', () => {
  const events = [
    { occurred_at: at(10), kind: 'breastfeed', minutes: 15 },
    { occurred_at: at(12), kind: 'breastfeed', minutes: 20 },
    { occurred_at: at(13), kind: 'expressed_milk', volume_ml: 30 },
    { occurred_at: at(14), kind: 'formula', volume_ml: 40 },
    { occurred_at: at(15), kind: 'formula', volume_ml: 25 },
    { occurred_at: at(16), kind: 'wet_diaper' },
    { occurred_at: at(17), kind: 'wet_diaper' },
    { occurred_at: at(18), kind: 'stool' },
    { occurred_at: at(19), kind: 'sleep', minutes: 90 },
    { occurred_at: at(20), kind: 'sleep', minutes: 45 },
    { occurred_at: at(21), kind: 'bath' },
    { occurred_at: at(22), kind: 'cord_care' },
    { occurred_at: at(23), kind: 'nursery_in' },
  ];

  it('adds up feeds of every kind, minutes and millilitres by kind, diapers and sleep', () => {
    expect(careLogTotals(events, at(0), at(24))).toEqual({
      feeds: 5,
      breastfeeds: 2,
      breastfeedMinutes: 35,
      expressedMilkMl: 30,
      formulaMl: 65,
      wetDiapers: 2,
      stools: 1,
      sleepMinutes: 135,
    });
  });

  it('counts only the window (from, to]: an event at its start belongs to the window before', () => {
    const t = careLogTotals(events, at(12), at(16));
    // 12 h (at the start) is out; 13, 14, 15 and 16 (at the end) are in.
    expect(t).toMatchObject({ feeds: 3, breastfeeds: 0, expressedMilkMl: 30, formulaMl: 65, wetDiapers: 1 });
    expect(careLogTotals([], at(0), at(24)).feeds).toBe(0);
  });

  it('takes the last 24 hours up to now', () => {
    const now = new Date(at(48));
    expect(last24Hours(now)).toEqual({ from: at(24), to: at(48) });
  });
});

describe('day of life', () => {
  it('counts the first 24 hours as day 1', () => {
    expect(dayOfLife(birth, at(0))).toBe(1);
    expect(dayOfLife(birth, at(23.9))).toBe(1);
    expect(dayOfLife(birth, at(24))).toBe(2);
    expect(dayOfLife(birth, at(24 * 6 + 1))).toBe(7);
    expect(dayOfLife(birth, at(-1))).toBeNull();
    expect(dayOfLife(null, at(5))).toBeNull();
  });

  it('judges a rolling window by the day its first hour falls in, and not before the baby is a day old', () => {
    expect(windowDayOfLife(birth, at(23))).toBeNull();
    expect(windowDayOfLife(birth, at(24))).toBe(1);
    expect(windowDayOfLife(birth, at(30))).toBe(1);
    expect(windowDayOfLife(birth, at(48))).toBe(2);
    expect(windowDayOfLife(undefined, at(48))).toBeNull();
  });
});

describe('too few wet diapers or feeds for the day of life', () => {
  it('expects one wet diaper per day of life through day 5, then six', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 14].map((d) => expectedMinimums(d).wetDiapers)).toEqual([1, 2, 3, 4, 5, 6, 6, 6]);
  });

  it('expects eight feeds from day 2, none counted on day 1', () => {
    expect(expectedMinimums(1).feeds).toBe(0);
    expect(expectedMinimums(2).feeds).toBe(8);
    expect(expectedMinimums(10).feeds).toBe(8);
  });

  it('flags one fewer than the minimum and not the minimum itself', () => {
    expect(careLogShortfall(3, { wetDiapers: 2, feeds: 8 })).toEqual({
      fewWetDiapers: true,
      fewFeeds: false,
      expected: { wetDiapers: 3, feeds: 8 },
    });
    expect(careLogShortfall(3, { wetDiapers: 3, feeds: 7 })).toMatchObject({ fewWetDiapers: false, fewFeeds: true });
    expect(careLogShortfall(6, { wetDiapers: 5, feeds: 10 })).toMatchObject({ fewWetDiapers: true, fewFeeds: false });
    expect(careLogShortfall(6, { wetDiapers: 6, feeds: 8 })).toMatchObject({ fewWetDiapers: false, fewFeeds: false });
    expect(careLogShortfall(1, { wetDiapers: 0, feeds: 0 })).toMatchObject({ fewWetDiapers: true, fewFeeds: false });
  });

  it('refuses a day of life that is not a whole day from 1', () => {
    expect(() => careLogShortfall(0, { wetDiapers: 6, feeds: 8 })).toThrow(RangeError);
    expect(() => careLogShortfall(2.5, { wetDiapers: 6, feeds: 8 })).toThrow(RangeError);
  });
});

describe("a care event's details follow its kind", () => {
  it('asks each kind for its details and refuses the others', () => {
    expect(careEventFieldErrors({ kind: 'breastfeed' })).toEqual({ side: ['required'], minutes: ['required'] });
    expect(careEventFieldErrors({ kind: 'breastfeed', side: 'left', minutes: 10, volume_ml: 20 })).toEqual({
      volume_ml: ['not_for_kind'],
    });
    expect(careEventFieldErrors({ kind: 'formula', volume_ml: 60 })).toEqual({});
    expect(careEventFieldErrors({ kind: 'stool', stool_colour: null })).toEqual({ stool_colour: ['required'] });
    expect(careEventFieldErrors({ kind: 'sleep', minutes: 60, side: 'left' })).toEqual({ side: ['not_for_kind'] });
    expect(careEventFieldErrors({ kind: 'bath', minutes: 10 })).toEqual({ minutes: ['not_for_kind'] });
    for (const kind of ['wet_diaper', 'bath', 'cord_care', 'nursery_in', 'nursery_out'])
      expect(careEventFieldErrors({ kind }), kind).toEqual({});
    expect(careEventKinds).toHaveLength(10);
  });
});
