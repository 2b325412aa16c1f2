/** from_date + duration days, as YYYY-MM-DD (UTC calendar arithmetic). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Today in Taiwan (UTC+8, no daylight saving): the centre's calendar day. */
export const todayTaipei = (now = Date.now()) => new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
