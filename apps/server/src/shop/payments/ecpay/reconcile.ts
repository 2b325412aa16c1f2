import type { FastifyInstance } from 'fastify';
import { MINUTE } from '../../../lib/time';
import { type RTN_PAID, applyTradeResult } from './callbacks';
import { queryTradeInfo } from './query-trade';
import { fromTaipeiText } from './taipei-time';

/** ECPay asks merchants to query a trade no sooner than 10 minutes after payment, and again 10 minutes later. */
const RECONCILE_AFTER_MS = 15 * MINUTE;
const REQUERY_AFTER_MS = 10 * MINUTE;
const TRADE_PAID = '1' satisfies typeof RTN_PAID;
const TRADE_FAILED = '10200095';

/**
 * Attempts whose result never came (no ReturnURL within 15 minutes), for orders still waiting, are asked of
 * QueryTradeInfo/V5; a verified TradeStatus 1 for the attempt's amount marks the order paid the same way the
 * callback would (markOrderPaid: once), 10200095 notes the decline. Answers how many orders it marked paid.
 */
export async function reconcileEcpayPayments(app: FastifyInstance, now = new Date()): Promise<number> {
  if (app.config.shop.paymentProvider !== 'ecpay') return 0;
  const due = await app.db
    .selectFrom('payment_attempt')
    .innerJoin('shop_order', 'shop_order.id', 'payment_attempt.order_id')
    .selectAll('payment_attempt')
    .select('shop_order.total as order_total')
    .where('payment_attempt.provider', '=', 'ecpay')
    .where('payment_attempt.settled_at', 'is', null)
    .where('payment_attempt.created_at', '<', new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString())
    .where((eb) =>
      eb.or([
        eb('payment_attempt.checked_at', 'is', null),
        eb('payment_attempt.checked_at', '<', new Date(now.getTime() - REQUERY_AFTER_MS).toISOString()),
      ]),
    )
    .where('shop_order.status', '=', 'waiting')
    .orderBy('payment_attempt.id')
    .limit(50)
    .execute();
  let paid = 0;
  for (const { order_total, ...attempt } of due) {
    // Noted before asking: a query that fails (ECPay down, an answer that does not verify) still moves the attempt
    // to the back of the queue for REQUERY_AFTER_MS, so one bad trade never holds the oldest-50 batch.
    await app.db.updateTable('payment_attempt').set({ checked_at: now.toISOString() }).where('id', '=', attempt.id).execute();
    try {
      // TimeStamp is the real clock (ECPay accepts 3 minutes), whatever `now` the caller reasons with.
      const trade = await queryTradeInfo(app.config, attempt.merchant_trade_no);
      const amountOk = trade.TradeAmt === String(attempt.amount) && attempt.amount === order_total;
      if (trade.TradeStatus === TRADE_PAID && amountOk) {
        const moved = await applyTradeResult(app, attempt, {
          tradeNo: trade.TradeNo ?? '',
          rtnCode: TRADE_PAID,
          rtnMsg: 'QueryTradeInfo',
          paidAt: fromTaipeiText(trade.PaymentDate ?? '') ?? undefined,
        });
        if (moved) paid++;
      } else if (trade.TradeStatus === TRADE_PAID) {
        app.log.warn({ orderId: attempt.order_id }, 'ECPay trade paid with another amount: not marked paid');
      } else if (trade.TradeStatus === TRADE_FAILED) {
        await applyTradeResult(app, attempt, { tradeNo: trade.TradeNo ?? '', rtnCode: TRADE_FAILED, rtnMsg: 'QueryTradeInfo' });
      }
    } catch (err) {
      app.log.warn({ err, orderId: attempt.order_id }, 'ECPay trade query failed');
    }
  }
  return paid;
}
