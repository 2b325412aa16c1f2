const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A day as Intl.DateTimeFormat's `dateStyle: 'medium'` writes it (2026年11月23日 / Nov 23, 2026), in local
 * time, without Intl: the first Intl formatter a page makes loads the locale's data (~15 ms, four times that on
 * a slow phone), and the home page would pay it in its first render for a few news dates.
 * day-format.test.ts holds it to Intl's output.
 */
export function formatDayMedium(value: string | Date, lang: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const [y, m, d] = [date.getFullYear(), date.getMonth(), date.getDate()];
  return lang === 'en' ? `${MONTHS_EN[m]} ${d}, ${y}` : `${y}年${m + 1}月${d}日`;
}
