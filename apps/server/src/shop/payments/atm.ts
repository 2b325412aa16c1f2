import type { Config } from '../../config';
import type { ShopOrderRow } from '../../db/shop.table';
import { HOUR } from '../../lib/time';
import type { PaymentProvider } from './provider';

/** Luhn check digit over a digit string. */
export function luhnDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) d *= 2;
    sum += d > 9 ? d - 9 : d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** 14 digits: '9', the order id in 12 digits, a Luhn check digit (so a mistyped account is caught before money moves). */
export const virtualAccount = (orderId: number) => {
  const body = `9${String(orderId).padStart(12, '0')}`;
  return body + luhnDigit(body);
};

/** Bank transfer to a virtual account issued per order; a manager confirms receipt, expiry releases the stock. */
export function atmProvider(config: Config): PaymentProvider {
  return {
    name: 'atm',
    async start(order: ShopOrderRow) {
      return {
        atm_bank_code: config.shop.atm.bankCode,
        atm_account: virtualAccount(order.id),
        expires_at: new Date(Date.parse(order.created_at) + config.shop.atm.expiryHours * HOUR).toISOString(),
      };
    },
    // Called only from the manager's confirm_payment: the manager saw the money arrive.
    async settle() {
      return { result: 'success' };
    },
  };
}
