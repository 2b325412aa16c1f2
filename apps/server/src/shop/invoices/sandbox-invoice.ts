import { createHash } from 'node:crypto';
import { taipeiIso } from './filing-period';
import type { InvoiceProvider } from './provider';

/**
 * The demo's e-invoice provider when ECPay is not configured (INVOICE_PROVIDER=sandbox, the default): it works
 * offline and issues clearly marked TEST numbers from a local test track, `TS` + the order id in 8 digits
 * (TS00000042), never a number the Ministry of Finance assigned, so nothing it issues is a real invoice. The random
 * number is 4 digits derived from the order's RelateNumber; voids always succeed, and an allowance's number is
 * `TSA` + the invoice's 8 digits. The web labels these invoices as tests.
 */
const SANDBOX_TRACK = 'TS';

export function sandboxInvoiceProvider(): InvoiceProvider {
  return {
    name: 'sandbox',
    async issue(request) {
      const digest = createHash('sha256').update(request.relateNumber).digest();
      return {
        number: `${SANDBOX_TRACK}${String(request.orderId % 100_000_000).padStart(8, '0')}`,
        date: taipeiIso(Date.now()),
        random: String(digest.readUInt32BE(0) % 10_000).padStart(4, '0'),
      };
    },
    // Issuing again gives the same number, so there is never an earlier one to find.
    findIssued: async () => null,
    async invalid() {},
    async allowance(invoice) {
      return `${SANDBOX_TRACK}A${invoice.number.slice(2)}`;
    },
  };
}
