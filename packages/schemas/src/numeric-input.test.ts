import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { corpusExpectation, numericCorpus } from './numeric-corpus';
import { parseNumberInput } from './numeric-input';

const wide = (ascii: string) =>
  ascii.replace(/[0-9.,-]/g, (c) => (c === '-' ? '－' : String.fromCharCode(c.charCodeAt(0) + 0xfee0)));

const read = (typed: string, options?: Parameters<typeof parseNumberInput>[1]) => {
  const r = parseNumberInput(typed, options);
  return r.ok ? r.value : r.note;
};

describe('a typed number', () => {
  // The corpus (numeric-corpus.ts) is the list every web number field is checked against: the reader answers
  // each entry as the corpus says, with no limits and under the limits of the fields that use it.
  const fieldOptions: [string, Parameters<typeof parseNumberInput>[1]][] = [
    ['no limits', {}],
    ['whole numbers', { scale: 0 }],
    ['one decimal, 34 to 42 (a temperature)', { scale: 1, min: 34, max: 42 }],
    ['whole numbers, 1 to 10', { scale: 0, min: 1, max: 10 }],
    ['money', { scale: 0, min: 0, thousands: true }],
    ['money up to 1,000,000', { scale: 0, min: 0, max: 1_000_000, thousands: true }],
    ['decimals with separators', { thousands: true }],
  ];

  it.each(fieldOptions)('reads every corpus entry as the corpus says (%s)', (_name, options) => {
    for (const entry of numericCorpus) {
      const expected = corpusExpectation(entry, options);
      const r = parseNumberInput(entry.typed, options);
      expect(r.ok ? { value: r.value, text: r.text } : { note: r.note }, entry.typed).toEqual(expected);
    }
  });

  it('reads full-width digits, point and minus as their ASCII twins', () => {
    expect(parseNumberInput('３８．６')).toEqual({ ok: true, value: 38.6, text: '38.6' });
    expect(parseNumberInput('－３', { scale: 0 })).toEqual({ ok: true, value: -3, text: '-3' });
  });

  it('refuses a comma for a point, and thousands separators unless the field takes them', () => {
    expect(parseNumberInput('1,200', { thousands: true, scale: 0 })).toEqual({ ok: true, value: 1200, text: '1200' });
    expect(read('12,00', { thousands: true })).toBe('comma_decimal');
    expect(read('1,2,3', { thousands: true })).toBe('not_a_number');
  });

  it('refuses decimals past the field’s scale and a point in a whole-number field, never rounding', () => {
    expect(read('38.65', { scale: 1 })).toBe('too_many_decimals:1');
    expect(read('38.6', { scale: 1 })).toBe(38.6);
    expect(read('1.5', { scale: 0 })).toBe('not_integer');
    expect(read('3.0', { scale: 0 })).toBe('not_integer');
    expect(read('0.123456', { scale: 6 })).toBe(0.123456);
  });

  it('refuses a number out of range, never bringing it into range', () => {
    expect(read('5', { min: 1, max: 2 })).toBe('above_max:2');
    expect(read('0', { min: 1 })).toBe('below_min:1');
    expect(read('－３', { min: 0 })).toBe('below_min:0');
    expect(read('42', { min: 34, max: 42 })).toBe(42);
    expect(read('34', { min: 34, max: 42 })).toBe(34);
  });

  it('refuses more digits than a number holds exactly, whatever the field', () => {
    expect(read('1234567890123456', { thousands: true })).toBe('too_many_digits:15');
  });
});

describe('a typed number (properties)', () => {
  const decimal = fc
    .tuple(fc.boolean(), fc.integer({ min: 0, max: 999_999 }), fc.option(fc.stringMatching(/^[0-9]{1,4}$/), { nil: undefined }))
    .map(([neg, whole, fraction]) => `${neg ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`);

  it('reads any plain decimal as exactly the number JavaScript reads from it', () => {
    fc.assert(
      fc.property(decimal, (typed) => {
        const r = parseNumberInput(typed);
        expect(r.ok && r.value).toBe(Number(typed) === 0 ? 0 : Number(typed));
      }),
    );
  });

  it('reads a full-width decimal, blanks around it, as its ASCII twin', () => {
    fc.assert(
      fc.property(decimal, fc.constantFrom('', ' ', '\u3000', '\t'), (typed, blank) => {
        expect(parseNumberInput(`${blank}${wide(typed)}${blank}`)).toEqual(parseNumberInput(typed));
      }),
    );
  });

  it('never answers a number out of range or past the scale: it refuses instead', () => {
    fc.assert(
      fc.property(
        decimal,
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 3 }),
        (typed, min, span, scale) => {
          const r = parseNumberInput(typed, { min, max: min + span, scale });
          if (!r.ok) return;
          expect(r.value).not.toBeNull();
          expect(r.value!).toBeGreaterThanOrEqual(min);
          expect(r.value!).toBeLessThanOrEqual(min + span);
          expect(r.text.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(scale);
          expect(Number(r.text)).toBe(r.value);
        },
      ),
    );
  });

  it('reads its own understood text back as the same number (blurring twice changes nothing)', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const r = parseNumberInput(typed);
        if (!r.ok) return;
        expect(parseNumberInput(r.text)).toEqual(r);
      }),
    );
  });

  it('never reads text with a letter in it', () => {
    fc.assert(
      fc.property(decimal, fc.stringMatching(/^[a-zA-Z]$/), fc.nat(), (typed, letter, at) => {
        const i = at % (typed.length + 1);
        expect(parseNumberInput(typed.slice(0, i) + letter + typed.slice(i)).ok).toBe(false);
      }),
    );
  });
});
