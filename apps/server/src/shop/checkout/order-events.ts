import type { FastifyInstance } from 'fastify';
import type { OrderStatus } from '@pnc/schemas/shop/order';
import { orderLife, stepFrom } from '@pnc/schemas/shop/order-life';
import { nowIso } from '../../lib/time';
import { issueInvoice, refundInvoice } from '../invoices/invoice-service';
import { notifyOrder } from './order-notify';
import { transition } from './order-repository';

export interface Paid {
  /** the provider's trade reference (ECPay TradeNo, PayPal order id, sandbox charge id). */
  reference?: string;
  paidAt?: string;
}

/**
 * The one way an order becomes paid, from whichever provider said so: one conditional UPDATE from an unpaid
 * status (so a repeated or concurrent callback changes nothing and answers false), then what follows a
 * payment (its e-invoice and the "paid" mail) for the caller that moved it.
 */
export async function markOrderPaid(
  app: FastifyInstance,
  orderId: number,
  paid: Paid = {},
  from: OrderStatus[] = stepFrom('pay'),
): Promise<boolean> {
  const moved = await transition(app.db, orderId, from, orderLife.pay.to, {
    paid_at: paid.paidAt ?? nowIso(),
    payment_error: null,
    ...(paid.reference && { payment_ref: paid.reference }),
  });
  if (moved) await afterPaid(app, orderId);
  return moved;
}

/** What follows a payment: the e-invoice, then the mail (which carries the invoice number). */
async function afterPaid(app: FastifyInstance, orderId: number): Promise<void> {
  await issueInvoice(app, orderId);
  await notifyOrder(app, orderId, 'paid');
}

/** What follows a refund: the e-invoice voided or given an allowance, then the mail. */
export async function afterRefund(app: FastifyInstance, orderId: number): Promise<void> {
  await refundInvoice(app, orderId);
  await notifyOrder(app, orderId, 'refunded');
}
