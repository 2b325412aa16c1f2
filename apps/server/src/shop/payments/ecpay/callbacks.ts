import type { FastifyInstance } from 'fastify';
import { endedBeforeShipping } from '@pnc/schemas/shop/order-life';
import type { PaymentAttemptRow } from '../../../db/shop.table';
import { nowIso } from '../../../lib/time';
import { markOrderPaid } from '../../checkout/order-events';
import type { EcpayFields } from './check-mac-value';
import { noteAttemptInfo, settleAttempt } from './attempts';
import { fromTaipeiText } from './taipei-time';
import { verifyEcpayMessage } from './verify-callback';
import { notifyOrder } from '../../checkout/order-notify';

/** ECPay's RtnCode for a paid trade, an issued ATM account, an issued store (CVS / barcode) code. */
export const RTN_PAID = '1';
export const RTN_ATM_ISSUED = '2';
export const RTN_CVS_ISSUED = '10100073';

/** What we answer ECPay: `1|OK` once the message is taken (also for a repeat), `0|reason` when it is refused. */
export type EcpayAnswer = { ok: true; text: '1|OK'; orderId: number } | { ok: false; text: string; orderId?: number };
const refused = (reason: string, orderId?: number): EcpayAnswer => ({ ok: false, text: `0|${reason}`, orderId });

/**
 * Marks the order paid (through the lead's markOrderPaid: one conditional UPDATE, so a repeated or concurrent
 * message changes nothing) and notes the result on the attempt; a failed card payment leaves the order waiting,
 * with payment_error 'declined', so the customer can pay again until it expires. True when this call marked it paid.
 */
export async function applyTradeResult(
  app: FastifyInstance,
  attempt: PaymentAttemptRow,
  result: { tradeNo: string; rtnCode: string; rtnMsg: string; paidAt?: string },
): Promise<boolean> {
  if (result.rtnCode === RTN_PAID) {
    const moved = await markOrderPaid(app, attempt.order_id, { reference: result.tradeNo, paidAt: result.paidAt });
    if (moved) {
      await app.db
        .updateTable('shop_order')
        .set({ payment_error: null })
        .where('id', '=', attempt.order_id)
        .where('payment_error', 'is not', null)
        .execute();
    } else if (await recordLatePayment(app, attempt.order_id, result)) {
      // Paid at ECPay for an order that had already ended (expired or cancelled): the money is kept on record
      // (paid_at, payment_ref) so the order shows "refund due" and a manager refunds it; it is not revived (its
      // stock has gone back on the shelf).
      app.log.warn({ orderId: attempt.order_id }, 'ECPay payment for an ended order: recorded, refund due');
    }
    await settleAttempt(app.db, attempt, result);
    return moved;
  }
  if (await settleAttempt(app.db, attempt, result)) {
    await app.db
      .updateTable('shop_order')
      .set({ payment_error: 'declined', updated_at: nowIso() })
      .where('id', '=', attempt.order_id)
      .where('status', '=', 'waiting')
      .execute();
  }
  return false;
}

/**
 * A payment for an order that ended unpaid (failure: expired; cancelled): paid_at and payment_ref are written by one
 * conditional UPDATE (only while paid_at is empty, so a repeat or a concurrent twin changes nothing) and the status
 * stays, so the order reads as paid-but-ended, a refund due (refundOrder takes it from there). True when written.
 */
async function recordLatePayment(
  app: FastifyInstance,
  orderId: number,
  result: { tradeNo: string; paidAt?: string },
): Promise<boolean> {
  const res = await app.db
    .updateTable('shop_order')
    .set({ paid_at: result.paidAt ?? nowIso(), payment_ref: result.tradeNo || null, updated_at: nowIso() })
    .where('id', '=', orderId)
    .where('status', 'in', [...endedBeforeShipping])
    .where('paid_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** ReturnURL (and the browser's OrderResultURL): the payment's result. */
export async function handleReturn(app: FastifyInstance, fields: EcpayFields): Promise<EcpayAnswer> {
  const v = await verifyEcpayMessage(app, fields);
  if (!v.ok) return refused(v.reason);
  const rtnCode = fields.RtnCode ?? '';
  if (!/^\d+$/.test(rtnCode)) return refused('RtnCode Error', v.order.id);
  // SimulatePaid=1 is a test payment made from ECPay's dashboard: no money moves, so nothing is marked paid.
  if (fields.SimulatePaid === '1') {
    app.log.info({ orderId: v.order.id }, 'ECPay simulated payment ignored');
    return { ok: true, text: '1|OK', orderId: v.order.id };
  }
  await applyTradeResult(app, v.attempt, {
    tradeNo: fields.TradeNo ?? '',
    rtnCode,
    rtnMsg: fields.RtnMsg ?? '',
    paidAt: rtnCode === RTN_PAID ? (fromTaipeiText(fields.PaymentDate ?? '') ?? undefined) : undefined,
  });
  return { ok: true, text: '1|OK', orderId: v.order.id };
}

/** PaymentInfoURL (and the browser's ClientRedirectURL): the ATM account or the store code ECPay issued, and its deadline. */
export async function handlePaymentInfo(app: FastifyInstance, fields: EcpayFields): Promise<EcpayAnswer> {
  const v = await verifyEcpayMessage(app, fields);
  if (!v.ok) return refused(v.reason);
  const { attempt, order } = v;
  const rtnCode = fields.RtnCode ?? '';
  const result = { tradeNo: fields.TradeNo ?? '', rtnCode, rtnMsg: fields.RtnMsg ?? '' };
  let set: { atm_bank_code?: string; atm_account?: string; payment_code?: string; expires_at: string } | undefined;
  if (rtnCode === RTN_ATM_ISSUED) {
    const expires = fromTaipeiText(fields.ExpireDate ?? '');
    if (attempt.choose_payment !== 'ATM') return refused('RtnCode Error', order.id);
    if (!/^\d{3}$/.test(fields.BankCode ?? '') || !/^\d{6,20}$/.test(fields.vAccount ?? '') || !expires) {
      return refused('PaymentInfo Error', order.id);
    }
    set = { atm_bank_code: fields.BankCode!, atm_account: fields.vAccount!, expires_at: expires };
  } else if (rtnCode === RTN_CVS_ISSUED) {
    const expires = fromTaipeiText(fields.ExpireDate ?? '');
    if (attempt.choose_payment !== 'CVS') return refused('RtnCode Error', order.id);
    if (!/^[A-Za-z0-9]{1,20}$/.test(fields.PaymentNo ?? '') || !expires) return refused('PaymentInfo Error', order.id);
    set = { payment_code: fields.PaymentNo!, expires_at: expires };
  }
  // One conditional write on the attempt: a repeated or concurrent message finds info_at set and changes nothing.
  // The order keeps the first account or code issued for it, whichever attempt it came from: a second one (another
  // attempt opened before the first was issued) never overwrites what the customer was already told.
  if ((await noteAttemptInfo(app.db, attempt, result)) && set) {
    const stored = await app.db
      .updateTable('shop_order')
      .set({ ...set, updated_at: nowIso() })
      .where('id', '=', order.id)
      .where('status', '=', 'waiting')
      .where('atm_account', 'is', null)
      .where('payment_code', 'is', null)
      .executeTakeFirst();
    // The customer is told where and by when to pay (once an order, whichever attempt issued it first).
    if (Number(stored.numUpdatedRows)) await notifyOrder(app, order.id, 'payment_info');
  }
  return { ok: true, text: '1|OK', orderId: order.id };
}
