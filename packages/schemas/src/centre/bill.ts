import type { billingCategories } from './mom-billing-record';

type Category = (typeof billingCategories)[number];

/** Categories that are charges: they add to what is billed. */
const chargeCategories: readonly Category[] = ['room', 'meal', 'service', 'product', 'extension'];
/** Categories that are credits: they lower what is billed (entered as positive amounts). */
const creditCategories: readonly Category[] = ['discount', 'early_leave'];
/** Credits that are not money changing hands, so they are never marked paid. */
export const unpaidCategories: readonly Category[] = ['discount', 'early_leave'];
/** Charges whose quantity counts nights of the stay: the room, and days added to it (續住). */
const nightCategories: readonly string[] = ['room', 'extension'];

/** +1 for a charge, −1 for a credit, 0 for money changing hands (a deposit received, a refund paid out). */
export function billSign(category: string): 1 | -1 | 0 {
  if ((chargeCategories as readonly string[]).includes(category)) return 1;
  if ((creditCategories as readonly string[]).includes(category)) return -1;
  return 0;
}

/**
 * The amount of a line as a bill shows it: charges and money received positive; discounts, nights credited and
 * refunds (money handed back) negative, so a deduction never reads as a charge.
 */
export function shownAmount(category: string, amount: number): number {
  return billSign(category) === -1 || category === 'refund' ? -amount : amount;
}

export interface BillLine {
  category: string;
  /** NT$, quantity × unit_price as the server computed it (always ≥ 0; the category gives the sign). */
  amount: number;
  paid: boolean;
}

export interface BillTotals {
  /** Every charge (room, meal, service, product, extension). */
  charges: number;
  /** The credits (discounts, nights credited) already taken off `billed`, as a positive sum. */
  credits: number;
  /** charges − credits. */
  billed: number;
  /** Refunds handed back, already taken off `paid`, as a positive sum. */
  refunded: number;
  /** Money received (paid charges and deposits) less refunds handed back. */
  paid: number;
  /** billed − paid: above 0 she owes the centre, below 0 the centre owes her. */
  balance: number;
}

/**
 * A mother's bill in NT$, the one rule for the checkout, the billing tab and the printed bill:
 * billed = charges − credits (discount, early_leave); paid = paid charges and deposits − refunds handed back;
 * balance = billed − paid. A refund is money paid out against money paid in: once handed back (`paid`) it lowers
 * `paid`; it is never also a credit, so refunding a deposit paid ahead settles the bill. An unpaid refund is money
 * not yet handed back and moves nothing.
 */
export function billTotals(lines: readonly BillLine[]): BillTotals {
  let charges = 0;
  let credits = 0;
  let received = 0;
  let refunded = 0;
  for (const line of lines) {
    const sign = billSign(line.category);
    if (sign === 1) charges += line.amount;
    if (sign === -1) credits += line.amount;
    if (!line.paid) continue;
    if (line.category === 'refund') refunded += line.amount;
    else if (sign === 1 || line.category === 'deposit') received += line.amount;
  }
  const billed = charges - credits;
  const paid = received - refunded;
  return { charges, credits, billed, refunded, paid, balance: billed - paid };
}

/** A line as the night count reads it, oldest first by billed_at then id. */
export interface NightLine {
  category: string;
  quantity: number;
  unit_price: number;
  billed_at: string;
  id: number;
}

/** Nights on her bill: room and extension nights, less nights already credited. */
export function billedNights(lines: readonly NightLine[]): number {
  let nights = 0;
  for (const l of lines) {
    if (nightCategories.includes(l.category)) nights += l.quantity;
    if (l.category === 'early_leave') nights -= l.quantity;
  }
  return nights;
}

/** Nights credited for leaving early, at the price they were billed at. */
export interface NightCredit {
  quantity: number;
  unit_price: number;
}

/**
 * The credit for leaving early: only nights that were billed and not stayed, never more than
 * billed nights − nights stayed, never more than the nights given up (booked and not stayed), never a night that
 * was never billed. The nights given up are the last ones billed, so each is credited at the price it was billed
 * at (latest lines first; nights credited before come off those first). Answers one entry per price, latest first;
 * none when nothing is owed back.
 */
export function earlyLeaveCredits(
  lines: readonly NightLine[],
  s: { nightsStayed: number; nightsGivenUp: number },
): NightCredit[] {
  let owed = Math.min(s.nightsGivenUp, billedNights(lines) - s.nightsStayed);
  if (owed <= 0) return [];
  const order = (a: NightLine, b: NightLine) => b.billed_at.localeCompare(a.billed_at) || b.id - a.id;
  const nightLines = lines.filter((l) => nightCategories.includes(l.category)).sort(order);
  let creditedBefore = lines.filter((l) => l.category === 'early_leave').reduce((n, l) => n + l.quantity, 0);
  const credits: NightCredit[] = [];
  for (const line of nightLines) {
    let left = line.quantity;
    const before = Math.min(left, creditedBefore);
    creditedBefore -= before;
    left -= before;
    const take = Math.min(left, owed);
    if (take <= 0) continue;
    owed -= take;
    const last = credits[credits.length - 1];
    if (last && last.unit_price === line.unit_price) last.quantity += take;
    else credits.push({ quantity: take, unit_price: line.unit_price });
    if (owed === 0) break;
  }
  return credits;
}

/** Whole nights from a to b (YYYY-MM-DD; b is the first day not stayed). */
export const nightsBetween = (a: string, b: string) =>
  Math.max(0, Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000));
