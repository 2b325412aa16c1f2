/**
 * Date-times are stored as ISO UTC text (…T…Z, always with milliseconds), so they compare as
 * strings. A calendar day of the centre is a day in Asia/Taipei (UTC+8, no daylight saving).
 */

/** from_date + duration days, as YYYY-MM-DD (UTC calendar arithmetic). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Today in Taiwan (UTC+8, no daylight saving): the centre's calendar day. */
export const todayTaipei = (now = Date.now()) => new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);

/** The instant (ISO UTC) a Taipei calendar day begins. */
export const taipeiDayStart = (date: string) => new Date(`${date}T00:00:00+08:00`).toISOString();

/** [from_date, from_date + duration days) in Taipei days, as UTC bounds. */
export function taipeiWindow(from: string, duration: number) {
  return { start: taipeiDayStart(from), end: taipeiDayStart(addDays(from, duration)), endDate: addDays(from, duration) };
}

/** The Taipei calendar day of a stored date-time. */
export const taipeiDate = (iso: string) => todayTaipei(Date.parse(iso));
