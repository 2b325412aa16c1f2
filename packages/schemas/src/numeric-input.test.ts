import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseNumberInput } from './numeric-input';

const wide = (ascii: string) =>
  ascii.replace(/[0-9.,-]/g, (c) => (c === '-' ? '－' : String.fromCharCode(c.charCodeAt(0) + 0xfee0)));

const read = (typed: string, options?: Parameters<typeof parseNumberInput>[1]) => {
  const r = parseNumberInput(typed, options);
  return r.ok ? r.value : r.note;
};

describe('a typed number', () => {
  it('reads full-width digits, point and minus as their ASCII twins', () => {
    expect(parseNumberInput('３８．６')).toEqual({ ok: true, value: 38.6, text: '38.6' });
    expect(parseNumberInput('８８', { scale: 0 })).toEqual({ ok: true, value: 88, text: '88' });
    expect(parseNumberInput('－３', { scale: 0 })).toEqual({ ok: true, value: -3, text: '-3' });
    expect(parseNumberInput('−３')).toEqual({ ok: true, value: -3, text: '-3' });
    expect(read('３8.６')).toBe(38.6);
  });

  it('trims blanks around it, the ideographic space too, and reads blank as nothing', () => {
    expect(parseNumberInput('\u3000３８．６ ')).toEqual({ ok: true, value: 38.6, text: '38.6' });
    expect(parseNumberInput(' \t')).toEqual({ ok: true, value: null, text: '' });
    expect(parseNumberInput('\u3000')).toEqual({ ok: true, value: null, text: '' });
    expect(read('38 .6')).toBe('not_a_number');
  });

  it('refuses a comma for a point, and thousands separators unless the field takes them', () => {
    expect(read('36,5')).toBe('comma_decimal');
    expect(read('３６，５')).toBe('comma_decimal');
    expect(read('1,200')).toBe('thousands_separator');
    expect(parseNumberInput('1,200', { thousands: true, scale: 0 })).toEqual({ ok: true, value: 1200, text: '1200' });
    expect(read('１，２００，０００', { thousands: true })).toBe(1200000);
    expect(read('12,00', { thousands: true })).toBe('comma_decimal');
    expect(read('1,2,3', { thousands: true })).toBe('not_a_number');
    expect(read('1200,', { thousands: true })).toBe('not_a_number');
  });

  it('refuses what is not a plain decimal number', () => {
    for (const typed of ['1e3', '1E3', '0x10', 'abc', '38度', '--1', '+5', '.5', '5.', '1.2.3', 'Infinity', 'NaN', '−−3', '٣'])
      expect(read(typed), typed).toBe('not_a_number');
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

  it('refuses more digits than a number holds exactly', () => {
    expect(read('1234567890123456')).toBe('too_many_digits:15');
    expect(read('123456789012345')).toBe(123456789012345);
    expect(read('0.0000001234')).toBe(0.0000001234);
  });

  it('says what it understood: leading zeros and a minus on zero are dropped, the fraction kept as typed', () => {
    expect(parseNumberInput('007')).toEqual({ ok: true, value: 7, text: '7' });
    expect(parseNumberInput('-0')).toEqual({ ok: true, value: 0, text: '0' });
    expect(parseNumberInput('36.50')).toEqual({ ok: true, value: 36.5, text: '36.50' });
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
