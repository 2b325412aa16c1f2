import { describe, expect, it } from 'vitest';
import { fieldErrorOf } from '../field-errors';
import { InvoiceRequest, isCitizenCertificate, isLoveCode, isMobileBarcode } from './invoice';

/** Each refused field → its field-error codes, as the API answers them. */
function refusals(input: unknown): Record<string, string[]> {
  const parsed = InvoiceRequest.safeParse(input);
  if (parsed.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (out[issue.path.join('.')] ??= []).push(fieldErrorOf(issue as never));
  return out;
}

describe('invoice formats', () => {
  it('mobile barcode: / and 7 of 0-9 A-Z . + -', () => {
    for (const ok of ['/ABC1234', '/-F-K0PR', '/AB.+-12', '/0000000']) expect(isMobileBarcode(ok), ok).toBe(true);
    for (const bad of ['ABC12345', '/abc1234', '/ABC123', '/ABC12345', '/ABC 123', ' /ABC1234', '/ABC1234 ', '/ABC_123'])
      expect(isMobileBarcode(bad), bad).toBe(false);
  });
  it('citizen certificate: 2 upper-case letters and 14 digits', () => {
    expect(isCitizenCertificate('AB12345678901234')).toBe(true);
    for (const bad of ['ab12345678901234', 'A123456789012345', 'AB1234567890123', 'AB123456789012345'])
      expect(isCitizenCertificate(bad), bad).toBe(false);
  });
  it('愛心碼: 3 to 7 digits', () => {
    for (const ok of ['168', '8585', '5120', '1234567']) expect(isLoveCode(ok), ok).toBe(true);
    for (const bad of ['12', '12345678', '12a4', ' 168', 'X168']) expect(isLoveCode(bad), bad).toBe(false);
  });
});

describe('InvoiceRequest', () => {
  it('takes each kind with its own field', () => {
    for (const ok of [
      { type: 'member' },
      { type: 'mobile', carrier: '/ABC1234' },
      { type: 'certificate', carrier: 'AB12345678901234' },
      { type: 'donation', love_code: '168001' },
      { type: 'company', tax_id: '04595257', title: '晨曦股份有限公司' },
    ])
      expect(refusals(ok), JSON.stringify(ok)).toEqual({});
  });

  it('refuses bad formats with their own codes, empty as required, never trimming or upper-casing', () => {
    expect(refusals({ type: 'mobile', carrier: '/abc1234' })).toEqual({ carrier: ['bad_mobile_barcode'] });
    expect(refusals({ type: 'mobile', carrier: ' /ABC1234' })).toEqual({ carrier: ['bad_mobile_barcode'] });
    expect(refusals({ type: 'mobile', carrier: '' })).toEqual({ carrier: ['required'] });
    expect(refusals({ type: 'certificate', carrier: 'ab12345678901234' })).toEqual({ carrier: ['bad_certificate'] });
    expect(refusals({ type: 'donation', love_code: '12' })).toEqual({ love_code: ['bad_love_code'] });
    expect(refusals({ type: 'company', tax_id: '04595258', title: 'A' })).toEqual({ tax_id: ['bad_tax_id'] });
    expect(refusals({ type: 'company', tax_id: '04595257', title: '  ' })).toEqual({ title: ['required'] });
    expect(refusals({ type: 'company', tax_id: '04595257' })).toEqual({ title: ['required'] });
  });

  it('keeps the kinds apart: no carrier on a company invoice, no tax id on a donation', () => {
    expect(refusals({ type: 'company', tax_id: '04595257', title: 'A', carrier: '/ABC1234' })).toEqual({
      carrier: ['not_for_kind'],
    });
    expect(refusals({ type: 'donation', love_code: '168', tax_id: '04595257' })).toEqual({ tax_id: ['not_for_kind'] });
    expect(refusals({ type: 'member', love_code: '168' })).toEqual({ love_code: ['not_for_kind'] });
  });
});
