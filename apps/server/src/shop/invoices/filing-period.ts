/**
 * When a refunded invoice is voided (作廢) and when it gets an allowance (折讓) instead. Invoices are filed per
 * two-month period (Jan–Feb, Mar–Apr, …, Nov–Dec) by the 15th of the month after it; ECPay takes voids of a
 * period until the 12th of that month (its 單月13日 cut-off). So an invoice dated in a period may be voided until
 * 00:00 Taipei time on the 13th of the month after the period ends (exclusive); from then on a refund is an allowance.
 * Taipei is UTC+8 with no daylight saving.
 */
const TAIPEI_MS = 8 * 3_600_000;

/** The first moment (epoch ms) an invoice dated `invoiceDate` (ISO 8601, any offset) can no longer be voided. */
export function voidDeadline(invoiceDate: string): number {
  const taipei = new Date(Date.parse(invoiceDate) + TAIPEI_MS);
  const month = taipei.getUTCMonth(); // 0-based: 0 = January
  const periodEnd = month % 2 === 0 ? month + 1 : month; // February, April, … December
  // Date.UTC rolls month 12 into January of the next year.
  return Date.UTC(taipei.getUTCFullYear(), periodEnd + 1, 13) - TAIPEI_MS;
}

/** Whether a refund at `now` voids the invoice (else it issues an allowance). */
export const canVoid = (invoiceDate: string, now: number = Date.now()): boolean => now < voidDeadline(invoiceDate);

/** A moment as Taipei's ISO 8601 text with +08:00 (how invoice dates are kept). */
export function taipeiIso(at: number): string {
  return new Date(at + TAIPEI_MS).toISOString().slice(0, 19) + '+08:00';
}
