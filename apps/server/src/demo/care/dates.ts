/** A date-time at a Taipei wall-clock time, in UTC (records are stamped as the centre's staff would see them). */
export const taipeiAt = (date: string, hour: number, minute = 0) =>
  new Date(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+08:00`).toISOString();

/** Whole days from one `YYYY-MM-DD` date to another. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
