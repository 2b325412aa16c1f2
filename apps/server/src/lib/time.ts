/** Timestamps are ISO 8601 UTC strings everywhere (database and API). */
export const nowIso = (): string => new Date().toISOString();
/** The instant `ms` after `from` (now by default): pass the one `from` a row's other stamps were taken from. */
export const isoIn = (ms: number, from: number = Date.now()): string => new Date(from + ms).toISOString();
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
