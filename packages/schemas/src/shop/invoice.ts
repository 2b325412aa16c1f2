import { z } from 'zod';
import { isTaxId } from './tax-id';

/**
 * The e-invoice (電子發票) a customer asks for: kept in the provider's member carrier, a mobile barcode carrier,
 * a citizen digital certificate carrier, donated with a 愛心碼, or printed for a company with its 統一編號.
 */
export const invoiceTypes = ['member', 'mobile', 'certificate', 'donation', 'company'] as const;
export const InvoiceType = z.enum(invoiceTypes);
export type InvoiceType = z.infer<typeof InvoiceType>;

/**
 * pending: asked for, not issued yet; issuing: one caller is asking the provider now; issued; failed: the provider
 * refused or could not be reached (retried by the sweep); refunding: one caller is voiding it or issuing its
 * allowance now; void: voided (作廢) after a refund; allowance: a refund's allowance (折讓) was issued against it.
 */
const invoiceStatuses = ['pending', 'issuing', 'issued', 'refunding', 'void', 'allowance', 'failed'] as const;
export const InvoiceStatus = z.enum(invoiceStatuses);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

/**
 * The formats the Ministry of Finance publishes (and ECPay checks): a mobile barcode (手機條碼) is `/` and 7 of
 * 0-9, A-Z, `.`, `+`, `-`; a citizen digital certificate (自然人憑證) barcode is 2 upper-case letters and 14
 * digits; a 愛心碼 (donation code) is 3 to 7 digits. Letters are upper-case as printed: lower case is refused,
 * never upper-cased for the customer.
 */
const MOBILE_BARCODE = /^\/[0-9A-Z.+-]{7}$/;
const CITIZEN_CERTIFICATE = /^[A-Z]{2}[0-9]{14}$/;
const LOVE_CODE = /^[0-9]{3,7}$/;
export const TITLE_MAX = 60;

export const isMobileBarcode = (v: string) => MOBILE_BARCODE.test(v);
export const isCitizenCertificate = (v: string) => CITIZEN_CERTIFICATE.test(v);
export const isLoveCode = (v: string) => LOVE_CODE.test(v);
export { isTaxId };

/** Empty is `required`; anything else that fails the format is the field's own code. Nothing is trimmed. */
const coded = (ok: (v: string) => boolean, code: string) =>
  z.string().min(1, { error: 'required', abort: true }).refine(ok, { error: code });

/** A field of another kind of invoice: refused when sent (a donation has no tax id, a company invoice no carrier). */
const notForKind = z.never({ error: 'not_for_kind' }).optional();
const others = { carrier: notForKind, love_code: notForKind, tax_id: notForKind, title: notForKind };

export const InvoiceRequest = z.discriminatedUnion('type', [
  z.object({ ...others, type: z.literal('member') }),
  z.object({ ...others, type: z.literal('mobile'), carrier: coded(isMobileBarcode, 'bad_mobile_barcode') }),
  z.object({ ...others, type: z.literal('certificate'), carrier: coded(isCitizenCertificate, 'bad_certificate') }),
  z.object({ ...others, type: z.literal('donation'), love_code: coded(isLoveCode, 'bad_love_code') }),
  // A company invoice is printed (Print=1) with the company's title, never donated and never in a carrier.
  z.object({
    ...others,
    type: z.literal('company'),
    tax_id: coded(isTaxId, 'bad_tax_id'),
    title: z.string().trim().min(1).max(TITLE_MAX),
  }),
]);
export type InvoiceRequest = z.infer<typeof InvoiceRequest>;

/** An order's invoice: what was asked for and, once paid, what the provider issued. */
export const Invoice = z.object({
  type: InvoiceType,
  carrier: z.string().nullable(),
  love_code: z.string().nullable(),
  tax_id: z.string().nullable(),
  title: z.string().nullable(),
  number: z.string().nullable(),
  date: z.string().nullable(),
  random_number: z.string().nullable(),
  status: InvoiceStatus.nullable(),
  allowance_number: z.string().nullable(),
});
export type Invoice = z.infer<typeof Invoice>;
