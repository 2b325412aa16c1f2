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

/**
 * An instant as the centre's wall clock writes it (YYYY-MM-DD HH:mm, or with seconds), whatever the device's time
 * zone: record times are Taipei times for every reader. Text that is not a date-time shows as it came.
 */
export function centreDateTime(value: string, seconds = false): string {
  const at = Date.parse(value);
  if (Number.isNaN(at)) return value;
  return new Date(at + CENTRE_OFFSET_MS)
    .toISOString()
    .slice(0, seconds ? 19 : 16)
    .replace('T', ' ');
}

/** The same instant without its year (MM-DD HH:mm), for lists of the last days. */
export const centreMonthDayTime = (value: string) => {
  const full = centreDateTime(value);
  return full === value ? value : full.slice(5);
};
