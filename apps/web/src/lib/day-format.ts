const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The care centre's time zone. Public dates are written in it, so the server's render and the reader's browser
 * (wherever either runs) write the same day and hydration matches.
 */
export const CENTRE_TIME_ZONE = 'Asia/Taipei';
/** Taipei keeps UTC+8 all year (no daylight saving). */
const CENTRE_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * A day as Intl.DateTimeFormat's `dateStyle: 'medium'` writes it (2026年11月23日 / Nov 23, 2026), in the centre's
 * time zone, without Intl: the first Intl formatter a page makes loads the locale's data, which the home page would
 * pay in its first render for a few news dates. day-format.test.ts holds it to Intl's output.
 */
export function formatDayMedium(value: string | Date, lang: string): string {
  const date = new Date((typeof value === 'string' ? new Date(value) : value).getTime() + CENTRE_OFFSET_MS);
  const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
  return lang === 'en' ? `${MONTHS_EN[m]} ${d}, ${y}` : `${y}年${m + 1}月${d}日`;
}
