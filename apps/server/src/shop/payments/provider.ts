import type { ShopOrderRow } from '../../db/shop.table';

/** What a provider records when an order is created. */
interface PaymentStart {
  payment_ref?: string | null;
  approve_url?: string | null;
  atm_bank_code?: string | null;
  atm_account?: string | null;
  expires_at?: string | null;
}

/** A provider's verdict, always from its own answer, never from the client's claim. */
export type Outcome = { result: 'success'; reference?: string } | { result: 'failure' } | { result: 'pending' };

/** One interface for every payment type: start at order creation, settle when the customer (or a manager) says it is paid. */
export interface PaymentProvider {
  /** atm, sandbox, paypal: shown in the order's payment.provider. */
  readonly name: string;
  start(order: ShopOrderRow): Promise<PaymentStart>;
  settle(order: ShopOrderRow, input: unknown): Promise<Outcome>;
}

/** A provider could not be reached or answered nonsense: the order stays as it was and the caller may retry. */
export class ProviderUnavailable extends Error {}
