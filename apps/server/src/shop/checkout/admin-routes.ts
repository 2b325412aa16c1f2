import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paged } from '@pnc/schemas/common';
import { AdminOrder, AdminOrderQuery } from '@pnc/schemas/shop/admin-order';
import { guard } from '../../plugins/auth';
import { pageLinks } from '../paging';
import { toOrders } from './order-repository';

/** GET /api/admin/orders/: every customer's orders for managers (confirming ATM transfers, following shipments). */
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
      return {
        count: Number(count),
        ...pageLinks(request, Number(count), limit, offset),
        results: orders.map((o) => ({
          ...o,
          username: who.get(o.user_id)?.username ?? '',
          email: who.get(o.user_id)?.email ?? '',
        })),
      };
    },
  );
}
