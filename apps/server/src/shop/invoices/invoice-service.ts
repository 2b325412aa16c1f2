import type { FastifyInstance } from 'fastify';
import type { OrderStatus } from '@pnc/schemas/shop/order';
import { invoiceRules } from '@pnc/schemas/shop/order-life';
import type { Db } from '../../db/connect';
import type { ShopOrderRow } from '../../db/shop.table';
import { MINUTE, nowIso } from '../../lib/time';
import { canVoid } from './filing-period';
import { invoiceProvider } from './index';
import { invoiceLines, issueRequestOf } from './invoice-request';
import { type InvoiceProvider, InvoiceRefused, type Issued } from './provider';

/** Orders whose invoice is due: paid, and not (yet) refunded or cancelled (the order's life table says which). */
const PAID: OrderStatus[] = [...invoiceRules.issueIn];
/** Orders whose issued invoice is voided or given an allowance: refunded. */
const REFUNDED: OrderStatus[] = [...invoiceRules.refundIn];
/** A claim older than this was left by a server that stopped mid-call: the sweep takes it over. */
const STALE_MS = 10 * MINUTE;

/**
 * Moves an order's invoice from one of `from` to `to` in one conditional UPDATE and answers the row when this
 * caller moved it: of two concurrent callers exactly one gets it, the other gets nothing and does nothing.
 */
async function claim(
  db: Db,
  orderId: number,
  from: string[],
  to: string,
  orderIn: OrderStatus[] | 'any',
  staleBefore?: string,
): Promise<ShopOrderRow | undefined> {
  let q = db
    .updateTable('shop_order')
    .set({ invoice_status: to, updated_at: nowIso() })
    .where('id', '=', orderId)
    .where('invoice_status', 'in', from);
  if (orderIn !== 'any') q = q.where('status', 'in', orderIn);
  if (staleBefore) q = q.where('updated_at', '<', staleBefore);
  return q.returningAll().executeTakeFirst();
}

const moveInvoice = (db: Db, orderId: number, from: string, set: Partial<ShopOrderRow> & { invoice_status: string }) =>
  db
    .updateTable('shop_order')
    .set({ ...set, updated_at: nowIso() })
    .where('id', '=', orderId)
    .where('invoice_status', '=', from)
    .execute();

/** Why a call failed, for the log: the provider's own words, never a request, a key or a response body. */
const reasonOf = (err: unknown) =>
  err instanceof Error ? `${err instanceof InvoiceRefused ? 'refused' : 'failed'}: ${err.message}` : 'failed';

/**
 * Issues the e-invoice of a paid order, exactly once: pending → issuing by one conditional write (a second or
 * concurrent call finds it moved and does nothing), then the provider, then issuing → issued with the number, date
 * and random number. When the provider refuses or cannot be reached the invoice is left `failed` (nothing else
 * written) for `retryInvoices`. Never throws for the provider: the payment that called it stands either way.
 */
export async function issueInvoice(app: FastifyInstance, orderId: number): Promise<void> {
  const order = await claim(app.db, orderId, ['pending'], 'issuing', PAID);
  if (order) await issueClaimed(app, invoiceProvider(app.config), order, false);
}

/** A claimed invoice the provider issued (now, or earlier with its answer lost): its number, date and random number. */
const recordIssued = (db: Db, orderId: number, issued: Issued) =>
  moveInvoice(db, orderId, 'issuing', {
    invoice_status: 'issued',
    invoice_number: issued.number,
    invoice_date: issued.date,
    invoice_random: issued.random,
  });

async function issueClaimed(app: FastifyInstance, provider: InvoiceProvider, order: ShopOrderRow, retry: boolean) {
  let issued: Issued;
  try {
    const request = await issueRequestOf(app.db, order);
    // A retry first asks whether an earlier attempt was issued after all (its answer lost): never issue twice.
    issued = (retry ? await provider.findIssued(request.relateNumber) : null) ?? (await provider.issue(request));
  } catch (err) {
    await moveInvoice(app.db, order.id, 'issuing', { invoice_status: 'failed' });
    app.log.warn({ orderId: order.id, provider: provider.name, reason: reasonOf(err) }, 'e-invoice not issued; left for retry');
    return;
  }
  await recordIssued(app.db, order.id, issued);
  app.log.info({ orderId: order.id, provider: provider.name, invoiceNumber: issued.number }, 'e-invoice issued');
}

/**
 * A claim left in `issuing` on an order that is no longer paid (refunded, cancelled while the call was out): nothing
 * is issued now, but ECPay may have issued before the server stopped. Found → issued with its number (the refund
 * sweep then voids it or gives an allowance); not found → back to pending (nothing was issued, nothing is due);
 * the provider unreachable → left issuing, for the next sweep (the claim renewed updated_at).
 */
async function resolveUnpaidClaim(app: FastifyInstance, provider: InvoiceProvider, order: ShopOrderRow) {
  let issued: Issued | null;
  try {
    issued = await provider.findIssued((await issueRequestOf(app.db, order)).relateNumber);
  } catch (err) {
    app.log.warn(
      { orderId: order.id, provider: provider.name, reason: reasonOf(err) },
      'e-invoice claim unresolved; left for the sweep',
    );
    return;
  }
  if (!issued) {
    await moveInvoice(app.db, order.id, 'issuing', { invoice_status: 'pending' });
    return;
  }
  await recordIssued(app.db, order.id, issued);
  app.log.info({ orderId: order.id, provider: provider.name, invoiceNumber: issued.number }, 'e-invoice found issued');
}

/**
 * After a full refund: voids the invoice while its filing period is open (decision: before the 13th of the
 * month after its two-month period, Taipei time; decision 0026), else issues an allowance for the whole amount. issued →
 * refunding is the one conditional write that lets only one caller act; the provider's yes moves it to void or
 * allowance (with the allowance number); its no puts it back to issued, so a refusal changes nothing.
 */
export async function refundInvoice(app: FastifyInstance, orderId: number, now: number = Date.now()): Promise<void> {
  const order = await claim(app.db, orderId, ['issued'], 'refunding', REFUNDED);
  if (!order) return;
  const provider = invoiceProvider(app.config);
  const ref = { number: order.invoice_number ?? '', date: order.invoice_date ?? '' };
  try {
    if (!ref.number || !ref.date) throw new Error('the issued invoice has no number or date');
    if (canVoid(ref.date, now)) {
      await provider.invalid(ref, '訂單全額退款');
      await moveInvoice(app.db, orderId, 'refunding', { invoice_status: 'void' });
    } else {
      const user = await app.db.selectFrom('app_user').select('email').where('id', '=', order.user_id).executeTakeFirstOrThrow();
      const allowanceNo = await provider.allowance(ref, order.total, await invoiceLines(app.db, order), user.email);
      await moveInvoice(app.db, orderId, 'refunding', { invoice_status: 'allowance', invoice_allowance_no: allowanceNo });
    }
  } catch (err) {
    await moveInvoice(app.db, orderId, 'refunding', { invoice_status: 'issued' });
    app.log.warn({ orderId, provider: provider.name, reason: reasonOf(err) }, 'e-invoice refund not done; left issued');
    return;
  }
  app.log.info({ orderId, provider: provider.name }, 'e-invoice refunded');
}

/**
 * The sweep (run it periodically, anywhere, any number of times): issues failed invoices of paid orders again,
 * takes over claims a stopped server left behind, and finishes refunds whose invoice is still issued. Answers how
 * many orders it acted on.
 */
export async function retryInvoices(app: FastifyInstance, now: number = Date.now()): Promise<number> {
  const db = app.db;
  const staleBefore = new Date(now - STALE_MS).toISOString();
  const provider = invoiceProvider(app.config);
  let n = 0;
  const failed = await db
    .selectFrom('shop_order')
    .select('id')
    .where('invoice_status', '=', 'failed')
    .where('status', 'in', PAID)
    .execute();
  for (const { id } of failed) {
    const order = await claim(db, id, ['failed'], 'issuing', PAID);
    if (!order) continue;
    await issueClaimed(app, provider, order, true);
    n++;
  }
  const stuck = await db
    .selectFrom('shop_order')
    .select('id')
    .where('invoice_status', '=', 'issuing')
    .where('updated_at', '<', staleBefore)
    .execute();
  // Whatever the order's status now: a refund that came while the call was out must still find and void it.
  for (const { id } of stuck) {
    const order = await claim(db, id, ['issuing'], 'issuing', 'any', staleBefore);
    if (!order) continue;
    if (PAID.includes(order.status as OrderStatus)) await issueClaimed(app, provider, order, true);
    else await resolveUnpaidClaim(app, provider, order);
    n++;
  }
  // A refund left half-done goes back to issued, then every refunded order with an issued invoice is refunded.
  await db
    .updateTable('shop_order')
    .set({ invoice_status: 'issued', updated_at: nowIso() })
    .where('invoice_status', '=', 'refunding')
    .where('updated_at', '<', staleBefore)
    .execute();
  const refunded = await db
    .selectFrom('shop_order')
    .select('id')
    .where('invoice_status', '=', 'issued')
    .where('status', 'in', REFUNDED)
    .execute();
  for (const { id } of refunded) {
    await refundInvoice(app, id, now);
    n++;
  }
  return n;
}
