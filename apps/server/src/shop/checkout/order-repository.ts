import type { CvsBrand, Delivery } from '@pnc/schemas/shop/delivery';
import type { Invoice } from '@pnc/schemas/shop/invoice';
import type { Order, OrderStatus, PaymentType } from '@pnc/schemas/shop/order';
import { endedStatuses, orderLife, stepFrom } from '@pnc/schemas/shop/order-life';
import type { Db } from '../../db/connect';
import type { ShopOrderRow } from '../../db/shop.table';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { releaseLine } from './reserve-stock';

export const orderNotFound = () =>
  new AppError(404, 'order_not_found', 'The order does not exist or you have no right to view it.');

export const findOrderRow = (db: Db, id: number) =>
  db.selectFrom('shop_order').selectAll().where('id', '=', id).executeTakeFirst();

/** The order when it belongs to the user; someone else's order is answered exactly like a missing one. */
export async function ownOrderRow(db: Db, id: number, userId: number): Promise<ShopOrderRow> {
  const row = await findOrderRow(db, id);
  if (!row || row.user_id !== userId) throw orderNotFound();
  return row;
}

/** Rows → API: the one place orders are shaped (saved_item_json stays JSON text, as the client parses it). */
export async function toOrders(db: Db, rows: ShopOrderRow[]): Promise<Order[]> {
  if (!rows.length) return [];
  const lines = await db
    .selectFrom('order_item')
    .selectAll()
    .where(
      'order_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    user_id: r.user_id,
    title: r.title,
    currency: r.currency as Order['currency'],
    payment_type: r.payment_type as PaymentType,
    status: r.status as OrderStatus,
    subtotal: r.subtotal,
    shipping_fee: r.shipping_fee,
    total: r.total,
    shipping: { name: r.shipping_name, phone: r.shipping_phone, address: r.shipping_address },
    delivery: toDelivery(r),
    payment: {
      provider: r.payment_provider,
      bank_code: r.atm_bank_code,
      virtual_account: r.atm_account,
      expires_at: r.expires_at,
      reference: r.payment_ref,
      approve_url: r.approve_url,
      code: r.payment_code,
      error: r.payment_error,
    },
    invoice: toInvoice(r),
    shipment: {
      carrier: r.shipping_carrier,
      tracking_number: r.tracking_number,
      shipped_at: r.shipped_at,
      delivered_at: r.delivered_at,
    },
    paid_at: r.paid_at,
    cancelled_at: r.cancelled_at,
    cancel_reason: r.cancel_reason,
    refunded_at: r.refunded_at,
    items: lines
      .filter((l) => l.order_id === r.id)
      .map((l) => ({
        id: l.id,
        item_id: l.item_id,
        quantity: l.quantity,
        unit_price: l.unit_price,
        subtotal: l.subtotal,
        saved_item_json: l.saved_item_json,
      })),
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}

const toDelivery = (r: ShopOrderRow): Delivery => ({
  method: r.delivery_method as Delivery['method'],
  zip: r.shipping_zip,
  city: r.shipping_city,
  district: r.shipping_district,
  address: r.shipping_address,
  store:
    r.delivery_method === 'cvs' && r.cvs_brand
      ? {
          brand: r.cvs_brand as CvsBrand,
          store_id: r.cvs_store_id ?? '',
          store_name: r.cvs_store_name ?? '',
          store_address: r.cvs_store_address ?? '',
        }
      : null,
});

const toInvoice = (r: ShopOrderRow): Invoice | null =>
  r.invoice_type
    ? {
        type: r.invoice_type as Invoice['type'],
        carrier: r.invoice_carrier,
        love_code: r.invoice_love_code,
        tax_id: r.invoice_tax_id,
        title: r.invoice_title,
        number: r.invoice_number,
        date: r.invoice_date,
        random_number: r.invoice_random,
        status: r.invoice_status as Invoice['status'],
        allowance_number: r.invoice_allowance_no,
      }
    : null;

export async function loadOrder(db: Db, id: number): Promise<Order> {
  return (await toOrders(db, [(await findOrderRow(db, id))!]))[0]!;
}

/**
 * Moves an order from one of `from` to `to` in one conditional UPDATE: a repeated or concurrent call
 * finds the status already moved and changes nothing (answers false). Failing or cancelling releases
 * the order's stock, at most once (guarded by stock_released): entering an ended status (a refund takes the goods back).
 */
export async function transition(
  db: Db,
  orderId: number,
  from: OrderStatus[],
  to: OrderStatus,
  set: Partial<Omit<ShopOrderRow, 'id' | 'status' | 'updated_at' | 'stock_released'>> = {},
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('shop_order')
      .set({ ...set, status: to, updated_at: nowIso() })
      .where('id', '=', orderId)
      .where('status', 'in', from)
      .executeTakeFirst();
    if (!Number(res.numUpdatedRows)) return false;
    if (endedStatuses.includes(to)) await releaseStock(trx, orderId);
    return true;
  });
}

async function releaseStock(trx: Db, orderId: number) {
  const res = await trx
    .updateTable('shop_order')
    .set({ stock_released: 1 })
    .where('id', '=', orderId)
    .where('stock_released', '=', 0)
    .executeTakeFirst();
  if (!Number(res.numUpdatedRows)) return;
  const lines = await trx
    .selectFrom('order_item')
    .select(['item_id', 'variant_id', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('item_id')
    .orderBy('variant_id')
    .execute();
  // Back to the item, or to the variant the line reserved (checkout/reserve-stock.ts).
  for (const l of lines) await releaseLine(trx, l);
}

/**
 * Grace before an ECPay order expires: an attempt opened less than this long ago and not yet settled may be a
 * payment in flight (the customer on ECPay's page, its ReturnURL not yet here), so its order waits until the
 * attempt is this old. A payment that still comes after the order expired is kept as "refund due".
 */
const EXPIRY_GRACE_MS = 15 * 60_000;

/**
 * Orders still unpaid after their expiry fail, and their stock returns: any payment type with an expires_at (the
 * sandbox's ATM accounts; every ECPay order: its card window, ATM account or store code deadline), except one with
 * an unsettled ECPay attempt younger than EXPIRY_GRACE_MS. Safe to run anywhere, any number of times.
 */
export async function expireAtmOrders(db: Db, now = nowIso()): Promise<number> {
  const graceFrom = new Date(Date.parse(now) - EXPIRY_GRACE_MS).toISOString();
  const due = await db
    .selectFrom('shop_order')
    .select('id')
    .where('status', 'in', stepFrom('expire'))
    .where('expires_at', 'is not', null)
    .where('expires_at', '<', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payment_attempt')
            .select('payment_attempt.id')
            .whereRef('payment_attempt.order_id', '=', 'shop_order.id')
            .where('payment_attempt.provider', '=', 'ecpay')
            .where('payment_attempt.settled_at', 'is', null)
            .where('payment_attempt.created_at', '>', graceFrom),
        ),
      ),
    )
    .execute();
  let n = 0;
  for (const { id } of due) if (await transition(db, id, stepFrom('expire'), orderLife.expire.to)) n++;
  return n;
}

/**
 * A payment left in processing (the server stopped while asking the provider) goes back to waiting after
 * `staleMs`, so the next result call asks the provider again (PayPal refuses a second capture, so this is safe).
 */
export async function recoverStuckPayments(db: Db, now = Date.now(), staleMs = 10 * 60_000): Promise<number> {
  const res = await db
    .updateTable('shop_order')
    .set({ status: orderLife.unsettle.to, updated_at: new Date(now).toISOString() })
    .where('status', 'in', stepFrom('unsettle'))
    .where('updated_at', '<', new Date(now - staleMs).toISOString())
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}
