import { describe, expect, it } from 'vitest';
import { billTotals } from './bill';

describe('bill totals', () => {
  it('bills charges, counts paid charges and deposits as paid, and takes paid refunds off', () => {
    const totals = billTotals([
      { category: 'room', amount: 38_400, paid: false },
      { category: 'meal', amount: 3_000, paid: true },
      { category: 'deposit', amount: 20_000, paid: true },
      { category: 'refund', amount: 1_000, paid: true },
    ]);
    expect(totals).toEqual({ billed: 41_400, paid: 22_000, balance: 19_400 });
  });

  it('leaves unpaid deposits and refunds out, and a negative balance means money owed to the mother', () => {
    expect(
      billTotals([
        { category: 'service', amount: 500, paid: true },
        { category: 'deposit', amount: 9_000, paid: false },
        { category: 'refund', amount: 200, paid: false },
        { category: 'deposit', amount: 1_000, paid: true },
      ]),
    ).toEqual({ billed: 500, paid: 1_500, balance: -1_000 });
  });

  it('an empty bill is all zero', () => {
    expect(billTotals([])).toEqual({ billed: 0, paid: 0, balance: 0 });
  });
});
