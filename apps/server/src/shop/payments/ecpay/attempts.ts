import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/connect';
import type { PaymentAttemptRow } from '../../../db/shop.table';
import { nowIso } from '../../../lib/time';

export type ChoosePayment = 'Credit' | 'ATM' | 'CVS';

/**
 * A new MerchantTradeNo: letters and digits only, at most 20 (ECPay's rule), never reused: the order id in base 36
 * after a `P`, a `T`, then random hex to 20 characters (the unique index refuses the improbable clash).
 */
function newMerchantTradeNo(orderId: number): string {
  const head = `P${orderId.toString(36).toUpperCase()}T`;
  return (
    head +
    randomBytes(10)
      .toString('hex')
      .toUpperCase()
      .slice(0, 20 - head.length)
  );
}

/** Records a new attempt to pay the order: each checkout form is one. */
export async function createAttempt(db: Db, orderId: number, choose: ChoosePayment, amount: number) {
  return db
    .insertInto('payment_attempt')
    .values({
      order_id: orderId,
      provider: 'ecpay',
      merchant_trade_no: newMerchantTradeNo(orderId),
      choose_payment: choose,
      amount,
      created_at: nowIso(),
      trade_no: null,
      rtn_code: null,
      rtn_msg: null,
      info_at: null,
      settled_at: null,
      checked_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const findAttempt = (db: Db, merchantTradeNo: string) =>
  db.selectFrom('payment_attempt').selectAll().where('merchant_trade_no', '=', merchantTradeNo).executeTakeFirst();

/**
 * Notes the result callback (or the trade query in its place) on the attempt, once: the UPDATE is conditional on
 * settled_at still being empty, so of two concurrent or repeated callbacks one answers true and the other false.
 */
export const settleAttempt = (db: Db, attempt: PaymentAttemptRow, result: AttemptResult) =>
  noteOnce(db, attempt, result, 'settled_at');

/** Notes the payment-info callback (ATM account, store code) on the attempt, once (conditional on info_at). */
export const noteAttemptInfo = (db: Db, attempt: PaymentAttemptRow, result: AttemptResult) =>
  noteOnce(db, attempt, result, 'info_at');

type AttemptResult = { tradeNo: string; rtnCode: string; rtnMsg: string };

/** One conditional UPDATE: writes `at` and the answer while `at` (and settled_at: a settled attempt is final) is empty. */
async function noteOnce(db: Db, attempt: PaymentAttemptRow, result: AttemptResult, at: 'settled_at' | 'info_at') {
  const res = await db
    .updateTable('payment_attempt')
    .set({ [at]: nowIso(), trade_no: result.tradeNo, rtn_code: result.rtnCode, rtn_msg: result.rtnMsg.slice(0, 200) })
    .where('id', '=', attempt.id)
    .where(at, 'is', null)
    .where('settled_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
