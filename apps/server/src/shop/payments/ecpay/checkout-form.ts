import type { PaymentType } from '@pnc/schemas/shop/order';
import type { Config } from '../../../config';
import type { Db } from '../../../db/connect';
import type { PaymentAttemptRow, ShopOrderRow } from '../../../db/shop.table';
import { checkMacValue } from './check-mac-value';
import { type ChoosePayment, createAttempt } from './attempts';
import { toTaipeiText } from './taipei-time';
import { ecpayUrls } from './urls';

export const choosePaymentFor: Partial<Record<PaymentType, ChoosePayment>> = {
  credit_card: 'Credit',
  atm: 'ATM',
  cvs: 'CVS',
};

/** ECPay's own advice: `&`, `<`, `>` and line breaks in a value break its CheckMacValue; `#` separates ItemName's lines. */
const plain = (text: string) => text.replace(/[&<>#\r\n]+/g, ' ').trim();

/** ItemName: one line per order line ("name x quantity"), joined by `#`; ECPay shows at most 400 characters. */
async function itemName(db: Db, orderId: number): Promise<string> {
  const lines = await db
    .selectFrom('order_item')
    .select(['saved_item_json', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const names = lines.map((l) => {
    const item = JSON.parse(l.saved_item_json) as { name_tw?: string; name_en?: string };
    return `${plain(item.name_tw ?? item.name_en ?? '')} x ${l.quantity}`;
  });
  return names.join('#').slice(0, 400);
}

/** The fields of the AioCheckOut/V5 form for one attempt, CheckMacValue last. */
async function checkoutFields(db: Db, config: Config, order: ShopOrderRow, attempt: PaymentAttemptRow) {
  const urls = ecpayUrls(config);
  const { ecpay } = config.shop;
  const fields: Record<string, string> = {
    MerchantID: ecpay.merchantId,
    MerchantTradeNo: attempt.merchant_trade_no,
    MerchantTradeDate: toTaipeiText(new Date()),
    PaymentType: 'aio',
    TotalAmount: String(attempt.amount),
    TradeDesc: `Order ${order.id}`,
    ItemName: await itemName(db, order.id),
    ReturnURL: urls.returnUrl,
    ChoosePayment: attempt.choose_payment,
    EncryptType: '1',
    ClientBackURL: urls.resultPage(order.id),
    CustomField1: String(order.id),
  };
  if (attempt.choose_payment === 'Credit') {
    // The browser comes back with the result (ECPay: not for ATM/CVS, whose payment comes later).
    fields.OrderResultURL = urls.orderResultUrl;
  } else {
    fields.PaymentInfoURL = urls.paymentInfoUrl;
    // After the account or code is issued ECPay posts it to the browser's page: ours, which verifies and redirects.
    fields.ClientRedirectURL = urls.orderResultUrl;
    if (attempt.choose_payment === 'ATM') fields.ExpireDate = String(ecpay.atmExpireDays);
    else fields.StoreExpireDate = String(ecpay.cvsExpireMinutes);
  }
  fields.CheckMacValue = checkMacValue(fields, ecpay.hashKey, ecpay.hashIv);
  return { action: urls.checkout, fields };
}

/** A new attempt for the order (a new MerchantTradeNo for its whole total) and its form. */
export async function newCheckoutForm(db: Db, config: Config, order: ShopOrderRow) {
  const choose = choosePaymentFor[order.payment_type as PaymentType];
  if (!choose) throw new Error(`no ECPay payment for ${order.payment_type}`);
  const attempt = await createAttempt(db, order.id, choose, order.total);
  return checkoutFields(db, config, order, attempt);
}
