import type { PaymentType } from '@pnc/schemas/shop/order';
import type { Config } from '../../config';
import { atmProvider } from './atm';
import { ecpayProvider } from './ecpay/provider';
import { paypalProvider } from './paypal';
import type { PaymentProvider } from './provider';
import { sandboxCardProvider } from './sandbox-card';

export type Providers = Record<PaymentType, PaymentProvider | undefined>;

/** The adapters this configuration enables: PayPal only with a client id; the card provider is the sandbox until a real adapter exists. */
export function paymentProviders(config: Config): Providers {
  // PAYMENT_PROVIDER=ecpay: card, ATM and store codes through ECPay AIO; PayPal stays as configured.
  if (config.shop.paymentProvider === 'ecpay') {
    const ecpay = ecpayProvider(config);
    return {
      atm: ecpay,
      credit_card: ecpay,
      cvs: ecpay,
      paypal: config.shop.paypal.clientId ? paypalProvider(config) : undefined,
    };
  }
  return {
    atm: atmProvider(config),
    credit_card: sandboxCardProvider(),
    // Store payment codes come from a real provider (ECPay); the sandbox has none.
    cvs: undefined,
    paypal: config.shop.paypal.clientId ? paypalProvider(config) : undefined,
  };
}
