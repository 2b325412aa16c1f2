import type { Config } from '../../config';
import { ecpayInvoiceProvider } from './ecpay-invoice';
import type { InvoiceProvider } from './provider';
import { sandboxInvoiceProvider } from './sandbox-invoice';

/** The e-invoice adapter this configuration names: the sandbox (the default, offline) or ECPay. */
export function invoiceProvider(config: Config): InvoiceProvider {
  return config.shop.invoice.provider === 'ecpay' ? ecpayInvoiceProvider(config) : sandboxInvoiceProvider();
}
