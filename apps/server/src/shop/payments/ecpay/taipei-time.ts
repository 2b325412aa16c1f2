/** ECPay speaks Taipei local time (UTC+8, no daylight saving) as `yyyy/MM/dd HH:mm:ss`; we store ISO 8601 UTC. */
const OFFSET_MS = 8 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as ECPay writes it: `yyyy/MM/dd HH:mm:ss` in Taipei. */
export function toTaipeiText(at: Date): string {
  const t = new Date(at.getTime() + OFFSET_MS);
  return (
    `${t.getUTCFullYear()}/${pad(t.getUTCMonth() + 1)}/${pad(t.getUTCDate())} ` +
    `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`
  );
}

/**
 * ECPay's Taipei time → ISO UTC, or null when it is not one. A date alone (the ATM deadline `yyyy/MM/dd`) means
 * the end of that day: a transfer is accepted until 23:59:59 Taipei.
 */
export function fromTaipeiText(text: string): string | null {
  const m = /^(\d{4})\/(\d{2})\/(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const dateOnly = h === undefined;
  const parts = [
    Number(y),
    Number(mo) - 1,
    Number(d),
    dateOnly ? 23 : Number(h),
    dateOnly ? 59 : Number(mi),
    dateOnly ? 59 : Number(s ?? 0),
  ] as const;
  const utc = Date.UTC(...parts) - OFFSET_MS;
  const back = new Date(utc + OFFSET_MS);
  // Refuse dates that do not exist (2025/02/30) rather than letting Date roll them over.
  if (back.getUTCMonth() !== parts[1] || back.getUTCDate() !== parts[2] || parts[3] > 23 || parts[4] > 59 || parts[5] > 59)
    return null;
  return new Date(utc).toISOString();
}
