import { describe, expect, it } from 'vitest';
import { epdsFlag, feverFlag, lostAtLeast, lowStockFlag, newbornColdFlag, weightLossFlag } from './flags';

describe('care flags', () => {
  it('flags an EPDS score of 13 and above', () => {
    expect(epdsFlag(12)).toBe(false);
    expect(epdsFlag(13)).toBe(true);
    expect(epdsFlag(30)).toBe(true);
    expect(epdsFlag(0)).toBe(false);
    expect(epdsFlag(null)).toBe(false);
    expect(epdsFlag(undefined)).toBe(false);
  });

  it('flags a temperature of 38.0 °C and above', () => {
    expect(feverFlag(37.9)).toBe(false);
    expect(feverFlag(38)).toBe(true);
    expect(feverFlag(39.2)).toBe(true);
    expect(feverFlag(null)).toBe(false);
  });

  it('flags a weight loss of 10 % of the birth weight or more, exactly 10 % included', () => {
    expect(weightLossFlag(3000, 2700)).toBe(true); // exactly 10 %
    expect(weightLossFlag(3000, 2701)).toBe(false);
    expect(weightLossFlag(3330, 2997)).toBe(true); // exactly 10 %, where a division would round
    expect(weightLossFlag(3000, 2699)).toBe(true);
    expect(weightLossFlag(3000, 2850)).toBe(false);
    expect(weightLossFlag(3000, 3200)).toBe(false); // a gain
    expect(weightLossFlag(null, 2000)).toBe(false);
    expect(weightLossFlag(3000, null)).toBe(false);
    expect(weightLossFlag(0, 100)).toBe(false);
  });

  it('reviews feeding from 7 % lost, and flags a newborn below 36.5 °C', () => {
    expect(lostAtLeast(3000, 2790, 7)).toBe(true); // exactly 7 %
    expect(lostAtLeast(3000, 2791, 7)).toBe(false);
    expect(newbornColdFlag(36.4)).toBe(true);
    expect(newbornColdFlag(36.5)).toBe(false);
    expect(newbornColdFlag(null)).toBe(false);
  });

  it('flags stock at or below the safety stock, and an empty stock without one', () => {
    expect(lowStockFlag(5, 5)).toBe(true);
    expect(lowStockFlag(4, 5)).toBe(true);
    expect(lowStockFlag(6, 5)).toBe(false);
    expect(lowStockFlag(0, null)).toBe(true);
    expect(lowStockFlag(1, null)).toBe(false);
    expect(lowStockFlag(0, 0)).toBe(true);
  });
});
