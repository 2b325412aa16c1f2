import { describe, expect, it } from 'vitest';
import { isTaxId, taxIdChecks, taxIdSum } from './tax-id';

describe('統一編號 check (Ministry of Finance, divisible by 5 since 2023)', () => {
  it('accepts the two examples of the Ministry of Finance notice', () => {
    // 04595257: 0+8+5+(1+8)+5+4+(2+0)+7 = 40; 10458575: the 7th digit is 7 (28 → 10, counted as 1 or 0).
    expect(taxIdSum('04595257')).toBe(40);
    expect(isTaxId('04595257')).toBe(true);
    expect(isTaxId('10458575')).toBe(true);
    // Both passed the former divisible-by-10 rule too.
    expect(taxIdChecks('04595257', 10)).toBe(true);
    expect(taxIdChecks('10458575', 10)).toBe(true);
  });

  it('accepts a sum divisible by 5 that the former rule refused (the numbers released from 2023)', () => {
    // 04595252: sum 35.
    expect(taxIdSum('04595252')).toBe(35);
    expect(isTaxId('04595252')).toBe(true);
    expect(taxIdChecks('04595252', 10)).toBe(false);
  });

  it('counts a 7th digit of 7 as either 1 or 0', () => {
    // 10458574: sum 29 with the 10; counted as 1 the sum is 30.
    expect(taxIdSum('10458574')).toBe(29);
    expect(isTaxId('10458574')).toBe(true);
    // The same digits with a 7th digit other than 7 get no second chance: 10458564 → sum 1+0+4+1+8+1+(2+4)+4 = 25, passes;
    // 10458554 → 1+0+4+1+8+1+(2+0)+4 = 21, refused.
    expect(isTaxId('10458554')).toBe(false);
  });

  it('refuses a wrong check, and anything but exactly 8 ASCII digits', () => {
    expect(isTaxId('04595258')).toBe(false);
    expect(isTaxId('12345678')).toBe(false);
    for (const bad of ['', '0459525', '045952570', ' 04595257', '04595257 ', '0459525a', '０４５９５２５７', '-4595257'])
      expect(isTaxId(bad), bad).toBe(false);
  });
});
