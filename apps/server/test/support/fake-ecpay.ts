import { randomInt } from 'node:crypto';
import type http from 'node:http';
import { checkMacValue, verifyCheckMacValue } from '../../src/shop/payments/ecpay/check-mac-value';
import { toTaipeiText } from '../../src/shop/payments/ecpay/taipei-time';
import { fakeServer } from './fake-server';

/** ECPay's published stage test merchant, which the server's config defaults to. */
export const ECPAY_STAGE = { merchantId: '3002607', hashKey: 'pwFHCqoQZGmho4w6', hashIv: 'EkRm7iFT261dpevs' };

type Fields = Record<string, string>;

interface FakeTrade {
  form: Fields;
  tradeNo: string;
  tradeDate: string;
  /** QueryTradeInfo's TradeStatus: 0 not paid, 1 paid, 10200095 failed. */
  status: '0' | '1' | '10200095';
  paymentDate: string;
  paymentType: string;
  /** what the payment-info callback said (ATM account, store code). */
  info?: Fields;
}

interface FakeEcpayOptions {
  merchantId?: string;
  hashKey?: string;
  hashIv?: string;
  port?: number;
  /**
   * How a server-to-server callback reaches the shop: a real POST by default (the e2e harness); tests may hand
   * it to the app in process. Answers the shop's reply text (ECPay expects `1|OK`).
   */
  deliver?: (url: string, fields: Fields) => Promise<string>;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const postForm = async (url: string, fields: Fields) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return res.text();
};

/** A page that posts fields to a URL from the browser, as ECPay sends the customer back (OrderResultURL). */
const autoPost = (url: string, fields: Fields, label: string) =>
  `<!doctype html><html><body><form id="back" method="post" action="${escapeHtml(url)}">` +
  Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('') +
  `<button type="submit">${escapeHtml(label)}</button></form>` +
  `<script>document.getElementById('back').submit()</script></body></html>`;

/**
 * ECPay AIO (全方位金流) stand-in on 127.0.0.1, speaking the documented protocol: AioCheckOut/V5 takes the shop's
 * signed form (refusing a bad CheckMacValue or a reused MerchantTradeNo, as ECPay does) and shows a page with
 * buttons (pay / decline a card; get an ATM account / a store code); each sends the server-to-server callback
 * (ReturnURL, PaymentInfoURL) signed with the merchant's keys, then takes the browser back to OrderResultURL /
 * ClientRedirectURL / ClientBackURL. `transfer()` (or POST /fake/transfer) is the customer's money arriving for an
 * issued ATM account or store code. QueryTradeInfo/V5 answers signed `key=value&…` text. `dropCallbacks(true)`
 * loses the callbacks (the trade still changes at "ECPay"), to test the trade-query reconciliation.
 */
export function fakeEcpay(opts: FakeEcpayOptions = {}) {
  const keys = {
    merchantId: opts.merchantId ?? ECPAY_STAGE.merchantId,
    hashKey: opts.hashKey ?? ECPAY_STAGE.hashKey,
    hashIv: opts.hashIv ?? ECPAY_STAGE.hashIv,
  };
  const deliver = opts.deliver ?? postForm;
  const trades = new Map<string, FakeTrade>();
  /** every callback sent: where, what, and what the shop answered. */
  const callbacks: { url: string; fields: Fields; answer: string }[] = [];
  let drop = false;
  let tradeSeq = 0;
  let base = '';

  const sign = (fields: Fields): Fields => ({ ...fields, CheckMacValue: checkMacValue(fields, keys.hashKey, keys.hashIv) });

  async function send(url: string, fields: Fields) {
    if (drop || !url) return '';
    const answer = await deliver(url, fields);
    callbacks.push({ url, fields, answer });
    return answer;
  }

  const common = (t: FakeTrade): Fields => ({
    MerchantID: keys.merchantId,
    MerchantTradeNo: t.form.MerchantTradeNo!,
    StoreID: '',
    TradeNo: t.tradeNo,
    TradeAmt: t.form.TotalAmount!,
    TradeDate: t.tradeDate,
    CustomField1: t.form.CustomField1 ?? '',
    CustomField2: t.form.CustomField2 ?? '',
    CustomField3: t.form.CustomField3 ?? '',
    CustomField4: t.form.CustomField4 ?? '',
  });

  const trade = (no: string) => {
    const t = trades.get(no);
    if (!t) throw new Error(`fake ECPay: no trade ${no}`);
    return t;
  };

  /** The result message (ReturnURL's fields, also posted by the browser to OrderResultURL). */
  const resultFields = (t: FakeTrade, rtnCode: string, rtnMsg: string) =>
    sign({
      ...common(t),
      RtnCode: rtnCode,
      RtnMsg: rtnMsg,
      PaymentDate: t.paymentDate,
      PaymentType: t.paymentType,
      PaymentTypeChargeFee: '0',
      SimulatePaid: '0',
    });

  /** The card is authorised: ReturnURL RtnCode 1, then the browser back with the same result. */
  async function pay(no: string) {
    const t = trade(no);
    t.status = '1';
    t.paymentDate = toTaipeiText(new Date());
    const fields = resultFields(t, '1', '交易成功');
    return { fields, answer: await send(t.form.ReturnURL!, fields) };
  }

  /** The card is declined: the failure goes to ReturnURL and the browser; the trade is failed at ECPay. */
  async function decline(no: string) {
    const t = trade(no);
    t.status = '10200095';
    const fields = resultFields(t, '10100058', '付款失敗');
    return { fields, answer: await send(t.form.ReturnURL!, fields) };
  }

  /** ECPay issues the ATM account (RtnCode 2) or the store code (RtnCode 10100073) to PaymentInfoURL. */
  async function issue(no: string) {
    const t = trade(no);
    const now = new Date();
    let fields: Fields;
    if (t.form.ChoosePayment === 'ATM') {
      const days = Number(t.form.ExpireDate ?? '3');
      const deadline = toTaipeiText(new Date(now.getTime() + days * 86_400_000)).slice(0, 10);
      t.paymentType = 'ATM_TAISHIN';
      fields = {
        ...common(t),
        RtnCode: '2',
        RtnMsg: 'Get VirtualAccount Succeeded',
        PaymentType: t.paymentType,
        BankCode: '812',
        vAccount: `9${String(randomInt(1e9)).padStart(9, '0')}${String(randomInt(1e4)).padStart(4, '0')}`,
        ExpireDate: deadline,
      };
    } else {
      const minutes = Number(t.form.StoreExpireDate ?? '10080');
      t.paymentType = 'CVS_CVS';
      fields = {
        ...common(t),
        RtnCode: '10100073',
        RtnMsg: 'Get CVS Code Succeeded.',
        PaymentType: t.paymentType,
        PaymentNo: `LLL${String(randomInt(1e9)).padStart(11, '0')}`,
        ExpireDate: toTaipeiText(new Date(now.getTime() + minutes * 60_000)),
        Barcode1: '',
        Barcode2: '',
        Barcode3: '',
      };
    }
    t.info = sign(fields);
    return { fields: t.info, answer: await send(t.form.PaymentInfoURL!, t.info) };
  }

  /** The customer's transfer (ATM) or counter payment (CVS) arrives: ReturnURL RtnCode 1. */
  async function transfer(no: string) {
    const t = trade(no);
    if (!t.info) throw new Error(`fake ECPay: ${no} has no account or code yet`);
    t.status = '1';
    t.paymentDate = toTaipeiText(new Date());
    const fields = resultFields(t, '1', '交易成功');
    return { fields, answer: await send(t.form.ReturnURL!, fields) };
  }

  /** Where the browser goes after a button: the merchant's page with the result, or back to the shop. */
  function browserBack(res: http.ServerResponse, t: FakeTrade, fields: Fields, info: boolean) {
    const url = info ? t.form.ClientRedirectURL : t.form.OrderResultURL;
    if (url) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(autoPost(url, fields, '回到商店 Back to the shop'));
    }
    res.writeHead(303, { location: t.form.ClientBackURL ?? '/' });
    res.end();
  }

  function checkoutPage(t: FakeTrade) {
    const no = escapeHtml(t.form.MerchantTradeNo!);
    const button = (act: string, label: string, id: string) =>
      `<form method="post" action="${base}/fake/act/${no}"><input type="hidden" name="act" value="${act}">` +
      `<button type="submit" id="${id}">${label}</button></form>`;
    const buttons =
      t.form.ChoosePayment === 'Credit'
        ? button('pay', '付款 Pay', 'ecpay-pay') + button('decline', '拒絕 Decline', 'ecpay-decline')
        : t.form.ChoosePayment === 'ATM'
          ? button('issue', '取得 ATM 帳號 Get ATM account', 'ecpay-atm')
          : button('issue', '取得超商代碼 Get store code', 'ecpay-cvs');
    return (
      `<!doctype html><html lang="zh-Hant"><head><meta charset="utf-8"><title>Fake ECPay</title></head><body>` +
      `<h1>Fake ECPay 綠界 (test)</h1><p id="ecpay-trade">${no}</p>` +
      `<p>NT$ <span id="ecpay-amount">${escapeHtml(t.form.TotalAmount!)}</span> ${escapeHtml(t.form.ItemName ?? '')}</p>` +
      `${buttons}</body></html>`
    );
  }

  const server = fakeServer(async (req, res, raw) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = Object.fromEntries(new URLSearchParams(String(raw)));
    const text = (status: number, s: string, type = 'text/plain; charset=utf-8') => {
      res.writeHead(status, { 'content-type': type });
      res.end(s);
    };
    if (req.method === 'POST' && url.pathname === '/Cashier/AioCheckOut/V5') {
      // ECPay answers a bad form with an error page, not a redirect.
      if (!verifyCheckMacValue(body, keys.hashKey, keys.hashIv)) return text(400, 'CheckMacValue Error');
      if (body.MerchantID !== keys.merchantId) return text(400, 'MerchantID Error');
      const no = body.MerchantTradeNo ?? '';
      if (!/^[A-Za-z0-9]{1,20}$/.test(no)) return text(400, 'MerchantTradeNo Error');
      if (trades.has(no)) return text(400, '10300028 訂單編號重覆 MerchantTradeNo is duplicated');
      const t: FakeTrade = {
        form: body,
        tradeNo: `${Date.now().toString().slice(-10)}${String(++tradeSeq).padStart(6, '0')}`,
        tradeDate: toTaipeiText(new Date()),
        status: '0',
        paymentDate: '',
        paymentType: 'Credit_CreditCard',
      };
      trades.set(no, t);
      return text(200, checkoutPage(t), 'text/html; charset=utf-8');
    }
    const act = /^\/fake\/act\/([A-Za-z0-9]{1,20})$/.exec(url.pathname);
    if (req.method === 'POST' && act) {
      const no = act[1]!;
      const t = trades.get(no);
      if (!t) return text(404, 'no such trade');
      if (body.act === 'pay') return browserBack(res, t, (await pay(no)).fields, false);
      if (body.act === 'decline') return browserBack(res, t, (await decline(no)).fields, false);
      if (body.act === 'issue') return browserBack(res, t, (await issue(no)).fields, true);
      return text(400, 'unknown act');
    }
    if (req.method === 'POST' && url.pathname === '/fake/transfer') {
      const no = body.MerchantTradeNo ?? '';
      if (!trades.get(no)?.info) return text(404, 'no issued account or code for this trade');
      return text(200, (await transfer(no)).answer);
    }
    if (req.method === 'POST' && url.pathname === '/Cashier/QueryTradeInfo/V5') {
      if (!verifyCheckMacValue(body, keys.hashKey, keys.hashIv) || body.MerchantID !== keys.merchantId) {
        return text(200, 'CheckMacValue Error');
      }
      // ECPay accepts a TimeStamp within 3 minutes.
      if (Math.abs(Date.now() / 1000 - Number(body.TimeStamp)) > 180) return text(200, 'TimeStamp Error');
      const t = trades.get(body.MerchantTradeNo ?? '');
      const answer = sign({
        MerchantID: keys.merchantId,
        MerchantTradeNo: body.MerchantTradeNo ?? '',
        StoreID: '',
        TradeNo: t?.tradeNo ?? '',
        TradeAmt: t?.form.TotalAmount ?? '0',
        PaymentDate: t?.paymentDate ?? '',
        PaymentType: t?.paymentType ?? '',
        HandlingCharge: '0',
        PaymentTypeChargeFee: '0',
        TradeDate: t?.tradeDate ?? '',
        TradeStatus: t?.status ?? '10200047',
        ItemName: t?.form.ItemName ?? '',
        CustomField1: t?.form.CustomField1 ?? '',
        CustomField2: '',
        CustomField3: '',
        CustomField4: '',
      });
      // ECPay's answer is key=value&… with values as they are.
      return text(
        200,
        Object.entries(answer)
          .map(([k, v]) => `${k}=${v}`)
          .join('&'),
      );
    }
    text(404, 'not found');
  });

  return {
    keys,
    trades,
    callbacks,
    /** Lose (true) or deliver (false) every callback from now on. */
    dropCallbacks: (on: boolean) => void (drop = on),
    pay,
    decline,
    issue,
    transfer,
    /** The trade numbers of every form received, oldest first. */
    tradeNos: () => [...trades.keys()],
    async start() {
      base = await server.listen(opts.port);
      return base;
    },
    stop: server.close,
  };
}

/**
 * For the e2e harness: starts the fake and answers its URL and the server environment that uses it
 * (PAYMENT_PROVIDER=ecpay, ECPAY_AIO_URL=<the fake>, the stage merchant's keys).
 */
export async function startFakeEcpay(opts: FakeEcpayOptions = {}) {
  const fake = fakeEcpay(opts);
  const url = await fake.start();
  return {
    fake,
    url,
    env: {
      PAYMENT_PROVIDER: 'ecpay',
      ECPAY_AIO_URL: url,
      ECPAY_MERCHANT_ID: fake.keys.merchantId,
      ECPAY_HASH_KEY: fake.keys.hashKey,
      ECPAY_HASH_IV: fake.keys.hashIv,
    },
    stop: fake.stop,
  };
}
