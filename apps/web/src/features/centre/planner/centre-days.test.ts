import { describe, expect, it } from 'vitest';
import { dayOrNull, daysFrom, taipeiDay, taipeiDayStart, todayTaipei, weekdayOf, weekStart } from './centre-days';

describe('centre days (Taipei)', () => {
  it('names the Taipei day of an instant, whatever the UTC day', () => {
    expect(taipeiDay('2026-02-28T16:00:00Z')).toBe('2026-03-01');
    expect(taipeiDay('2026-02-28T15:59:59Z')).toBe('2026-02-28');
    expect(taipeiDay('2026-03-01T08:00:00+08:00')).toBe('2026-03-01');
    expect(todayTaipei(Date.parse('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });

  it('starts a Taipei day at 16:00 UTC the day before', () => {
    expect(taipeiDayStart('2026-03-01')).toBe('2026-02-28T16:00:00.000Z');
    expect(taipeiDay(taipeiDayStart('2026-03-01'))).toBe('2026-03-01');
  });

  it('starts weeks on Sunday', () => {
    expect(weekdayOf('2026-03-01')).toBe(0);
    expect(weekStart('2026-03-01')).toBe('2026-03-01');
    expect(weekStart('2026-03-07')).toBe('2026-03-01');
    expect(weekStart('2026-03-08')).toBe('2026-03-08');
    expect(weekStart('2027-01-01')).toBe('2026-12-27');
    expect(daysFrom('2026-02-27', 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('takes only real days from a query', () => {
    expect(dayOrNull('2026-02-28')).toBe('2026-02-28');
    for (const bad of ['2026-02-30', '2026-3-1', 'today', '', null, undefined]) expect(dayOrNull(bad)).toBeNull();
  });
});
