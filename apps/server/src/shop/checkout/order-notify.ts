import type { FastifyInstance } from 'fastify';
import { DAY, nowIso } from '../../lib/time';
import { loadOrder } from './order-repository';
import { orderMail, type OrderMailKind } from './order-mails';

/**
 * Sends one of an order's mails, at most once: the order_mail row is claimed first (its primary key refuses
 * a second claim, from this instance or another), then the mail goes. A mail that could not be sent gives its
 * claim back, so a later step (or the sweep, for the reminder) may try again. Never throws: an order's step
 * stands whether or not its mail went.
 */
export async function notifyOrder(app: FastifyInstance, orderId: number, kind: OrderMailKind): Promise<boolean> {
  const claimed = await app.db
    .insertInto('order_mail')
    .values({ order_id: orderId, kind, sent_at: nowIso() })
    .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
    .executeTakeFirst();
  if (!Number(claimed.numInsertedOrUpdatedRows ?? 0)) return false;
  try {
    const order = await loadOrder(app.db, orderId);
    const user = await app.db
      .selectFrom('app_user')
      .select(['email', 'display_name', 'username', 'language'])
      .where('id', '=', order.user_id)
      .executeTakeFirstOrThrow();
    const link = `${app.config.publicUrl}/orders/${order.id}`;
    const lang = user.language === 'en' ? 'en' : 'tw';
    await app.mailer.send(
      orderMail(kind, order, { email: user.email, display_name: user.display_name || user.username, lang }, link),
    );
    return true;
  } catch (err) {
    await app.db.deleteFrom('order_mail').where('order_id', '=', orderId).where('kind', '=', kind).execute();
    app.log.error({ orderId, kind, reason: (err as Error).message }, 'order mail not sent');
    return false;
  }
}

/** The day before an unpaid ATM or store-code order's deadline, one reminder. Safe to run anywhere, any number of times. */
export async function remindUnpaidOrders(app: FastifyInstance, now = Date.now()): Promise<number> {
  const due = await app.db
    .selectFrom('shop_order')
    .select('id')
    .where('status', '=', 'waiting')
    .where('payment_type', 'in', ['atm', 'cvs'])
    // Only once there is somewhere to pay: an account or store code the customer was given.
    .where((eb) => eb.or([eb('atm_account', 'is not', null), eb('payment_code', 'is not', null)]))
    .where('expires_at', '>', new Date(now).toISOString())
    .where('expires_at', '<=', new Date(now + DAY).toISOString())
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('order_mail')
            .select('order_id')
            .whereRef('order_mail.order_id', '=', 'shop_order.id')
            .where('order_mail.kind', '=', 'reminder'),
        ),
      ),
    )
    .execute();
  let n = 0;
  for (const { id } of due) if (await notifyOrder(app, id, 'reminder')) n++;
  return n;
}
