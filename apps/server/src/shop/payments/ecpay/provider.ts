import type { Config } from '../../../config';
import { HOUR } from '../../../lib/time';
import { invalid } from '../../../lib/errors';
import type { PaymentProvider } from '../provider';

/**
 * Card, ATM and CVS through ECPay AIO. Nothing is asked of ECPay when the order is made: the customer's browser
 * posts our signed form to ECPay's page (POST /api/payment/ecpay/:orderId/form/), and ECPay's callbacks settle
 * it. The order waits ORDER_PAYMENT_HOURS for its payment (a declined card may pay again until then); an ATM
 * account's or a store code's own deadline, once ECPay issues it, replaces that.
 */
export function ecpayProvider(config: Config): PaymentProvider {
  return {
    name: 'ecpay',
    async start(order) {
      return { expires_at: new Date(Date.parse(order.created_at) + config.shop.ecpay.paymentHours * HOUR).toISOString() };
    },
    // The sandbox card route and the manager's ATM confirmation never settle an ECPay order: ECPay's answers do.
    async settle() {
      throw invalid({ payment_type: ['wrong_payment_type'] }, 'This order is paid on ECPay’s payment page.');
    },
  };
}
