import type { billingCategories } from './mom-billing-record';

/** Categories that are charges; deposits and refunds are money moving the other way. */
export const chargeCategories: readonly (typeof billingCategories)[number][] = ['room', 'meal', 'service', 'product'];

export interface BillLine {
  category: string;
  /** NT$, quantity × unit_price as the server computed it. */
  amount: number;
  paid: boolean;
}

export interface BillTotals {
  billed: number;
  paid: number;
  balance: number;
}

/**
 * A mother's bill in NT$, the one rule for the checkout answer and the staff screens:
 * billed = room, meal, service and product charges; paid = paid charges and deposits less paid refunds;
 * balance = billed − paid (negative: the centre owes her money).
 */
export function billTotals(lines: readonly BillLine[]): BillTotals {
  let billed = 0;
  let paid = 0;
  for (const line of lines) {
    if ((chargeCategories as readonly string[]).includes(line.category)) billed += line.amount;
    if (line.paid) paid += line.category === 'refund' ? -line.amount : line.amount;
  }
  return { billed, paid, balance: billed - paid };
}
