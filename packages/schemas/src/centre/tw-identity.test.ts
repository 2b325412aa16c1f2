import { describe, expect, it } from 'vitest';
import { displayPhone, isNationalId, isPhone, normaliseNationalId, normalisePhone, withCheckDigit } from './tw-identity';

describe('Taiwanese phone numbers', () => {
  it('are stored as digits in national form, whatever separators or prefix were typed', () => {
    expect(normalisePhone('0912-345-678')).toBe('0912345678');
    expect(normalisePhone(' 0912 345 678 ')).toBe('0912345678');
    expect(normalisePhone('(02) 2345.6789')).toBe('0223456789');
    expect(normalisePhone('+886 912-345-678')).toBe('0912345678');
  });

  it('read back as people write them: a mobile grouped, any other as stored', () => {
    expect(displayPhone('0912345678')).toBe('0912-345-678');
    expect(displayPhone('0223456789')).toBe('0223456789');
    expect(displayPhone('+886912345678')).toBe('+886912345678');
  });

  it('must be a Taiwanese number with its area code, or another country with its + in front', () => {
    expect(isPhone('0912-345-678')).toBe(true);
    expect(isPhone('+886912345678')).toBe(true);
    expect(isPhone('+819012345678')).toBe(true);
    expect(isPhone('091234')).toBe(false);
    expect(isPhone('0912-345-67a')).toBe(false);
    expect(isPhone('0912+345678')).toBe(false);
    expect(isPhone('1234567890123456')).toBe(false);
    expect(isPhone('')).toBe(false);
  });
});

describe('Taiwanese identity numbers', () => {
  it('accept a national ID whose check digit is right, in either case', () => {
    expect(isNationalId('A123456789')).toBe(true);
    expect(isNationalId('a123456789')).toBe(true);
    expect(normaliseNationalId(' a123456789 ')).toBe('A123456789');
    // F = 15: 1 + 5×9 = 46; 2×8 + 2×1 = 18 from the digits; check digit 6 makes 70.
    expect(isNationalId('F200000026')).toBe(true);
  });

  it('refuse a wrong check digit, a wrong shape or an unknown second digit', () => {
    expect(isNationalId('A123456788')).toBe(false);
    expect(isNationalId('A12345678')).toBe(false);
    expect(isNationalId('1123456789')).toBe(false);
    expect(isNationalId('A323456789')).toBe(false);
    expect(isNationalId('')).toBe(false);
  });

  it('accept resident certificate numbers of the new (8/9) and the old (second letter A–D) format', () => {
    // A = 10: 1; 8×8 = 64; last digit 1×1; check 4: 70.
    expect(isNationalId('A800000014')).toBe(true);
    expect(isNationalId('A800000015')).toBe(false);
    // Old format: the second letter A counts as 10 % 10 = 0; 1 + 9 = 10.
    expect(isNationalId('AA00000009')).toBe(true);
    expect(isNationalId('AA00000008')).toBe(false);
    expect(isNationalId('AE00000009')).toBe(false);
  });

  it('complete nine characters with their check digit', () => {
    expect(withCheckDigit('A12345678')).toBe('A123456789');
    expect(withCheckDigit('F20000002')).toBe('F200000026');
    expect(withCheckDigit('AA0000000')).toBe('AA00000009');
    for (const nine of ['H21234567', 'E29876543', 'Z19999999', 'B80000000'])
      expect(isNationalId(withCheckDigit(nine)), nine).toBe(true);
  });
});
