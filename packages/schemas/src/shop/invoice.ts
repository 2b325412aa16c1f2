import { z } from 'zod';

/**
 * The e-invoice (電子發票) a customer asks for: kept in the provider's member carrier, a mobile barcode carrier,
 * a citizen digital certificate carrier, donated with a 愛心碼, or printed for a company with its 統一編號.
 */
export const invoiceTypes = ['member', 'mobile', 'certificate', 'donation', 'company'] as const;
export const InvoiceType = z.enum(invoiceTypes);
export type InvoiceType = z.infer<typeof InvoiceType>;

export const invoiceStatuses = ['pending', 'issued', 'void', 'allowance', 'failed'] as const;
export const InvoiceStatus = z.enum(invoiceStatuses);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

export const InvoiceRequest = z.discriminatedUnion('type', [
  z.object({ type: z.literal('member') }),
  z.object({ type: z.literal('mobile'), carrier: z.string().trim() }),
  z.object({ type: z.literal('certificate'), carrier: z.string().trim() }),
  z.object({ type: z.literal('donation'), love_code: z.string().trim() }),
  z.object({ type: z.literal('company'), tax_id: z.string().trim(), title: z.string().trim().min(1).max(60) }),
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
