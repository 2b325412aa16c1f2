import type { FastifyInstance } from 'fastify';
import type { ShipBody } from '@pnc/schemas/shop/admin-order';
import { orderLife, stepFrom, type OrderStep } from '@pnc/schemas/shop/order-life';
import type { ShopOrderRow } from '../../db/shop.table';
import { conflict } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { findOrderRow, orderNotFound, transition } from './order-repository';
import { afterRefund } from './order-events';
import { notifyOrder } from './order-notify';

/**
 * An order's life after payment: paid (success) → shipped → delivered; cancelled before it ships (unpaid or
 * paid: a paid one then waits for its refund); refunded once money was taken (the goods come back, so the
 * stock returns, exactly once). Every step is one conditional UPDATE from the statuses it may start from (the
 * table in @pnc/schemas/shop/order-life): a repeat or a concurrent twin finds the order moved and changes nothing.
 */

/** A step that may not start from this status: the conflict that names why. */
type Refusal = () => Error;

async function step(
  app: FastifyInstance,
  order: ShopOrderRow,
  name: OrderStep,
  set: Parameters<typeof transition>[4],
  refuse: Refusal,
  sameAgain: (now: ShopOrderRow) => boolean,
): Promise<boolean> {
  const { to } = orderLife[name];
  if (await transition(app.db, order.id, stepFrom(name), to, set)) return true;
  const now = await findOrderRow(app.db, order.id);
  if (now && now.status === to && sameAgain(now)) return false;
  throw refuse();
}

const notPaid = () => conflict('order_not_paid', 'This order is not paid, so it cannot be shipped.');

export async function shipOrder(app: FastifyInstance, orderId: number, body: ShipBody): Promise<void> {
  const order = await findOrderRow(app.db, orderId);
  if (!order) throw orderNotFound();
  const moved = await step(
    app,
    order,
    'ship',
    { shipping_carrier: body.carrier, tracking_number: body.tracking_number, shipped_at: nowIso() },
    notPaid,
    (now) => now.shipping_carrier === body.carrier && now.tracking_number === body.tracking_number,
  );
  if (moved) await notifyOrder(app, orderId, 'shipped');
}

export async function deliverOrder(app: FastifyInstance, orderId: number): Promise<void> {
  const order = await findOrderRow(app.db, orderId);
  if (!order) throw orderNotFound();
  await step(
    app,
    order,
    'deliver',
    { delivered_at: nowIso() },
    () => conflict('order_not_shipped', 'This order has not been shipped, so it cannot be marked delivered.'),
    () => true,
  );
}

/** Before it ships: an unpaid order (its stock returns) or a paid one (its stock returns; the refund follows). */
export async function cancelOrder(
  app: FastifyInstance,
  order: ShopOrderRow,
  reason: string | null,
  by: 'cancel' | 'cancelByManager',
): Promise<void> {
  const moved = await step(
    app,
    order,
    by,
    { cancelled_at: nowIso(), cancel_reason: reason },
    () => conflict('order_not_cancellable', 'This order has been shipped or has ended, so it cannot be cancelled.'),
    () => true,
  );
  if (moved) await notifyOrder(app, order.id, 'cancelled');
}

/** Money back on a paid order, at any point after payment (a cancelled or expired order paid late included). */
export async function refundOrder(app: FastifyInstance, orderId: number, reason: string): Promise<void> {
  const order = await findOrderRow(app.db, orderId);
  if (!order) throw orderNotFound();
  const refusal = () => conflict('order_not_refundable', 'This order is unpaid or already refunded, so it cannot be refunded.');
  if (orderLife.refund.needsPayment && !order.paid_at) throw refusal();
  const moved = await step(
    app,
    order,
    // failure included: an order that expired unpaid, then was paid late at ECPay (paid_at recorded: refund due).
    'refund',
    { refunded_at: nowIso(), cancel_reason: order.cancel_reason ?? reason },
    refusal,
    () => true,
  );
  if (moved) await afterRefund(app, orderId);
}
