import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Id, IdParams } from '@pnc/schemas/common';
import { CardPaymentBody, Order, PaypalResultBody } from '@pnc/schemas/shop/order';
import { orderLife } from '@pnc/schemas/shop/order-life';
import { guard, requireUser } from '../../plugins/auth';
import { conflict, invalid } from '../../lib/errors';
import { findOrderRow, loadOrder, orderNotFound, ownOrderRow } from '../checkout/order-repository';
import { markOrderPaid } from '../checkout/order-events';
import { settle } from '../checkout/order-service';
import type { Providers } from './index';
import { perUser } from '../rate-limit';

const OrderParams = z.object({ orderId: Id });

/** Paying: the card sandbox, PayPal's result, a manager's ATM confirmation. Each answers the order as it now is. */
export async function paymentRoutes(fastify: FastifyInstance, opts: { providers: Providers }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['shop: payments'];
  const security = [{ token: [] }];
  const { providers } = opts;

  app.post(
    '/api/payment/card/:orderId/',
    {
      onRequest: guard.user,
      config: { rateLimit: perUser(10) },
      schema: {
        security,
        tags,
        summary: 'Pay a credit_card order (sandbox provider: test numbers only; no card number is stored)',
        description:
          '4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined (the order keeps waiting, with payment.error "declined", to be paid again until it expires). A repeat changes nothing.',
        params: OrderParams,
        body: CardPaymentBody,
        response: { 200: Order },
      },
    },
    async (request) => {
      const order = await ownOrderRow(app.db, request.params.orderId, requireUser(request).id);
      if (order.payment_type !== 'credit_card') throw invalid({ payment_type: ['wrong_payment_type'] }, 'This order is not paid by card.');
      await settle(app, providers.credit_card!, order, request.body);
      return loadOrder(app.db, order.id);
    },
  );

  app.post(
    '/api/paypal/result/:orderId/',
    {
      onRequest: guard.user,
      config: { rateLimit: perUser(30) },
      schema: {
        security,
        tags,
        summary: "PayPal's result for an order: the server captures it at PayPal and decides from PayPal's answer only",
        description:
          '`data` is what the PayPal button answered, as text; it is not trusted. A repeated or concurrent call changes nothing.',
        params: OrderParams,
        body: PaypalResultBody,
        response: { 200: Order },
      },
    },
    async (request) => {
      const order = await ownOrderRow(app.db, request.params.orderId, requireUser(request).id);
      const paypal = providers.paypal;
      if (order.payment_type !== 'paypal' || !paypal) throw invalid({ payment_type: ['wrong_payment_type'] }, 'This order is not paid with PayPal.');
      await settle(app, paypal, order, request.body.data);
      return loadOrder(app.db, order.id);
    },
  );

  app.post(
    '/api/order/:id/confirm_payment/',
    {
      onRequest: guard.role('manager'),
      schema: {
        security,
        tags,
        summary:
          'A manager confirms that an ATM transfer arrived (waiting → success; a repeat changes nothing; 409 order_not_waiting once it failed or was cancelled)',
        params: IdParams,
        response: { 200: Order },
      },
    },
    async (request) => {
      const order = await findOrderRow(app.db, request.params.id);
      if (!order) throw orderNotFound();
      // Only the built-in ATM's transfers are confirmed by hand; a provider's ATM account is settled by its callback.
      if (order.payment_type !== 'atm' || order.payment_provider !== 'atm')
        throw invalid({ payment_type: ['wrong_payment_type'] }, 'Only ATM orders are confirmed by hand.');
      const paid = orderLife.pay.to;
      if (order.status !== paid) {
        const moved = await markOrderPaid(app, order.id);
        if (!moved && (await findOrderRow(app.db, order.id))?.status !== paid) {
          throw conflict('order_not_waiting', 'This order is no longer waiting for payment.');
        }
      }
      return loadOrder(app.db, order.id);
    },
  );
}
