import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '@pnc/schemas/common';
import { Order, OrderCreate, PreCheckout, PreCheckoutRequest } from '@pnc/schemas/shop/order';
import { guard, requireUser } from '../../plugins/auth';
import type { Providers } from '../payments/index';
import { perUser } from '../rate-limit';
import { parseCartText, priceCart } from './cart';
import { createOrder } from './order-service';
import { CustomerCancelBody } from '@pnc/schemas/shop/admin-order';
import { cancelOrder } from './order-lifecycle';
import { notifyOrder } from './order-notify';
import { loadOrder, ownOrderRow, toOrders } from './order-repository';

/** pre_checkout, order creation (at /checkout/order/, outside /api, as the spec says), order list and detail. */
export async function checkoutRoutes(fastify: FastifyInstance, opts: { providers: Providers }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['shop: checkout'];
  const secure = { onRequest: guard.user };
  const security = [{ token: [] }];

  app.post(
    '/api/pre_checkout/',
    {
      ...secure,
      schema: {
        security,
        tags,
        summary:
          'Price a cart from the database: lines with current unit price, subtotal and a problem each; shipping fee; total',
        description:
          '`data` is the cart as JSON text: {"items": {"<key>": {"item_id", "quantity", "attributes"}}}. Client prices are ignored. ' +
          'Problems: inactive, out_of_stock, quantity_exceeds_stock, not_found. Lines with a problem do not count in the totals.',
        body: PreCheckoutRequest,
        response: { 200: PreCheckout },
      },
    },
    async (request) => priceCart(app.db, app.config, parseCartText(request.body.data), request.body.delivery_method),
  );

  app.post(
    '/checkout/order/',
    {
      ...secure,
      config: { rateLimit: perUser(30) },
      schema: {
        security,
        tags,
        summary: 'Create an order from a cart; stock is reserved at once (409 out_of_stock if any line is short)',
        description:
          'payment_type atm answers the virtual account in payment; paypal answers payment.reference (the PayPal order id) and payment.approve_url; ' +
          'credit_card is then paid with POST /api/payment/card/{orderId}/. Amounts are computed by the server.',
        body: OrderCreate,
        response: { 201: Order },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const id = await createOrder(app.db, app.config, opts.providers, user.id, request.body);
      await notifyOrder(app, id, 'placed');
      reply.code(201);
      return loadOrder(app.db, id);
    },
  );

  app.get(
    '/checkout/order/:id/',
    {
      ...secure,
      schema: {
        security,
        tags,
        summary: 'One of my orders (404 order_not_found for anyone else)',
        params: IdParams,
        response: { 200: Order },
      },
    },
    async (request) => (await toOrders(app.db, [await ownOrderRow(app.db, request.params.id, requireUser(request).id)]))[0]!,
  );

  app.get(
    '/api/order/',
    {
      ...secure,
      schema: {
        security,
        tags,
        summary: 'My orders, newest first (a plain array, as the client replaces its whole list)',
        response: { 200: z.array(Order) },
      },
    },
    async (request) => {
      const rows = await app.db
        .selectFrom('shop_order')
        .selectAll()
        .where('user_id', '=', requireUser(request).id)
        .orderBy('id', 'desc')
        .execute();
      return toOrders(app.db, rows);
    },
  );

  app.post(
    '/api/order/:id/cancel/',
    {
      ...secure,
      schema: {
        security,
        tags,
        summary:
          'Cancel one of my orders before it ships (waiting or paid → cancelled; its stock returns; a paid one is refunded). ' +
          'A repeat changes nothing; once shipped or ended, 409 order_not_cancellable.',
        params: IdParams,
        body: CustomerCancelBody.nullish(),
        response: { 200: Order },
      },
    },
    async (request) => {
      const order = await ownOrderRow(app.db, request.params.id, requireUser(request).id);
      await cancelOrder(app, order, request.body?.reason || null, 'cancel');
      return loadOrder(app.db, order.id);
    },
  );
}
