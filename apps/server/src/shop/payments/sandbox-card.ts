import { randomBytes } from 'node:crypto';
import { CardPaymentBody } from '@pnc/schemas/shop/order';
import { invalid } from '../../lib/errors';
import type { PaymentProvider } from './provider';

const SANDBOX_SUCCESS = '4242424242424242';
const SANDBOX_DECLINE = '4000000000000002';

/**
 * The built-in card provider when no real one is configured: no money moves, and it accepts only
 * the two test numbers, so a real card number is refused rather than "charged". Card numbers are never stored or logged.
 */
export function sandboxCardProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async start() {
      return {};
    },
    async settle(_order, input) {
      const body = CardPaymentBody.parse(input);
      const digits = body.card_number.replace(/\s/g, '');
      if (digits === SANDBOX_SUCCESS) return { result: 'success', reference: `sandbox_${randomBytes(8).toString('hex')}` };
      if (digits === SANDBOX_DECLINE) return { result: 'failure' };
      throw invalid({ card_number: ['sandbox_card'] });
    },
  };
}
