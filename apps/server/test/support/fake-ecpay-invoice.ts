import { createCipheriv, createDecipheriv } from 'node:crypto';
import { fakeServer } from './fake-server';

/**
 * An ECPay B2C e-invoice stand-in on 127.0.0.1 (developers.ecpay.com.tw, 電子發票 B2C): POST /B2CInvoice/Issue,
 * GetIssue, Invalid and Allowance, each a JSON `{MerchantID, RqHeader: {Timestamp}, Data}` whose Data it decrypts
 * with the merchant's HashKey/HashIV (AES-128-CBC → URL-decode → JSON), checks as the documentation says, and
 * answers `{MerchantID, RpHeader, TransCode, TransMsg, Data}` with Data encrypted the same way (URL-encoded as PHP
 * does: a space is `+`). Its own code, not the app's: a mistake in the app's encryption shows as a refusal here.
 */
export const FAKE_INVOICE_MERCHANT = { merchantId: '2000132', hashKey: 'ejCk326UnaZWKisg', hashIv: 'q9jcZX8Ib9LM8wYk' };

interface FakeInvoice {
  number: string;
  relateNumber: string;
  /** yyyy-MM-dd HH:mm:ss, Taipei. */
  date: string;
  random: string;
  amount: number;
  remaining: number;
  invalid: boolean;
  allowances: { number: string; amount: number }[];
}

type Data = Record<string, unknown>;

const phpUrlEncode = (s: string) =>
  encodeURIComponent(s)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');

const taipeiText = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

const isTaxIdShape = (v: string) => {
  if (!/^\d{8}$/.test(v)) return false;
  const w = [1, 2, 1, 2, 1, 2, 4, 1];
  const sum = [...v].reduce((s, d, i) => s + Math.floor((Number(d) * w[i]!) / 10) + ((Number(d) * w[i]!) % 10), 0);
  return sum % 5 === 0 || (v[6] === '7' && (sum + 1) % 5 === 0);
};

export function fakeEcpayInvoice(merchant = FAKE_INVOICE_MERCHANT) {
  const invoices = new Map<string, FakeInvoice>();
  /** Every call's decrypted Data, oldest first. */
  const calls: { action: string; data: Data }[] = [];
  let seq = 0;
  let allowanceSeq = 0;
  /** The fake's clock (issue dates and the void cut-off): a test may move it. */
  let clock: () => number = Date.now;
  /** Refuse the next N calls of an action with this RtnCode/RtnMsg (a provider that says no). */
  const refusals: { action: string; left: number; msg: string }[] = [];

  const key = () => Buffer.from(merchant.hashKey, 'utf8');
  const iv = () => Buffer.from(merchant.hashIv, 'utf8');
  const decrypt = (text: string): Data => {
    const d = createDecipheriv('aes-128-cbc', key(), iv());
    const plain = Buffer.concat([d.update(Buffer.from(text, 'base64')), d.final()]).toString('utf8');
    return JSON.parse(decodeURIComponent(plain.replace(/\+/g, ' '))) as Data;
  };
  const encrypt = (data: Data) => {
    const c = createCipheriv('aes-128-cbc', key(), iv());
    return Buffer.concat([c.update(phpUrlEncode(JSON.stringify(data)), 'utf8'), c.final()]).toString('base64');
  };

  /** ECPay's void cut-off: before the 13th of the month after the invoice's two-month period (Taipei). */
  const voidable = (date: string) => {
    const [y, m] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
    const periodEnd = m % 2 === 0 ? m : m + 1;
    return clock() < Date.UTC(y, periodEnd, 13) - 8 * 3_600_000;
  };

  /** The documented rules of 一般開立發票 this fake checks; the first broken one is the refusal. */
  function issueProblem(d: Data): string | null {
    const str = (k: string) => (typeof d[k] === 'string' ? (d[k] as string) : null);
    const relate = str('RelateNumber');
    if (!relate || relate.length > 30 || !/^[A-Za-z0-9_]+$/.test(relate)) return 'RelateNumber 格式錯誤';
    if ([...invoices.values()].some((i) => i.relateNumber === relate)) return '自訂編號重複';
    const print = str('Print');
    const donation = str('Donation');
    const carrierType = str('CarrierType');
    const carrierNum = str('CarrierNum') ?? '';
    const identifier = str('CustomerIdentifier') ?? '';
    const loveCode = str('LoveCode') ?? '';
    if (!['0', '1'].includes(print ?? '') || !['0', '1'].includes(donation ?? '')) return 'Print/Donation 格式錯誤';
    if (!['', '1', '2', '3'].includes(carrierType ?? 'x')) return 'CarrierType 格式錯誤';
    if (!str('CustomerEmail') && !str('CustomerPhone')) return 'CustomerEmail 與 CustomerPhone 需擇一';
    if (identifier) {
      if (!isTaxIdShape(identifier)) return '統一編號錯誤';
      if (donation !== '0') return '有統一編號時不可捐贈';
    }
    if (donation === '1') {
      if (print !== '0') return '捐贈時不可列印';
      if (!/^\d{3,7}$/.test(loveCode)) return '愛心碼格式錯誤';
    } else if (loveCode) return '未捐贈時愛心碼需為空';
    if (carrierType === '') {
      if (carrierNum) return '無載具時載具編號需為空';
      if (print !== '1' && donation !== '1') return '無載具且未捐贈時需列印';
    } else {
      if (print === '1' && carrierType !== '3') return '列印時載具類別僅可為 3';
      if (carrierType === '1' && carrierNum) return '綠界載具之載具編號需為空';
      if (carrierType === '2' && !/^[A-Z]{2}\d{14}$/.test(carrierNum)) return '自然人憑證條碼格式錯誤';
      if (carrierType === '3' && !/^\/[0-9A-Z.+-]{7}$/.test(carrierNum)) return '手機條碼格式錯誤';
    }
    if (print === '1' && (!str('CustomerName') || !str('CustomerAddr'))) return '列印時客戶名稱與地址必填';
    if (str('TaxType') !== '1' || str('InvType') !== '07' || str('vat') !== '1') return 'TaxType/InvType/vat 錯誤';
    const items = Array.isArray(d.Items) ? (d.Items as Data[]) : [];
    if (!items.length) return 'Items 不可為空';
    for (const it of items) {
      if (!it.ItemName || !it.ItemWord || Number(it.ItemCount) * Number(it.ItemPrice) !== Number(it.ItemAmount))
        return '商品明細錯誤';
    }
    const amount = Number(d.SalesAmount);
    if (!Number.isInteger(amount) || amount <= 0) return 'SalesAmount 錯誤';
    if (items.reduce((s, it) => s + Number(it.ItemAmount), 0) !== amount) return '商品合計與發票金額不符';
    return null;
  }

  function act(action: string, d: Data): Data {
    const refusal = refusals.find((r) => r.action === action && r.left > 0);
    if (refusal) {
      refusal.left--;
      return { RtnCode: 9000001, RtnMsg: refusal.msg };
    }
    if (d.MerchantID !== merchant.merchantId) return { RtnCode: 1000002, RtnMsg: 'MerchantID 錯誤' };
    if (action === 'Issue') {
      const problem = issueProblem(d);
      if (problem) return { RtnCode: 1000003, RtnMsg: problem };
      const inv: FakeInvoice = {
        number: `QA${String(10_000_000 + ++seq).slice(-8)}`,
        relateNumber: d.RelateNumber as string,
        date: taipeiText(clock()),
        random: String(1000 + ((seq * 7919) % 9000)),
        amount: Number(d.SalesAmount),
        remaining: Number(d.SalesAmount),
        invalid: false,
        allowances: [],
      };
      invoices.set(inv.number, inv);
      return { RtnCode: 1, RtnMsg: '開立發票成功', InvoiceNo: inv.number, InvoiceDate: inv.date, RandomNumber: inv.random };
    }
    if (action === 'GetIssue') {
      const inv = [...invoices.values()].find((i) => i.relateNumber === d.RelateNumber);
      if (!inv) return { RtnCode: 2000000, RtnMsg: '查無發票資料' };
      return {
        RtnCode: 1,
        RtnMsg: '查詢成功',
        IIS_Number: inv.number,
        IIS_Relate_Number: inv.relateNumber,
        IIS_Create_Date: inv.date,
        IIS_Random_Number: inv.random,
        IIS_Sales_Amount: inv.amount,
        IIS_Invalid_Status: inv.invalid ? '1' : '0',
      };
    }
    const inv = invoices.get(String(d.InvoiceNo));
    if (!inv || d.InvoiceDate !== inv.date.slice(0, 10)) return { RtnCode: 2000001, RtnMsg: '查無發票或發票日期不符' };
    if (inv.invalid) return { RtnCode: 2000002, RtnMsg: '發票已作廢' };
    if (action === 'Invalid') {
      if (typeof d.Reason !== 'string' || !d.Reason) return { RtnCode: 2000003, RtnMsg: '作廢原因必填' };
      if (!voidable(inv.date)) return { RtnCode: 2000004, RtnMsg: '已超過作廢期限' };
      inv.invalid = true;
      return { RtnCode: 1, RtnMsg: '作廢發票成功', InvoiceNo: inv.number };
    }
    if (action === 'Allowance') {
      const items = Array.isArray(d.Items) ? (d.Items as Data[]) : [];
      const amount = Number(d.AllowanceAmount);
      if (!['S', 'E', 'A', 'N'].includes(String(d.AllowanceNotify))) return { RtnCode: 2000005, RtnMsg: 'AllowanceNotify 錯誤' };
      if (d.AllowanceNotify === 'E' && !d.NotifyMail) return { RtnCode: 2000006, RtnMsg: 'NotifyMail 必填' };
      if (!items.length || items.reduce((s, it) => s + Number(it.ItemAmount), 0) !== amount)
        return { RtnCode: 2000007, RtnMsg: '折讓明細合計與折讓金額不符' };
      if (!(amount > 0) || amount > inv.remaining) return { RtnCode: 2000008, RtnMsg: '折讓金額超過發票剩餘金額' };
      inv.remaining -= amount;
      const number = `${taipeiText(clock()).replace(/\D/g, '').slice(2, 14)}${String(++allowanceSeq).padStart(4, '0')}`;
      inv.allowances.push({ number, amount });
      return {
        RtnCode: 1,
        RtnMsg: '折讓成功',
        IA_Allow_No: number,
        IA_Invoice_No: inv.number,
        IA_Date: taipeiText(clock()),
        IA_Remain_Allowance_Amt: inv.remaining,
      };
    }
    return { RtnCode: 9999999, RtnMsg: '未知的 API' };
  }

  const server = fakeServer((req, res, raw) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const m = /^\/B2CInvoice\/(Issue|GetIssue|Invalid|Allowance)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !m) return send(404, {});
    const envelope = (() => {
      try {
        return JSON.parse(String(raw)) as { MerchantID?: unknown; RqHeader?: { Timestamp?: unknown }; Data?: unknown };
      } catch {
        return null;
      }
    })();
    const answer = (TransCode: number, TransMsg: string, data?: Data) =>
      send(200, {
        PlatformID: '',
        MerchantID: merchant.merchantId,
        RpHeader: { Timestamp: Math.floor(Date.now() / 1000) },
        TransCode,
        TransMsg,
        Data: data ? encrypt(data) : '',
      });
    if (!req.headers['content-type']?.startsWith('application/json') || !envelope) return answer(9999, '格式錯誤');
    if (envelope.MerchantID !== merchant.merchantId) return answer(9999, 'MerchantID 錯誤');
    const ts = Number(envelope.RqHeader?.Timestamp);
    // The documented window: a request more than 10 minutes from ECPay's clock is refused.
    if (!Number.isInteger(ts) || Math.abs(ts - Date.now() / 1000) > 600) return answer(9999, 'Timestamp 逾時');
    let data: Data;
    try {
      data = decrypt(String(envelope.Data ?? ''));
    } catch {
      return answer(9999, 'Data 解密失敗');
    }
    calls.push({ action: m[1]!, data });
    answer(1, '', act(m[1]!, data));
  });

  return {
    invoices,
    calls,
    setClock: (now: () => number) => void (clock = now),
    refuseNext: (action: string, msg = '測試拒絕', times = 1) => void refusals.push({ action, left: times, msg }),
    start: () => server.listen(),
    stop: server.close,
  };
}

/** For the e2e harness: a fake ECPay e-invoice service on 127.0.0.1; its URL goes in ECPAY_INVOICE_URL. */
export async function startFakeEcpayInvoice() {
  const fake = fakeEcpayInvoice();
  const url = await fake.start();
  return { ...fake, url };
}
