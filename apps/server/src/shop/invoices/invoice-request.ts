import type { InvoiceType } from '@pnc/schemas/shop/invoice';
import type { Db } from '../../db/connect';
import type { ShopOrderRow } from '../../db/shop.table';
import type { InvoiceLine, IssueRequest } from './provider';

/**
 * An order's RelateNumber (ECPay's 特店自訂編號, at most 30 letters and digits, never reused): the order id and
 * the instant it was created, so it stays the same across retries and differs between databases sharing one
 * merchant (ECPay's stage merchant is shared by everyone). PNC42D250102030405678 ≤ 29 characters.
 */
export const relateNumberOf = (order: Pick<ShopOrderRow, 'id' | 'created_at'>) =>
  `PNC${order.id}D${order.created_at.replace(/\D/g, '').slice(2, 17)}`;

const nameOf = (savedItemJson: string, itemId: number): string => {
  try {
    const saved = JSON.parse(savedItemJson) as { name_tw?: unknown };
    if (typeof saved.name_tw === 'string' && saved.name_tw.trim()) return saved.name_tw.trim().slice(0, 100);
  } catch {
    // an unreadable snapshot still gets a line
  }
  return `商品 #${itemId}`;
};

/** The invoice's lines: each order line as sold, and the shipping fee as one more line when there is one. */
export async function invoiceLines(db: Db, order: ShopOrderRow): Promise<InvoiceLine[]> {
  const rows = await db
    .selectFrom('order_item')
    .select(['item_id', 'quantity', 'unit_price', 'subtotal', 'saved_item_json'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  const lines: InvoiceLine[] = rows.map((r) => ({
    name: nameOf(r.saved_item_json, r.item_id),
    count: r.quantity,
    word: '件',
    price: r.unit_price,
    amount: r.subtotal,
  }));
  if (order.shipping_fee > 0)
    lines.push({ name: '運費', count: 1, word: '式', price: order.shipping_fee, amount: order.shipping_fee });
  return lines;
}

/** Where a company's printed invoice goes: the home address, or the pickup store. */
const addressOf = (o: ShopOrderRow) =>
  o.delivery_method === 'cvs'
    ? `${o.cvs_store_name ?? ''} ${o.cvs_store_address ?? ''}`.trim()
    : `${o.shipping_zip} ${o.shipping_city}${o.shipping_district}${o.shipping_address}`.trim();

/**
 * What one order's invoice is issued for: the order's total, tax included (B2C, TaxType 1), under its RelateNumber.
 * The lines must add up to the total; an order whose lines do not is refused rather than invoiced for another amount.
 */
export async function issueRequestOf(db: Db, order: ShopOrderRow): Promise<IssueRequest> {
  const lines = await invoiceLines(db, order);
  const sum = lines.reduce((s, l) => s + l.amount, 0);
  if (sum !== order.total) throw new Error(`order ${order.id}: invoice lines add up to ${sum}, not the total ${order.total}`);
  const user = await db.selectFrom('app_user').select('email').where('id', '=', order.user_id).executeTakeFirstOrThrow();
  return {
    orderId: order.id,
    relateNumber: relateNumberOf(order),
    type: (order.invoice_type ?? 'member') as InvoiceType,
    carrier: order.invoice_carrier,
    loveCode: order.invoice_love_code,
    taxId: order.invoice_tax_id,
    title: order.invoice_title,
    address: addressOf(order),
    email: user.email,
    amount: order.total,
    lines,
  };
}
