import { describe, expect, it } from 'vitest';
import { billedNights, billSign, billTotals, earlyLeaveCredits, nightsBetween, shownAmount } from './bill';

let id = 0;
const night = (category: string, quantity: number, unit_price: number, billed_at = '2026-05-01') => ({
  category,
  quantity,
  unit_price,
  billed_at,
  id: ++id,
});

describe('bill totals', () => {
  it('bills charges and extension days, counts paid charges and deposits as paid', () => {
    const totals = billTotals([
      { category: 'room', amount: 38_400, paid: false },
      { category: 'extension', amount: 8_800, paid: false },
      { category: 'meal', amount: 3_000, paid: true },
      { category: 'deposit', amount: 20_000, paid: true },
    ]);
    expect(totals).toEqual({ charges: 50_200, credits: 0, billed: 50_200, refunded: 0, paid: 23_000, balance: 27_200 });
  });

  it('a discount and nights credited lower what is billed', () => {
    expect(
      billTotals([
        { category: 'room', amount: 100_000, paid: false },
        { category: 'discount', amount: 5_000, paid: false },
        { category: 'early_leave', amount: 17_600, paid: false },
      ]),
    ).toMatchObject({ charges: 100_000, credits: 22_600, billed: 77_400, paid: 0, balance: 77_400 });
  });

  it('a refund of a deposit paid ahead settles the bill: it lowers paid and is never also a credit', () => {
    const deposit = { category: 'deposit', amount: 20_000, paid: true };
    expect(billTotals([deposit]).balance).toBe(-20_000);
    // Not yet handed back: nothing moves.
    expect(billTotals([deposit, { category: 'refund', amount: 20_000, paid: false }]).balance).toBe(-20_000);
    expect(billTotals([deposit, { category: 'refund', amount: 20_000, paid: true }])).toEqual({
      charges: 0,
      credits: 0,
      billed: 0,
      refunded: 20_000,
      paid: 0,
      balance: 0,
    });
  });

  it('leaves unpaid deposits out, and a negative balance means money owed to the mother', () => {
    expect(
      billTotals([
        { category: 'service', amount: 500, paid: true },
        { category: 'deposit', amount: 9_000, paid: false },
        { category: 'deposit', amount: 1_000, paid: true },
      ]),
    ).toMatchObject({ billed: 500, paid: 1_500, balance: -1_000 });
  });

  it('signs each category once, and shows every deduction negative', () => {
    expect(['room', 'meal', 'service', 'product', 'extension'].map(billSign)).toEqual([1, 1, 1, 1, 1]);
    expect(['discount', 'early_leave'].map(billSign)).toEqual([-1, -1]);
    expect(['deposit', 'refund'].map(billSign)).toEqual([0, 0]);
    expect(['discount', 'early_leave', 'refund'].map((c) => shownAmount(c, 100))).toEqual([-100, -100, -100]);
    expect(['room', 'deposit'].map((c) => shownAmount(c, 100))).toEqual([100, 100]);
  });

  it('an empty bill is all zero', () => {
    expect(billTotals([])).toEqual({ charges: 0, credits: 0, billed: 0, refunded: 0, paid: 0, balance: 0 });
  });
});

describe('credit for leaving early', () => {
  it('credits nothing when nothing was billed, however many nights are given up', () => {
    expect(earlyLeaveCredits([], { nightsStayed: 0, nightsGivenUp: 28 })).toEqual([]);
  });

  it('credits the 7 nights of a 28-night bill left after 21', () => {
    const lines = [night('room', 28, 8_800)];
    expect(earlyLeaveCredits(lines, { nightsStayed: 21, nightsGivenUp: 7 })).toEqual([{ quantity: 7, unit_price: 8_800 }]);
  });

  it('credits nothing for nights billed as they were stayed (21 billed after 21, 7 given up)', () => {
    expect(earlyLeaveCredits([night('room', 21, 8_800)], { nightsStayed: 21, nightsGivenUp: 7 })).toEqual([]);
  });

  it('never credits more than the nights given up, nor nights credited before', () => {
    const lines = [night('room', 30, 8_800)];
    expect(earlyLeaveCredits(lines, { nightsStayed: 21, nightsGivenUp: 7 })).toEqual([{ quantity: 7, unit_price: 8_800 }]);
    const credited = [...lines, night('early_leave', 7, 8_800)];
    expect(billedNights(credited)).toBe(23);
    expect(earlyLeaveCredits(credited, { nightsStayed: 21, nightsGivenUp: 7 })).toEqual([{ quantity: 2, unit_price: 8_800 }]);
  });

  it('credits the last nights billed at the price they were billed at', () => {
    const lines = [night('room', 28, 8_800, '2026-05-01'), night('extension', 3, 9_500, '2026-05-20')];
    expect(earlyLeaveCredits(lines, { nightsStayed: 26, nightsGivenUp: 5 })).toEqual([
      { quantity: 3, unit_price: 9_500 },
      { quantity: 2, unit_price: 8_800 },
    ]);
  });

  it('counts whole nights between two days', () => {
    expect(nightsBetween('2026-05-01', '2026-05-29')).toBe(28);
    expect(nightsBetween('2026-05-01', '2026-05-01')).toBe(0);
  });
});
