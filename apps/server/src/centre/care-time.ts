import { addDays, todayTaipei } from './paging';

/**
 * Date-times are stored as ISO UTC text (…T…Z, always with milliseconds), so they compare as
 * strings. A calendar day of the centre is a day in Asia/Taipei (UTC+8, no daylight saving).
 */
export const taipeiDayStart = (date: string) => new Date(`${date}T00:00:00+08:00`).toISOString();

/** [from_date, from_date + duration days) in Taipei days, as UTC bounds. */
export function taipeiWindow(from: string, duration: number) {
  return { start: taipeiDayStart(from), end: taipeiDayStart(addDays(from, duration)), endDate: addDays(from, duration) };
}

/** The Taipei calendar day of a stored date-time. */
export const taipeiDate = (iso: string) => todayTaipei(Date.parse(iso));
