/**
 * Taiwanese phone numbers and identity numbers: how they are stored and checked. Shared by the server (the zod
 * input of the fields that declare a format) and the web form (the same check before a request is sent).
 */

import { canonicalPhone, isPhoneNumber } from '../phone';

/**
 * A phone as stored (phone.ts reads it): 0912-345-678, +886 912 345 678 and 886-912-345-678 become 0912345678,
 * (02) 2345.6789 becomes 0223456789.
 */
export const normalisePhone = canonicalPhone;

/** A Taiwanese number with its area code or 09, or another country's with its + (phone.ts). */
export const isPhone = isPhoneNumber;

/** A stored phone as people read it: a Taiwan mobile (09 and eight digits) as 0912-345-678, any other as stored. */
export const displayPhone = (stored: string) => {
  const mobile = /^(09\d{2})(\d{3})(\d{3})$/.exec(stored);
  return mobile ? `${mobile[1]}-${mobile[2]}-${mobile[3]}` : stored;
};

// The letter of a national ID or a resident certificate number stands for a two-digit number (the issuing place).
const LETTER_CODES: Record<string, number> = {
  A: 10,
  B: 11,
  C: 12,
  D: 13,
  E: 14,
  F: 15,
  G: 16,
  H: 17,
  I: 34,
  J: 18,
  K: 19,
  L: 20,
  M: 21,
  N: 22,
  O: 35,
  P: 23,
  Q: 24,
  R: 25,
  S: 26,
  T: 27,
  U: 28,
  V: 29,
  W: 32,
  X: 30,
  Y: 31,
  Z: 33,
};

/**
 * 身分證字號 (a letter, 1 or 2, eight digits) and 居留證 統一證號: the new format (2021: a letter, 8 or 9, eight
 * digits) and the old one (two letters, the second A–D, eight digits), still valid on cards issued before.
 */
const ID_SHAPE = /^[A-Z]([1289]|[A-D])\d{8}$/;

/** Trimmed and in capitals: a lower-case letter typed is the same number. */
export const normaliseNationalId = (value: string) => value.trim().toUpperCase();

/**
 * The weighted sum of the first nine characters (a shape ID_SHAPE allows): the first letter's number gives two digits
 * (weights 1 and 9), the next eight characters weigh 8 … 1; an old resident number's second letter counts as the last
 * digit of its number. The check digit brings the sum to a multiple of ten.
 */
function weightedSum(id: string): number {
  const first = LETTER_CODES[id[0]!]!;
  const second = /[A-D]/.test(id[1]!) ? LETTER_CODES[id[1]!]! % 10 : Number(id[1]);
  const digits = [second, ...id.slice(2, 9).split('').map(Number)];
  return digits.reduce((sum, d, i) => sum + d * (8 - i), Math.floor(first / 10) + (first % 10) * 9);
}

/** 身分證字號 or 統一證號 of any of the three formats, with a right check digit (upper or lower case). */
export function isNationalId(value: string): boolean {
  const id = normaliseNationalId(value);
  return ID_SHAPE.test(id) && (weightedSum(id) + Number(id[9])) % 10 === 0;
}

/** The first nine characters completed with their check digit (demo data and tests make valid numbers with it). */
export const withCheckDigit = (first9: string) => `${first9}${(10 - (weightedSum(`${first9}0`) % 10)) % 10}`;
