/**
 * The one reader of a number typed into a form, as Taiwanese keyboards type it. A 注音 IME often gives full-width
 * characters: the digits ０-９, the point ．, the minus － (and −) are read as their ASCII twins, and blanks around the
 * number (the ideographic space too) are trimmed. Anything else is refused with a stable code, never guessed at:
 * nothing typed is dropped, clamped or rounded.
 */

/** Why a typed number was refused (each is a field-error code, worded on the web in tw and en). */
export const numberRefusals = [
  /** 36,5: a comma where a point was meant. */
  'comma_decimal',
  /** 1,200 where the field takes no thousands separators. */
  'thousands_separator',
  /** 1e3, 0x10, letters, --1, .5: not a plain decimal number. */
  'not_a_number',
  /** More digits after the point than the field keeps (`too_many_decimals:1`). */
  'too_many_decimals',
  /** A point in a field of whole numbers. */
  'not_integer',
  /** Less than the field's least (`below_min:34`). */
  'below_min',
  /** More than the field's most (`above_max:42`). */
  'above_max',
  /** More significant digits than a number holds exactly (`too_many_digits:15`). */
  'too_many_digits',
] as const;
export type NumberRefusal = (typeof numberRefusals)[number];

export interface NumberInputOptions {
  /** Most digits after the point: 0 takes whole numbers only; none sets no limit. */
  scale?: number;
  /** Inclusive range: a number outside it is refused, never brought into it. */
  min?: number;
  max?: number;
  /** Whether 1,200 (groups of three) is read as 1200: money only. */
  thousands?: boolean;
}

export type NumberInput =
  /** Nothing typed (or blanks only). */
  | { ok: true; value: null; text: '' }
  /** What was understood: the number and its plain ASCII text (e.g. "38.6" from 「３８．６」). */
  | { ok: true; value: number; text: string }
  /** A refusal: its code, with the limit it names where it has one (`too_many_decimals` → `1`). */
  | { ok: false; code: NumberRefusal; limit?: number; note: string };

/** A double holds 15 significant decimal digits exactly. */
const MOST_DIGITS = 15;

// Full-width digits, point and comma, and the minus signs an IME gives, as ASCII. Only these: a letter, an
// exponent, a second sign stay as they are and are refused below.
const WIDE: Record<string, string> = { '．': '.', '，': ',', '－': '-', '−': '-', '﹣': '-' };
const toAscii = (text: string) =>
  text.replace(/[０-９．，－−﹣]/g, (c) => WIDE[c] ?? String.fromCharCode(c.charCodeAt(0) - 0xfee0));

// Blanks around a number: ASCII whitespace, no-break space and the ideographic (full-width) space.
const BLANKS = /^[\s\u3000]+|[\s\u3000]+$/g;

const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/;
const GROUPED = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;
const COMMA_DECIMAL = /^-?\d+,\d+$/;

const refuse = (code: NumberRefusal, limit?: number): NumberInput =>
  limit === undefined ? { ok: false, code, note: code } : { ok: false, code, limit, note: `${code}:${limit}` };

/**
 * Reads one typed number. Blank is `{ ok: true, value: null }`; a number is its value and plain text; anything
 * else is a refusal with its code (`note` is the field-error note, with its limit: `below_min:34`).
 */
export function parseNumberInput(typed: string, options: NumberInputOptions = {}): NumberInput {
  const text = toAscii(typed.replace(BLANKS, ''));
  if (text === '') return { ok: true, value: null, text: '' };
  let plain = text;
  if (text.includes(',')) {
    if (GROUPED.test(text)) {
      if (!options.thousands) return refuse('thousands_separator');
      plain = text.replace(/,/g, '');
    } else return refuse(COMMA_DECIMAL.test(text) ? 'comma_decimal' : 'not_a_number');
  }
  const parts = PLAIN.exec(plain);
  if (!parts) return refuse('not_a_number');
  const [, sign, whole, fraction = ''] = parts as unknown as [string, string, string, string | undefined];
  if (fraction && options.scale === 0) return refuse('not_integer');
  if (options.scale !== undefined && fraction.length > options.scale) return refuse('too_many_decimals', options.scale);
  const significant = (whole + fraction).replace(/^0+/, '').length;
  if (significant > MOST_DIGITS) return refuse('too_many_digits', MOST_DIGITS);
  // Leading zeros and a minus on zero say nothing about the number: 007 is 7, -0 is 0. The fraction is kept as typed.
  const digits = whole.replace(/^0+(?=\d)/, '');
  const negative = sign === '-' && /[1-9]/.test(whole + fraction);
  const normal = `${negative ? '-' : ''}${digits}${fraction ? `.${fraction}` : ''}`;
  const value = Number(normal);
  if (options.min !== undefined && value < options.min) return refuse('below_min', options.min);
  if (options.max !== undefined && value > options.max) return refuse('above_max', options.max);
  return { ok: true, value, text: normal };
}
