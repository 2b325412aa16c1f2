import { describe, expect, it } from 'vitest';
import { billSign, billTotals } from './bill';

describe('bill totals', () => {
  it('bills charges and extension days, counts paid charges and deposits as paid', () => {
    const totals = billTotals([
      { category: 'room', amount: 38_400, paid: false },
      { category: 'extension', amount: 8_800, paid: false },
      { category: 'meal', amount: 3_000, paid: true },
      { category: 'deposit', amount: 20_000, paid: true },
    ]);
    expect(totals).toEqual({ credits: 0, billed: 50_200, paid: 23_000, balance: 27_200 });
  });

  it('a discount and days not stayed lower what is billed', () => {
    expect(
      billTotals([
        { category: 'room', amount: 100_000, paid: false },
        { category: 'discount', amount: 5_000, paid: false },
        { category: 'early_leave', amount: 17_600, paid: false },
      ]),
    ).toEqual({ credits: 22_600, billed: 77_400, paid: 0, balance: 77_400 });
  });

  it('a refund lowers what is owed; paid out, it settles the credit instead of adding to the balance', () => {
    const before = billTotals([
      { category: 'service', amount: 5_000, paid: true },
      { category: 'room', amount: 10_000, paid: false },
    ]);
    expect(before.balance).toBe(10_000);
    const credited = billTotals([
      { category: 'service', amount: 5_000, paid: true },
      { category: 'room', amount: 10_000, paid: false },
      { category: 'refund', amount: 2_000, paid: false },
    ]);
    expect(credited).toEqual({ credits: 2_000, billed: 13_000, paid: 5_000, balance: 8_000 });
    // All paid, then 2,000 refunded in cash: nothing owed either way.
    expect(
      billTotals([
        { category: 'service', amount: 5_000, paid: true },
        { category: 'refund', amount: 2_000, paid: true },
      ]),
    ).toEqual({ credits: 2_000, billed: 3_000, paid: 3_000, balance: 0 });
  });

  it('leaves unpaid deposits out, and a negative balance means money owed to the mother', () => {
    expect(
      billTotals([
        { category: 'service', amount: 500, paid: true },
        { category: 'deposit', amount: 9_000, paid: false },
        { category: 'deposit', amount: 1_000, paid: true },
      ]),
    ).toEqual({ credits: 0, billed: 500, paid: 1_500, balance: -1_000 });
  });

  it('signs each category once', () => {
    expect(['room', 'meal', 'service', 'product', 'extension'].map(billSign)).toEqual([1, 1, 1, 1, 1]);
    expect(['discount', 'early_leave', 'refund'].map(billSign)).toEqual([-1, -1, -1]);
    expect(billSign('deposit')).toBe(0);
  });

  it('an empty bill is all zero', () => {
    expect(billTotals([])).toEqual({ credits: 0, billed: 0, paid: 0, balance: 0 });
  });
});
