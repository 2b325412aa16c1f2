import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, paged } from '@pnc/schemas/common';
import { AdminOrder, AdminOrderQuery, ReasonBody, ShipBody } from '@pnc/schemas/shop/admin-order';
import { Order } from '@pnc/schemas/shop/order';
import { guard } from '../../plugins/auth';
import { toPage } from '../../lib/paging';
import { cancelOrder, deliverOrder, refundOrder, shipOrder } from './order-lifecycle';
import { findOrderRow, loadOrder, orderNotFound, toOrders } from './order-repository';

/** Every customer's orders for managers, and the steps of an order's life a manager takes: ship, deliver, cancel, refund. */
export async function adminOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/orders/',
    {
      onRequest: guard.role('manager'),
      schema: {
        security: [{ token: [] }],
        tags: ['shop: management'],
        summary: "All customers' orders, newest first, with who placed each (manager)",
        description:
          'DRF-style page {count, next, previous, results} (`limit` 1–100, default 20, `offset`). ' +
          'Filters: `status`, `payment_type`. A waiting ATM order is confirmed with POST /api/order/{id}/confirm_payment/.',
        querystring: AdminOrderQuery,
        response: { 200: paged(AdminOrder) },
      },
    },
    async (request) => {
      const { status, payment_type, limit, offset } = request.query;
      let q = app.db.selectFrom('shop_order');
      if (status) q = q.where('status', '=', status);
      if (payment_type) q = q.where('payment_type', '=', payment_type);
      const { count } = await q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      const rows = await q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
      const users = rows.length
        ? await app.db
            .selectFrom('app_user')
            .select(['id', 'username', 'email'])
            .where(
              'id',
              'in',
              rows.map((r) => r.user_id),
            )
            .execute()
        : [];
      const who = new Map(users.map((u) => [u.id, u]));
      const orders = await toOrders(app.db, rows);
      const results = orders.map((o) => ({
        ...o,
        username: who.get(o.user_id)?.username ?? '',
        email: who.get(o.user_id)?.email ?? '',
      }));
      return toPage(request, Number(count), results, limit, offset);
    },
  );

  const manager = { onRequest: guard.role('manager') };
  const security = [{ token: [] }];
  const tags = ['shop: management'];

  app.post(
    '/api/admin/orders/:id/ship/',
    {
      ...manager,
      schema: {
        security,
        tags,
        summary: 'Ship a paid order with its carrier and tracking number (success → shipped); the customer is mailed',
        description:
          'A repeat with the same carrier and number changes nothing; 409 order_not_paid for an order not paid (or already shipped elsewhere).',
        params: IdParams,
        body: ShipBody,
        response: { 200: Order },
      },
    },
    async (request) => {
      await shipOrder(app, request.params.id, request.body);
      return loadOrder(app.db, request.params.id);
    },
  );

  app.post(
    '/api/admin/orders/:id/deliver/',
    {
      ...manager,
      schema: {
        security,
        tags,
        summary:
          'Mark a shipped order delivered (shipped → delivered; 409 order_not_shipped otherwise; a repeat changes nothing)',
        params: IdParams,
        response: { 200: Order },
      },
    },
    async (request) => {
      await deliverOrder(app, request.params.id);
      return loadOrder(app.db, request.params.id);
    },
  );

  app.post(
    '/api/admin/orders/:id/cancel/',
    {
      ...manager,
      schema: {
        security,
        tags,
        summary: 'Cancel an order before it ships (its stock returns once; a paid order then waits for its refund)',
        description: '409 order_not_cancellable once shipped or ended. The customer is mailed with the reason.',
        params: IdParams,
        body: ReasonBody,
        response: { 200: Order },
      },
    },
    async (request) => {
      const order = await findOrderRow(app.db, request.params.id);
      if (!order) throw orderNotFound();
      await cancelOrder(app, order, request.body.reason, 'cancelByManager');
      return loadOrder(app.db, order.id);
    },
  );

  app.post(
    '/api/admin/orders/:id/refund/',
    {
      ...manager,
      schema: {
        security,
        tags,
        summary:
          'Record a refund of a paid order (→ refunded): its stock returns once, its e-invoice is voided or given an allowance',
        description: '409 order_not_refundable for an unpaid or already refunded order. The customer is mailed.',
        params: IdParams,
        body: ReasonBody,
        response: { 200: Order },
      },
    },
    async (request) => {
      await refundOrder(app, request.params.id, request.body.reason);
      return loadOrder(app.db, request.params.id);
    },
  );
}
