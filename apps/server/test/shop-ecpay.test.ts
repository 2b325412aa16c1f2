import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { expireAtmOrders } from '../src/shop/checkout/order-repository';
import { findAttempt } from '../src/shop/payments/ecpay/attempts';
import { applyTradeResult } from '../src/shop/payments/ecpay/callbacks';
import { checkMacValue, ecpayUrlEncode, verifyCheckMacValue } from '../src/shop/payments/ecpay/check-mac-value';
import { queryTradeInfo } from '../src/shop/payments/ecpay/query-trade';
import { reconcileEcpayPayments } from '../src/shop/payments/ecpay/reconcile';
import { fromTaipeiText, toTaipeiText } from '../src/shop/payments/ecpay/taipei-time';
import { engines, type Harness, setupApp } from './helper';
import { ECPAY_STAGE, fakeEcpay } from './support/fake-ecpay';
import { makeItem, placeOrder, userWithToken } from './shop-support';

const { hashKey, hashIv } = ECPAY_STAGE;

describe('CheckMacValue (ECPay 附錄 / 檢查碼機制)', () => {
  it("gives the documented AioCheckOut example's SHA256 value", () => {
    const fields = {
      TradeDesc: '促銷方案',
      PaymentType: 'aio',
      MerchantTradeDate: '2023/03/12 15:30:23',
      MerchantTradeNo: 'ecpay20230312153023',
      MerchantID: '3002607',
      ReturnURL: 'https://www.ecpay.com.tw/receive.php',
      ItemName: 'Apple iphone 15',
      TotalAmount: '30000',
      ChoosePayment: 'ALL',
      EncryptType: '1',
    };
    const mac = '6C51C9E6888DE861FD62FB1DD17029FC742634498FD813DC43D4243B5685B840';
    expect(checkMacValue(fields, hashKey, hashIv)).toBe(mac);
    expect(verifyCheckMacValue({ ...fields, CheckMacValue: mac }, hashKey, hashIv)).toBe(true);
    expect(verifyCheckMacValue({ ...fields, CheckMacValue: mac.toLowerCase() }, hashKey, hashIv)).toBe(true);
    expect(verifyCheckMacValue({ ...fields, TotalAmount: '3000', CheckMacValue: mac }, hashKey, hashIv)).toBe(false);
    expect(verifyCheckMacValue({ ...fields, CheckMacValue: mac }, 'wrongkey0000000', hashIv)).toBe(false);
    expect(verifyCheckMacValue(fields, hashKey, hashIv)).toBe(false);
  });

  it('encodes as the URLEncode table\'s ".NET (ecpay)" column', () => {
    expect(ecpayUrlEncode('-_.!*() ~\'@#$%^&=+;?/\\><`[]{}:",|')).toBe(
      '-_.!*()+%7e%27%40%23%24%25%5E%26%3D%2B%3B%3F%2F%5C%3E%3C%60%5B%5D%7B%7D%3A%22%2C%7C',
    );
  });

  it('reads and writes Taipei time', () => {
    expect(toTaipeiText(new Date('2025-03-04T16:05:09Z'))).toBe('2025/03/05 00:05:09');
    expect(fromTaipeiText('2025/03/05 00:05:09')).toBe('2025-03-04T16:05:09.000Z');
    // An ATM deadline is a date: the end of that day in Taipei.
    expect(fromTaipeiText('2025/03/05')).toBe('2025-03-05T15:59:59.000Z');
    expect(fromTaipeiText('2025/02/30')).toBeNull();
    expect(fromTaipeiText('2025-03-05')).toBeNull();
  });
});

/** The suite's harness: the fake hands its callbacks to the app in process. */
let target: Harness | undefined;
const fake = fakeEcpay({
  deliver: async (url, fields) =>
    (
      await target!.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      })
    ).body,
});
let aioUrl = '';
beforeAll(async () => {
  aioUrl = await fake.start();
});
afterAll(() => fake.stop());

describe.each(engines)('ECPay AIO payments on %s', (engine) => {
  const base = testConfig();
  const h = setupApp(engine, {
    config: {
      publicUrl: 'http://shop.test',
      public: { ...base.public, webUrl: 'http://shop.test' },
      // A getter: the fake's port is known only once it listens (before the app is built).
      get shop() {
        return { ...base.shop, paymentProvider: 'ecpay' as const, ecpay: { ...base.shop.ecpay, aioUrl } };
      },
    },
  });
  beforeAll(() => void (target = h));

  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const post = (url: string, fields: Record<string, string>) =>
    h.inject({ method: 'POST', url, headers: form, payload: new URLSearchParams(fields).toString() });
  const orderOf = async (id: number, headers: Record<string, string>) =>
    (await h.inject({ method: 'GET', url: `/checkout/order/${id}/`, headers })).json();
  const stockOf = async (id: number) => (await h.inject({ method: 'GET', url: `/api/items/${id}/` })).json().stock as number;

  /** An order of 2 × NT$700 (+ NT$100 shipping) paid by `type`, and the customer's first ECPay form for it. */
  const setup = async (type: 'credit_card' | 'atm' | 'cvs' = 'credit_card') => {
    const manager = await userWithToken(h, 'manager');
    const customer = await userWithToken(h, 'customer');
    const item = await makeItem(h, manager, { price: 700, stock: 5 });
    const res = await placeOrder(h, customer, { k: { item_id: item.id, quantity: 2 } }, { payment_type: type });
    expect(res.statusCode).toBe(201);
    const order = res.json();
    return { customer, item, order, ...(await openForm(order.id, customer.headers)) };
  };
  /** A new attempt: the form from our API, posted to the fake's AioCheckOut page as the browser does. */
  const openForm = async (orderId: number, headers: Record<string, string>) => {
    const res = await h.inject({ method: 'POST', url: `/api/payment/ecpay/${orderId}/form/`, headers });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { action: string; fields: Record<string, string> };
    const page = await fetch(body.action, {
      method: 'POST',
      headers: form,
      body: new URLSearchParams(body.fields).toString(),
    });
    expect(page.status).toBe(200);
    return { ...body, no: body.fields.MerchantTradeNo!, page: await page.text() };
  };
  /** Signed fields for a trade, without delivering them (as if ECPay had sent them). */
  const signedResult = async (no: string, action: 'pay' | 'issue' = 'pay') => {
    fake.dropCallbacks(true);
    try {
      return (await fake[action](no)).fields;
    } finally {
      fake.dropCallbacks(false);
    }
  };
  const resign = (fields: Record<string, string>, key = hashKey) => {
    const { CheckMacValue: _old, ...rest } = fields;
    return { ...rest, CheckMacValue: checkMacValue(rest, key, hashIv) };
  };

  it('offers card, ATM and store codes through ECPay, and lets forms post only to its origin', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/bootstrap/' });
    expect(res.json()).toMatchObject({ payment_types: ['atm', 'credit_card', 'cvs'], payment_provider: 'ecpay' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`form-action 'self' ${new URL(aioUrl).origin};`);
  });

  it('answers a signed AioCheckOut form for the order total, a new MerchantTradeNo each time', async () => {
    const { order, customer, action, fields, page } = await setup();
    expect(action).toBe(`${aioUrl}/Cashier/AioCheckOut/V5`);
    expect(fields).toMatchObject({
      MerchantID: '3002607',
      PaymentType: 'aio',
      ChoosePayment: 'Credit',
      EncryptType: '1',
      TotalAmount: String(order.total),
      ReturnURL: 'http://shop.test/api/payment/ecpay/return/',
      OrderResultURL: 'http://shop.test/api/payment/ecpay/result/',
      ClientBackURL: `http://shop.test/payment/result/${order.id}`,
    });
    expect(order.total).toBe(1500);
    expect(fields.ItemName).toMatch(/ x 2$/);
    expect(fields.MerchantTradeDate).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(fields.MerchantTradeNo).toMatch(/^[A-Za-z0-9]{1,20}$/);
    expect(verifyCheckMacValue(fields, hashKey, hashIv)).toBe(true);
    expect(page).toContain('ecpay-pay');
    const again = await openForm(order.id, customer.headers);
    expect(again.no).not.toBe(fields.MerchantTradeNo);
    // ECPay refuses a form whose fields were changed after signing.
    const altered = await fetch(action, {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({ ...fields, TotalAmount: '1' }).toString(),
    });
    expect(await altered.text()).toBe('CheckMacValue Error');
    const other = await userWithToken(h, 'customer');
    const foreign = await other.send('POST', `/api/payment/ecpay/${order.id}/form/`);
    expect(foreign.statusCode).toBe(404);
    // The sandbox card route does not settle an ECPay order.
    const card = await customer.send('POST', `/api/payment/card/${order.id}/`, {
      card_number: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
      name: 'A',
    });
    expect(card.statusCode).toBe(400);
    expect((await orderOf(order.id, customer.headers)).status).toBe('waiting');
  });

  it('asks ECPay for an ATM account with ExpireDate and a store code with StoreExpireDate', async () => {
    const atm = await setup('atm');
    expect(atm.fields).toMatchObject({
      ChoosePayment: 'ATM',
      ExpireDate: '3',
      PaymentInfoURL: 'http://shop.test/api/payment/ecpay/payment-info/',
    });
    expect(atm.fields.OrderResultURL).toBeUndefined();
    const cvs = await setup('cvs');
    expect(cvs.fields).toMatchObject({ ChoosePayment: 'CVS', StoreExpireDate: '10080' });
  });

  it('refuses forged, altered and wrong-amount results; nothing changes', async () => {
    const { order, customer, item, no } = await setup();
    const genuine = await signedResult(no);
    const refusals: [Record<string, string>, string][] = [
      [{ ...genuine, TradeAmt: '1' }, '0|CheckMacValue Error'],
      [{ ...genuine, RtnCode: '1', CheckMacValue: 'A'.repeat(64) }, '0|CheckMacValue Error'],
      [resign(genuine, 'notTheHashKey000'), '0|CheckMacValue Error'],
      [resign({ ...genuine, TradeAmt: '1' }), '0|TradeAmt Error'],
      [resign({ ...genuine, MerchantID: '2000132' }), '0|MerchantID Error'],
      [resign({ ...genuine, MerchantTradeNo: 'P1TNOTOURS0000000000' }), '0|MerchantTradeNo Error'],
    ];
    for (const [fields, answer] of refusals) {
      const res = await post('/api/payment/ecpay/return/', fields);
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(answer);
    }
    const forgedBrowser = await post('/api/payment/ecpay/result/', { ...genuine, TradeAmt: '1' });
    expect(forgedBrowser.statusCode).toBe(400);
    const after = await orderOf(order.id, customer.headers);
    expect(after).toMatchObject({ status: 'waiting', paid_at: null, payment: { reference: null } });
    expect(await stockOf(item.id)).toBe(3);
    expect((await findAttempt(h.db, no))!.settled_at).toBeNull();

    const ok = await post('/api/payment/ecpay/return/', genuine);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1|OK');
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    const paid = await orderOf(order.id, customer.headers);
    expect(paid).toMatchObject({ status: 'success', payment: { reference: genuine.TradeNo } });
    const repeat = await post('/api/payment/ecpay/return/', genuine);
    expect(repeat.body).toBe('1|OK');
    expect(await orderOf(order.id, customer.headers)).toEqual(paid);
  });

  it('processes a result once under concurrent and repeated callbacks', async () => {
    const { order, customer, no } = await setup();
    const genuine = await signedResult(no);
    const answers = await Promise.all(Array.from({ length: 8 }, () => post('/api/payment/ecpay/return/', genuine)));
    expect(answers.map((a) => a.body)).toEqual(Array(8).fill('1|OK'));
    const paid = await orderOf(order.id, customer.headers);
    expect(paid.status).toBe('success');
    const attempt = (await findAttempt(h.db, no))!;
    expect(attempt).toMatchObject({ rtn_code: '1', trade_no: genuine.TradeNo });

    // The one write that marks an order paid answers true to exactly one of concurrent callers.
    const second = await setup();
    const attempt2 = (await findAttempt(h.db, second.no))!;
    const moved = await Promise.all(
      Array.from({ length: 6 }, () => applyTradeResult(h.app, attempt2, { tradeNo: 'T1', rtnCode: '1', rtnMsg: 'ok' })),
    );
    expect(moved.filter(Boolean)).toHaveLength(1);
    expect(await orderOf(order.id, customer.headers)).toEqual(paid);
  });

  it('keeps the ATM account ECPay issued, once, and the transfer marks the order paid', async () => {
    const { order, customer, no } = await setup('atm');
    const first = await signedResult(no, 'issue');
    const other = await signedResult(no, 'issue');
    expect(other.vAccount).not.toBe(first.vAccount);
    // Two different (both genuine) messages racing, four times each: the first processed wins, the rest change nothing.
    const answers = await Promise.all(
      [first, other, first, other, first, other, first, other].map((f) => post('/api/payment/ecpay/payment-info/', f)),
    );
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['1|OK']));
    const waiting = await orderOf(order.id, customer.headers);
    const kept = [first, other].find((f) => f.vAccount === waiting.payment.virtual_account)!;
    expect(kept).toBeDefined();
    expect(waiting).toMatchObject({
      status: 'waiting',
      payment: { bank_code: '812', expires_at: fromTaipeiText(kept.ExpireDate!) },
    });
    expect((await post('/api/payment/ecpay/payment-info/', first.vAccount === kept.vAccount ? other : first)).body).toBe('1|OK');
    expect(await orderOf(order.id, customer.headers)).toEqual(waiting);

    const paid = await fake.transfer(no);
    expect(paid.answer).toBe('1|OK');
    expect(await orderOf(order.id, customer.headers)).toMatchObject({
      status: 'success',
      payment: { reference: paid.fields.TradeNo },
    });
  });

  it('keeps the store code ECPay issued for a CVS order', async () => {
    const { order, customer, no } = await setup('cvs');
    const issued = await fake.issue(no);
    expect(issued.answer).toBe('1|OK');
    expect(await orderOf(order.id, customer.headers)).toMatchObject({
      status: 'waiting',
      payment: { code: issued.fields.PaymentNo, expires_at: fromTaipeiText(issued.fields.ExpireDate!) },
    });
    // A store code message for an ATM attempt, or one missing its code, is refused.
    const broken = await post('/api/payment/ecpay/payment-info/', resign({ ...issued.fields, PaymentNo: '' }));
    expect(broken.body).toBe('0|PaymentInfo Error');
  });

  it('leaves a declined card waiting, to pay again with a new attempt', async () => {
    const { order, customer, item, no } = await setup();
    const declined = await fake.decline(no);
    expect(declined.answer).toBe('1|OK');
    const after = await orderOf(order.id, customer.headers);
    expect(after).toMatchObject({ status: 'waiting', payment: { error: 'declined' } });
    expect(await stockOf(item.id)).toBe(3);
    const again = await openForm(order.id, customer.headers);
    expect(again.no).not.toBe(no);
    // Back from ECPay in the browser: verified, then to the result page.
    const browser = await post('/api/payment/ecpay/result/', (await fake.pay(again.no)).fields);
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe(`http://shop.test/payment/result/${order.id}`);
    expect(await orderOf(order.id, customer.headers)).toMatchObject({ status: 'success', payment: { error: null } });
    const late = await customer.send('POST', `/api/payment/ecpay/${order.id}/form/`);
    expect(late.statusCode).toBe(409);
  });

  it('reconciles a payment whose callback never came with the trade query', async () => {
    const { order, customer, no } = await setup();
    fake.dropCallbacks(true);
    await fake.pay(no);
    fake.dropCallbacks(false);
    expect((await orderOf(order.id, customer.headers)).status).toBe('waiting');
    // Too soon: ECPay asks for 10 minutes or more after payment.
    expect(await reconcileEcpayPayments(h.app)).toBe(0);
    const later = new Date(Date.now() + 16 * 60_000);
    expect(await reconcileEcpayPayments(h.app, later)).toBe(1);
    expect(await orderOf(order.id, customer.headers)).toMatchObject({
      status: 'success',
      payment: { reference: fake.trades.get(no)!.tradeNo },
    });
    expect(await reconcileEcpayPayments(h.app, later)).toBe(0);
  });

  it('does not mark paid from a trade query that does not verify or is not paid', async () => {
    const { order, customer, no } = await setup();
    await expect(
      queryTradeInfo(
        { ...h.app.config, shop: { ...h.app.config.shop, ecpay: { ...h.app.config.shop.ecpay, hashKey: 'x'.repeat(16) } } },
        no,
      ),
    ).rejects.toThrow();
    expect(await reconcileEcpayPayments(h.app, new Date(Date.now() + 16 * 60_000))).toBe(0);
    expect((await orderOf(order.id, customer.headers)).status).toBe('waiting');
  });

  it('fails an ECPay order still unpaid after its expiry, returning its stock', async () => {
    const { order, customer, item } = await setup();
    expect(Date.parse(order.payment.expires_at) - Date.parse(order.created_at)).toBe(24 * 3_600_000);
    expect(await expireAtmOrders(h.db, new Date(Date.now() + 25 * 3_600_000).toISOString())).toBeGreaterThan(0);
    expect((await orderOf(order.id, customer.headers)).status).toBe('failure');
    expect(await stockOf(item.id)).toBe(5);
  });

  it('does not expire an order while an attempt is in flight, and keeps a late payment as refund due', async () => {
    const { order, customer, item, no } = await setup();
    await h.db
      .updateTable('shop_order')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', order.id)
      .execute();
    // The customer opened ECPay's page a moment ago: the order waits out the grace period.
    await expireAtmOrders(h.db);
    expect((await orderOf(order.id, customer.headers)).status).toBe('waiting');
    await expireAtmOrders(h.db, new Date(Date.now() + 16 * 60_000).toISOString());
    expect((await orderOf(order.id, customer.headers)).status).toBe('failure');
    expect(await stockOf(item.id)).toBe(5);

    // The money still arrives: recorded (once, under repeats), the order not revived, its stock not taken again.
    const paid = await signedResult(no);
    const answers = await Promise.all(Array.from({ length: 4 }, () => post('/api/payment/ecpay/return/', paid)));
    expect(answers.map((a) => a.body)).toEqual(Array(4).fill('1|OK'));
    const due = await orderOf(order.id, customer.headers);
    expect(due).toMatchObject({
      status: 'failure',
      paid_at: fromTaipeiText(paid.PaymentDate!),
      payment: { reference: paid.TradeNo },
    });
    expect(await stockOf(item.id)).toBe(5);
    const manager = await userWithToken(h, 'manager');
    const refund = await manager.send('POST', `/api/admin/orders/${order.id}/refund/`, { reason: 'paid after expiry' });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json()).toMatchObject({ status: 'refunded' });
    expect(await stockOf(item.id)).toBe(5);

    // Cancelled by the customer, then paid at ECPay: the same.
    const second = await setup();
    const cancel = await h.inject({
      method: 'POST',
      url: `/api/order/${second.order.id}/cancel/`,
      headers: second.customer.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await fake.pay(second.no)).answer).toBe('1|OK');
    expect(await orderOf(second.order.id, second.customer.headers)).toMatchObject({
      status: 'cancelled',
      paid_at: expect.any(String),
      payment: { reference: fake.trades.get(second.no)!.tradeNo },
    });
  });

  it('keeps the first ATM account of an order and refuses a new attempt once one is issued', async () => {
    const { order, customer, no } = await setup('atm');
    // Two tabs: a second attempt opened before the first account was issued.
    const other = await openForm(order.id, customer.headers);
    const first = await fake.issue(no);
    expect(first.answer).toBe('1|OK');
    const second = await fake.issue(other.no);
    expect(second.answer).toBe('1|OK');
    expect(await orderOf(order.id, customer.headers)).toMatchObject({
      status: 'waiting',
      payment: { virtual_account: first.fields.vAccount, expires_at: fromTaipeiText(first.fields.ExpireDate!) },
    });
    const infoMails = h.mails.filter((m) => m.to === customer.email && m.text.includes(first.fields.vAccount!));
    expect(infoMails).toHaveLength(1);
    expect(h.mails.some((m) => m.text.includes(second.fields.vAccount!))).toBe(false);
    const again = await customer.send('POST', `/api/payment/ecpay/${order.id}/form/`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('payment_info_issued');

    const cvs = await setup('cvs');
    await fake.issue(cvs.no);
    const cvsAgain = await h.inject({
      method: 'POST',
      url: `/api/payment/ecpay/${cvs.order.id}/form/`,
      headers: cvs.customer.headers,
    });
    expect(cvsAgain.statusCode).toBe(409);
    expect(cvsAgain.json().code).toBe('payment_info_issued');
  });

  it('moves a trade whose query failed to the back of the queue', async () => {
    const { order, customer, no } = await setup();
    fake.dropCallbacks(true);
    await fake.pay(no);
    fake.dropCallbacks(false);
    const later = new Date(Date.now() + 16 * 60_000);
    const ecpay = h.app.config.shop.ecpay;
    const working = ecpay.aioUrl;
    ecpay.aioUrl = `${working}/down`;
    try {
      expect(await reconcileEcpayPayments(h.app, later)).toBe(0);
    } finally {
      ecpay.aioUrl = working;
    }
    // Noted as checked though the query failed: not asked again for 10 minutes, so it never holds the batch.
    expect((await findAttempt(h.db, no))!.checked_at).toBe(later.toISOString());
    expect(await reconcileEcpayPayments(h.app, later)).toBe(0);
    expect((await orderOf(order.id, customer.headers)).status).toBe('waiting');
    expect(await reconcileEcpayPayments(h.app, new Date(later.getTime() + 11 * 60_000))).toBeGreaterThanOrEqual(1);
    expect((await orderOf(order.id, customer.headers)).status).toBe('success');
  });

  it('answers 0| to a callback holding a lone surrogate, which never verifies', async () => {
    const { no } = await setup();
    const genuine = await signedResult(no);
    // JSON can carry a lone UTF-16 surrogate; ECPay never signs one.
    const payload = JSON.stringify({ ...genuine, RtnMsg: 'x' }).replace('"RtnMsg":"x"', '"RtnMsg":"\\ud800"');
    const res = await h.inject({
      method: 'POST',
      url: '/api/payment/ecpay/return/',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^0\|/);
    expect((await findAttempt(h.db, no))!.settled_at).toBeNull();
    // And should one reach the check itself, it does not verify (encodeURIComponent throws on it).
    expect(verifyCheckMacValue({ ...genuine, RtnMsg: '\ud800' }, hashKey, hashIv)).toBe(false);
    expect(verifyCheckMacValue({ ...genuine, RtnMsg: 'a\udc00b' }, hashKey, hashIv)).toBe(false);
  });
});
