import { describe, expect, it } from 'vitest';
import { canonicalPhone, parsePhone, phoneSearchText } from './phone';

const read = (typed: string) => parsePhone(typed);

describe('a typed Taiwanese phone', () => {
  it('is one number whatever prefix, width or separators were typed', () => {
    for (const typed of [
      '0912345678',
      '0912-345-678',
      ' 0912 345 678 ',
      '+886 912 345 678',
      '+886-912-345-678',
      '+886 (0)912 345 678',
      '886912345678',
      '00886912345678',
      '(0912) 345-678',
      '０９１２－３４５－６７８',
      '＋８８６\u3000９１２\u3000３４５\u3000６７８',
    ])
      expect(read(typed), typed).toEqual({ ok: true, value: '0912345678' });
  });

  it('keeps a landline with its area code, and another country with its +', () => {
    expect(read('(02) 2345-6789')).toEqual({ ok: true, value: '0223456789' });
    expect(read('+886 2 2345 6789')).toEqual({ ok: true, value: '0223456789' });
    expect(read('037-12-3456')).toEqual({ ok: true, value: '037123456' });
    expect(read('0800-123-456')).toEqual({ ok: true, value: '0800123456' });
    expect(read('+81 90 1234 5678')).toEqual({ ok: true, value: '+819012345678' });
    expect(read('0081 90 1234 5678')).toEqual({ ok: true, value: '+819012345678' });
  });

  it('refuses what is not a phone with not_a_phone, never guessing', () => {
    for (const typed of [
      '',
      '0912',
      '091234567',
      '09123456789',
      '0912-ABC-678',
      '0912+345678',
      '912345678',
      '2345-6789',
      '+886 12345',
      '+886 912 345 6789',
      '0912345678#12',
      '+0912345678',
      '1234567890123456',
      'call me maybe',
    ])
      expect(read(typed), typed).toEqual({ ok: false, code: 'not_a_phone' });
  });

  it('is stored in one form; what is not a phone comes back only compacted', () => {
    expect(canonicalPhone('+886 912-345-678')).toBe('0912345678');
    expect(canonicalPhone('09 12')).toBe('0912');
  });

  it('is searched for in its stored form, a part too', () => {
    expect(phoneSearchText('+886 912 345 678')).toBe('0912345678');
    expect(phoneSearchText('+886 912')).toBe('0912');
    expect(phoneSearchText('886 912')).toBe('886912');
    expect(phoneSearchText('345-678')).toBe('345678');
    expect(phoneSearchText('３４５')).toBe('345');
  });
});
