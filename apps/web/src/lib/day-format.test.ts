import { describe, expect, it } from 'vitest';
import { formatDayMedium } from './day-format';

describe('formatDayMedium', () => {
  it("writes a day as Intl's medium date style does, in both languages", () => {
    const days = ['2026-01-05T00:00:00', '2026-11-23T08:30:00', '2025-12-31T23:59:59', '2024-02-29T12:00:00'];
    for (const day of days) {
      for (const [lang, locale] of [
        ['tw', 'zh-TW'],
        ['en', 'en'],
      ] as const) {
        expect(formatDayMedium(day, lang)).toBe(new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(day)));
      }
    }
  });
});
