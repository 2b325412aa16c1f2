import type { billingCategories } from './mom-billing-record';

type Category = (typeof billingCategories)[number];

/** Categories that are charges: they add to what is billed. */
const chargeCategories: readonly Category[] = ['room', 'meal', 'service', 'product', 'extension'];
/** Categories that are credits: they lower what is billed (entered as positive amounts). */
const creditCategories: readonly Category[] = ['discount', 'early_leave', 'refund'];
/** Credits that are not money changing hands, so they are never marked paid. */
export const unpaidCategories: readonly Category[] = ['discount', 'early_leave'];

/** +1 for a charge, −1 for a credit, 0 for the deposit (money received, not billed). */
export function billSign(category: string): 1 | -1 | 0 {
  if ((chargeCategories as readonly string[]).includes(category)) return 1;
  if ((creditCategories as readonly string[]).includes(category)) return -1;
  return 0;
}

interface BillLine {
  category: string;
  /** NT$, quantity × unit_price as the server computed it (always ≥ 0; the category gives the sign). */
  amount: number;
  paid: boolean;
}

export interface BillTotals {
  /** The credits (discounts, days not stayed, refunds) already taken off `billed`, as a positive sum. */
  credits: number;
  billed: number;
  paid: number;
  balance: number;
}

/**
 * A mother's bill in NT$, the one rule for the checkout answer and the staff screens (decision 0017):
 * billed = charges (room, meal, service, product, extension) less credits (discount, early_leave, refund);
 * paid = paid charges and deposits, less refunds paid out to her;
 * balance = billed − paid (negative: the centre owes her money).
 * So a refund always lowers what she owes; once it is paid out it has settled that credit.
 */
export function billTotals(lines: readonly BillLine[]): BillTotals {
  let billed = 0;
  let credits = 0;
  let paid = 0;
  for (const line of lines) {
    billed += billSign(line.category) * line.amount;
    if (billSign(line.category) === -1) credits += line.amount;
    if (!line.paid) continue;
    if (line.category === 'refund') paid -= line.amount;
    else if (billSign(line.category) === 1 || line.category === 'deposit') paid += line.amount;
  }
  return { credits, billed, paid, balance: billed - paid };
}
