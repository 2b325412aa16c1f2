import { describe, expect, it } from 'vitest';
import { type Arrangement, arrangementDays, arrangementStatus, freeAt, placeBars, prefillStart } from './incubator-math';

const arr = (id: number, start_at: string, end_at: string | null, incubator = 1): Arrangement => ({
  id,
  baby: 100 + id,
  incubator,
  start_at,
  end_at,
});

describe('incubator board geometry', () => {
  it('turns date-times into Taipei days, a midnight end leaving its day free', () => {
    // 2026-03-01 15:00 Taipei to 2026-03-03 09:00 Taipei: the 1st, 2nd and 3rd.
    expect(arrangementDays({ start_at: '2026-03-01T07:00:00Z', end_at: '2026-03-03T01:00:00Z' })).toEqual({
      start_date: '2026-03-01',
      end_date: '2026-03-04',
    });
    // Ending at Taipei midnight of the 3rd: the 3rd is free.
    expect(arrangementDays({ start_at: '2026-03-01T07:00:00Z', end_at: '2026-03-02T16:00:00Z' })).toEqual({
      start_date: '2026-03-01',
      end_date: '2026-03-03',
    });
    // 23:30 UTC is already the next day in Taipei.
    expect(arrangementDays({ start_at: '2026-02-28T23:30:00Z', end_at: null })).toEqual({
      start_date: '2026-03-01',
      end_date: null,
    });
  });

  it('places bars in the window, clipped, an ongoing one to the edge, and marks the days taken', () => {
    const { bars, lanes, taken } = placeBars(
      [arr(1, '2026-02-25T00:00:00Z', '2026-03-03T02:00:00Z'), arr(2, '2026-03-10T00:00:00Z', null)],
      '2026-03-01',
    );
    expect(lanes).toBe(1);
    expect(bars.map((b) => [b.arrangement.id, b.start, b.span, b.clippedStart, b.clippedEnd, b.lane])).toEqual([
      [1, 0, 3, true, false, 0],
      [2, 9, 5, false, true, 0],
    ]);
    expect(taken.map((x, i) => (x ? i : -1)).filter((i) => i >= 0)).toEqual([0, 1, 2, 9, 10, 11, 12, 13]);
  });

  it('puts a handover day (one leaves at 10:00, the next comes at 14:00) on two lines', () => {
    const { bars, lanes } = placeBars(
      [
        arr(2, '2026-03-03T06:00:00Z', null),
        arr(1, '2026-03-01T00:00:00Z', '2026-03-03T02:00:00Z'),
        arr(3, '2026-03-20T00:00:00Z', null),
      ],
      '2026-03-01',
    );
    expect(lanes).toBe(2);
    expect(bars.map((b) => [b.arrangement.id, b.lane])).toEqual([
      [1, 0],
      [2, 1],
    ]);
  });

  it('a back-to-back change at midnight stays on one line', () => {
    const { lanes } = placeBars(
      [arr(1, '2026-03-01T00:00:00Z', '2026-03-02T16:00:00Z'), arr(2, '2026-03-02T16:00:00Z', null)],
      '2026-03-01',
    );
    expect(lanes).toBe(1);
  });

  it('classes arrangements and finds the incubators free now (not those being cleaned or repaired)', () => {
    const now = '2026-03-05T04:00:00Z';
    expect(arrangementStatus(arr(1, '2026-03-01T00:00:00Z', null), now)).toBe('current');
    expect(arrangementStatus(arr(1, '2026-03-01T00:00:00Z', now), now)).toBe('ended');
    expect(arrangementStatus(arr(1, '2026-03-06T00:00:00Z', null), now)).toBe('upcoming');
    const incubators = [
      { id: 1, status: 'in_use' },
      { id: 2, status: 'available' },
      { id: 3, status: 'available' },
      { id: 4, status: 'maintenance' },
      { id: 5, status: 'cleaning' },
    ];
    const list = [
      arr(1, '2026-03-01T00:00:00Z', null, 1),
      arr(2, '2026-03-06T00:00:00Z', null, 2),
      arr(3, '2026-03-01T00:00:00Z', '2026-03-04T00:00:00Z', 3),
    ];
    expect(freeAt(incubators, list, now).map((i) => i.id)).toEqual([2, 3]);
  });

  it("prefills a new arrangement's start: now (to the minute) today, else the day's first minute in Taipei", () => {
    const now = Date.parse('2026-03-05T04:00:42.500Z'); // 12:00 in Taipei
    expect(prefillStart('2026-03-05', now)).toBe('2026-03-05T04:00:00.000Z');
    expect(prefillStart('2026-03-07', now)).toBe('2026-03-06T16:00:00.000Z');
  });
});
