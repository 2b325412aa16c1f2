import { describe, expect, it } from 'vitest';
import { CENTRE_TIME_ZONE, formatDayMedium } from './day-format';

describe('formatDayMedium', () => {
  it("writes a day as Intl's medium date style does in the centre's zone, in both languages", () => {
    const days = ['2026-01-05T00:00:00Z', '2026-11-23T08:30:00Z', '2025-12-31T15:59:59Z', '2025-12-31T16:00:00Z', '2024-02-29T12:00:00Z'];
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
