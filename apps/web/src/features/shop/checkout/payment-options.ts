import type { ShopConfig } from '../../app/appSlice';

export type PaymentChoice = 'atm' | 'credit_card' | 'cvs' | 'paypal';

/**
 * The payment types bootstrap enables, in a fixed order: PayPal only when a client id is configured, store codes
 * (cvs) only when the server offers them (ECPay is the provider).
 */
export function paymentChoices(shop: ShopConfig | null): PaymentChoice[] {
  const enabled = new Set(shop?.payment_types ?? ['atm']);
  return (['atm', 'credit_card', 'cvs', 'paypal'] as const).filter(
    (type) => enabled.has(type) && (type !== 'paypal' || !!shop?.paypal_client_id),
  );
}

/** 'sandbox' card provider: payments are tests and the UI says so. */
export const isSandboxCard = (shop: ShopConfig | null) => (shop?.card_provider ?? 'sandbox') === 'sandbox';
