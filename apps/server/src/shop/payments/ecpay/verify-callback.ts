import type { FastifyInstance } from 'fastify';
import type { PaymentAttemptRow, ShopOrderRow } from '../../../db/shop.table';
import { findOrderRow } from '../../checkout/order-repository';
import { type EcpayFields, verifyCheckMacValue } from './check-mac-value';
import { findAttempt } from './attempts';

type Verified = { ok: true; attempt: PaymentAttemptRow; order: ShopOrderRow } | { ok: false; reason: string };

/**
 * What every message from ECPay must pass before anything is written: its CheckMacValue under our keys, our
 * MerchantID, a MerchantTradeNo we issued, and a TradeAmt equal to that attempt's amount and the order's total.
 */
export async function verifyEcpayMessage(app: FastifyInstance, fields: EcpayFields): Promise<Verified> {
  const { ecpay } = app.config.shop;
  if (!verifyCheckMacValue(fields, ecpay.hashKey, ecpay.hashIv)) return { ok: false, reason: 'CheckMacValue Error' };
  if (fields.MerchantID !== ecpay.merchantId) return { ok: false, reason: 'MerchantID Error' };
  const attempt = await findAttempt(app.db, fields.MerchantTradeNo ?? '');
  if (!attempt) return { ok: false, reason: 'MerchantTradeNo Error' };
  const order = await findOrderRow(app.db, attempt.order_id);
  if (!order) return { ok: false, reason: 'MerchantTradeNo Error' };
  const amount = fields.TradeAmt ?? '';
  if (!/^\d+$/.test(amount) || Number(amount) !== attempt.amount || attempt.amount !== order.total) {
    return { ok: false, reason: 'TradeAmt Error' };
  }
  return { ok: true, attempt, order };
}
