import { describe, expect, it } from 'vitest';
import { CENTRE_TIME_ZONE, centreDateTime, centreMonthDayTime, formatDayMedium } from './day-format';

describe('formatDayMedium', () => {
  it("writes a day as Intl's medium date style does in the centre's zone, in both languages", () => {
    const days = [
      '2026-01-05T00:00:00Z',
      '2026-11-23T08:30:00Z',
      '2025-12-31T15:59:59Z',
      '2025-12-31T16:00:00Z',
      '2024-02-29T12:00:00Z',
    ];
    for (const day of days) {
      for (const [lang, locale] of [
        ['tw', 'zh-TW'],
        ['en', 'en'],
      ] as const) {
        const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: CENTRE_TIME_ZONE });
        expect(formatDayMedium(day, lang)).toBe(intl.format(new Date(day)));
      }
    }
  });

  it('writes the day in Taipei, whatever the zone the code runs in', () => {
    // 16:00 UTC is already the next day in Taipei (UTC+8).
    expect(formatDayMedium('2025-12-31T16:00:00Z', 'en')).toBe('Jan 1, 2026');
    expect(formatDayMedium('2025-12-31T15:59:59Z', 'tw')).toBe('2025年12月31日');
  });
});

describe('centreDateTime', () => {
  it("writes an instant on the centre's clock, as Intl does in Asia/Taipei, whatever the device's zone", () => {
    const intl = new Intl.DateTimeFormat('sv-SE', {
      timeZone: CENTRE_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    for (const at of ['2026-12-02T16:30:05Z', '2025-12-31T15:59:59Z', '2025-12-31T16:00:00Z', '2024-02-29T23:10:00+08:00']) {
      const wall = intl.format(new Date(at));
      expect(centreDateTime(at, true)).toBe(wall);
      expect(centreDateTime(at)).toBe(wall.slice(0, 16));
      expect(centreMonthDayTime(at)).toBe(wall.slice(5, 16));
    }
  });

  it('shows text that is not a date-time as it came', () => {
    expect(centreDateTime('not a time')).toBe('not a time');
    expect(centreMonthDayTime('')).toBe('');
  });
});
