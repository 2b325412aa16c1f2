import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DeliveryRequest } from '@pnc/schemas/shop/delivery';
import { formatFieldNote } from '@pnc/schemas/field-errors';
import type { InvoiceRequest } from '@pnc/schemas/shop/invoice';
import type { OrderCreate, OrderStatus } from '@pnc/schemas/shop/order';
import { canStep, initialStatus, orderLife, stepFrom } from '@pnc/schemas/shop/order-life';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import type { ShopOrderRow } from '../../db/shop.table';
import { AppError, invalid } from '../../lib/errors';
import { HOUR, isoIn, nowIso } from '../../lib/time';
import type { Providers } from '../payments/index';
import { type PaymentProvider, ProviderUnavailable } from '../payments/provider';
import { markOrderPaid } from './order-events';
import { findOrderRow, transition } from './order-repository';
import { parseCartText, shippingFor } from './cart';
import { byLockOrder, lineSnapshot, reserveLine } from './reserve-stock';

const deliveryColumns = (d: DeliveryRequest) =>
  d.method === 'home'
    ? {
        delivery_method: 'home',
        shipping_zip: d.zip,
        shipping_city: d.city,
        shipping_district: d.district,
        shipping_address: d.address,
      }
    : {
        delivery_method: 'cvs',
        shipping_zip: '',
        shipping_city: '',
        shipping_district: '',
        shipping_address: '',
        cvs_brand: d.brand,
        cvs_store_id: d.store_id,
        cvs_store_name: d.store_name,
        cvs_store_address: d.store_address,
      };

const invoiceColumns = (i: InvoiceRequest) => ({
  invoice_type: i.type,
  invoice_carrier: i.type === 'mobile' || i.type === 'certificate' ? i.carrier : null,
  invoice_love_code: i.type === 'donation' ? i.love_code : null,
  invoice_tax_id: i.type === 'company' ? i.tax_id : null,
  invoice_title: i.type === 'company' ? i.title : null,
  invoice_status: 'pending',
});

export const unavailable = () =>
  new AppError(503, 'service_unavailable', 'The payment provider is not answering. Try again soon.');

/**
 * Creates an order: every line reserves its stock with one conditional UPDATE inside the order's
 * transaction (no oversell under concurrency; any line short rolls the whole order back, 409 out_of_stock).
 * Prices and totals come from the database; each line keeps a JSON snapshot of the item.
 */
export async function createOrder(
  db: Db,
  config: Config,
  providers: Providers,
  userId: number,
  body: z.infer<typeof OrderCreate>,
) {
  const provider = providers[body.payment_type];
  if (!provider) throw invalid({ payment_type: ['payment_unavailable'] }, 'This payment type is not available.');
  const entries = Object.entries(parseCartText(body.data));
  if (!entries.length) throw invalid({ data: ['cart_empty'] }, 'The cart is empty.');
  // A fixed lock order (by item id) keeps two orders for the same items from deadlocking on PostgreSQL.
  entries.sort(([, a], [, b]) => byLockOrder(a, b));

  const orderId = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const lines = [];
    for (const [key, e] of entries) {
      // The item's (or its variant's) stock, reserved by one conditional UPDATE (checkout/reserve-stock.ts).
      const reserved = await reserveLine(trx, key, e);
      const { item } = reserved;
      if (item.currency !== body.currency) throw invalid({ currency: [formatFieldNote('wrong_currency', item.currency)] }, `Items are sold in ${item.currency}.`);
      // The snapshot is the item as the customer bought it (the API shape, without live stock counts), and its variant.
      lines.push({
        item,
        key,
        quantity: e.quantity,
        unit: reserved.unitPrice,
        variant: reserved.variant,
        snapshot: lineSnapshot(reserved, e),
      });
    }
    const subtotal = lines.reduce((s, l) => s + l.unit * l.quantity, 0);
    const shipping = shippingFor(config, body.delivery.method, subtotal);
    const first = lines.find((l) => l.key === entries[0]![0])!.item;
    const title = body.title || (lines.length > 1 ? `${first.name_tw} 等 ${lines.length} 項` : first.name_tw);
    const { id } = await trx
      .insertInto('shop_order')
      .values({
        user_id: userId,
        title,
        currency: body.currency,
        payment_type: body.payment_type,
        status: initialStatus,
        subtotal,
        shipping_fee: shipping,
        total: subtotal + shipping,
        shipping_name: body.shipping.name,
        shipping_phone: body.shipping.phone,
        ...deliveryColumns(body.delivery),
        ...invoiceColumns(body.invoice),
        payment_provider: provider.name,
        payment_ref: null,
        approve_url: null,
        atm_bank_code: null,
        atm_account: null,
        expires_at: null,
        paid_at: null,
        stock_released: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_item')
      .values(
        lines.map((l) => ({
          order_id: id,
          item_id: l.item.id,
          quantity: l.quantity,
          unit_price: l.unit,
          subtotal: l.unit * l.quantity,
          saved_item_json: JSON.stringify(l.snapshot),
          variant_id: l.variant?.id ?? null,
        })),
      )
      .execute();
    return id;
  });

  // The provider is called after commit: no database locks are held across a network call.
  const row = (await findOrderRow(db, orderId))!;
  try {
    const started = await provider.start(row);
    // Every order waits a bounded time for its payment (a declined card may pay again until then); a provider's
    // own deadline (an ATM account's) wins. Past it, the sweep ends the order and its stock returns.
    const expires_at = started.expires_at ?? isoIn(config.shop.ecpay.paymentHours * HOUR, Date.parse(row.created_at));
    await db
      .updateTable('shop_order')
      .set({ ...started, expires_at })
      .where('id', '=', orderId)
      .execute();
  } catch (err) {
    // The payment cannot start: the order fails at once and its stock goes back.
    await transition(db, orderId, stepFrom('startFail'), orderLife.startFail.to);
    if (err instanceof ProviderUnavailable) throw unavailable();
    throw err;
  }
  return orderId;
}

/**
 * Settles a payment once: waiting → processing by a conditional UPDATE (only one caller wins), then
 * the provider's own answer moves it to success, failure (stock released once) or back to waiting.
 * A repeated or concurrent call finds the order already moved and changes nothing.
 */
export async function settle(
  app: FastifyInstance,
  provider: PaymentProvider,
  order: ShopOrderRow,
  input: unknown,
): Promise<void> {
  const { db } = app;
  if (!canStep('settle', order.status as OrderStatus)) return;
  if (!(await transition(db, order.id, stepFrom('settle'), orderLife.settle.to))) return;
  let outcome;
  try {
    outcome = await provider.settle(order, input);
  } catch (err) {
    await transition(db, order.id, stepFrom('unsettle'), orderLife.unsettle.to);
    if (err instanceof ProviderUnavailable) throw unavailable();
    throw err;
  }
  if (outcome.result === 'success') {
    // Paid only from the status this call's settle step set (not from waiting: only this caller moves it on).
    await markOrderPaid(app, order.id, { ...(outcome.reference && { reference: outcome.reference }) }, [orderLife.settle.to]);
  } else if (outcome.result === 'failure' && order.payment_type === 'credit_card') {
    // A declined card keeps the order (and its reserved stock) awaiting payment, to pay again until it expires.
    await transition(db, order.id, stepFrom('unsettle'), orderLife.unsettle.to, { payment_error: 'declined' });
  } else if (outcome.result === 'failure') {
    await transition(db, order.id, stepFrom('fail'), orderLife.fail.to);
  } else {
    await transition(db, order.id, stepFrom('unsettle'), orderLife.unsettle.to);
  }
}
