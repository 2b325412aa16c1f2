import type { InvoiceRequest, InvoiceType } from '@pnc/schemas/shop/invoice';
import type { ShopConfig } from '../../app/appSlice';

/** The invoice part of the checkout form's values (Form fields under ['invoice', …]), exactly as typed. */
export interface InvoiceFormValues {
  type?: InvoiceType;
  carrier?: string;
  love_code?: string;
  tax_id?: string;
  title?: string;
}

/**
 * The InvoiceRequest to send: only the fields of the chosen kind (a carrier typed before switching to donation is
 * not sent), each as typed: never trimmed or upper-cased here; the server refuses what is not valid.
 */
export function invoiceRequestOf(v: InvoiceFormValues | undefined): InvoiceRequest {
  const type = v?.type ?? 'member';
  switch (type) {
    case 'mobile':
    case 'certificate':
      return { type, carrier: v?.carrier ?? '' };
    case 'donation':
      return { type, love_code: v?.love_code ?? '' };
    case 'company':
      return { type, tax_id: v?.tax_id ?? '', title: v?.title ?? '' };
    default:
      return { type: 'member' };
  }
}

/** 'sandbox' invoice provider: invoice numbers are tests and the UI says so. */
export const isSandboxInvoice = (shop: ShopConfig | null) => (shop?.invoice_provider ?? 'sandbox') === 'sandbox';
