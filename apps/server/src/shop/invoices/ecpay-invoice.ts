import { createCipheriv, createDecipheriv } from 'node:crypto';
import type { Config } from '../../config';
import {
  type InvoiceLine,
  type InvoiceProvider,
  InvoiceRefused,
  InvoiceUnavailable,
  type Issued,
  type IssueRequest,
} from './provider';

/**
 * ECPay's B2C e-invoice API (developers.ecpay.com.tw, 電子發票 B2C): every call is a JSON POST of
 * `{MerchantID, RqHeader: {Timestamp}, Data}` to `{url}/B2CInvoice/<Action>`, where Data is the JSON of the call's
 * fields, URL-encoded, AES-128-CBC (PKCS7) encrypted with HashKey/HashIV and base64-encoded. The answer is
 * `{MerchantID, RpHeader, TransCode, TransMsg, Data}`: TransCode 1 means the envelope was read, and Data,
 * decrypted the same way (AES → URL-decode → JSON), carries RtnCode (1 = done) and RtnMsg.
 */
type Keys = Pick<Config['shop']['invoice'], 'hashKey' | 'hashIv'>;

/** Data → the encrypted text ECPay reads (its documented vector: {"Name":"Test","ID":"A123456789"}). */
export function encryptData(data: unknown, keys: Keys): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(keys.hashKey, 'utf8'), Buffer.from(keys.hashIv, 'utf8'));
  return Buffer.concat([cipher.update(encodeURIComponent(JSON.stringify(data)), 'utf8'), cipher.final()]).toString('base64');
}

/** The encrypted text of an answer → its JSON. ECPay URL-encodes like PHP's urlencode: `+` is a space. */
export function decryptData(text: string, keys: Keys): unknown {
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(keys.hashKey, 'utf8'), Buffer.from(keys.hashIv, 'utf8'));
  const plain = Buffer.concat([decipher.update(Buffer.from(text, 'base64')), decipher.final()]).toString('utf8');
  return JSON.parse(decodeURIComponent(plain.replace(/\+/g, ' ')));
}

interface Answer {
  RtnCode?: number | string;
  RtnMsg?: string;
  [field: string]: unknown;
}

/** ECPay's `yyyy-MM-dd HH:mm:ss` (Taipei; `+` or `/` as it sometimes writes them) → ISO 8601 with +08:00. */
export function taipeiDateTime(text: unknown): string | null {
  const m = typeof text === 'string' && /^(\d{4})[-/](\d{2})[-/](\d{2})[ +T](\d{2}):(\d{2}):(\d{2})$/.exec(text);
  return m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+08:00` : null;
}

const carrierType = { member: '1', certificate: '2', mobile: '3', donation: '', company: '' } as const;

/** The Issue call's Data for one order (field names and rules of 一般開立發票). */
function issueData(merchantId: string, r: IssueRequest) {
  const company = r.type === 'company';
  const donation = r.type === 'donation';
  return {
    MerchantID: merchantId,
    RelateNumber: r.relateNumber,
    CustomerID: '',
    // A company invoice: its 統一編號, printed (Print=1) with the company's name and address; no carrier, no donation.
    CustomerIdentifier: company ? (r.taxId ?? '') : '',
    CustomerName: company ? (r.title ?? '') : '',
    CustomerAddr: company ? r.address : '',
    CustomerPhone: '',
    CustomerEmail: r.email,
    ClearanceMark: '',
    Print: company ? '1' : '0',
    Donation: donation ? '1' : '0',
    LoveCode: donation ? (r.loveCode ?? '') : '',
    // 1: ECPay's member carrier (no number), 2: citizen digital certificate, 3: mobile barcode.
    CarrierType: carrierType[r.type],
    CarrierNum: r.type === 'mobile' || r.type === 'certificate' ? (r.carrier ?? '') : '',
    TaxType: '1',
    SalesAmount: r.amount,
    InvoiceRemark: '',
    Items: itemsOf(r.lines),
    InvType: '07',
    vat: '1',
  };
}

const itemsOf = (lines: InvoiceLine[]) =>
  lines.map((l, i) => ({
    ItemSeq: i + 1,
    ItemName: l.name,
    ItemCount: l.count,
    ItemWord: l.word,
    ItemPrice: l.price,
    ItemTaxType: '1',
    ItemAmount: l.amount,
  }));

export function ecpayInvoiceProvider(config: Config): InvoiceProvider {
  const settings = config.shop.invoice;

  /** One call; RtnCode 1 answers the decrypted Data, anything else is the provider's refusal. */
  async function call(action: string, data: Record<string, unknown>): Promise<Answer> {
    let res: Response;
    try {
      res = await fetch(`${settings.url}/B2CInvoice/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          MerchantID: settings.merchantId,
          RqHeader: { Timestamp: Math.floor(Date.now() / 1000) },
          Data: encryptData({ MerchantID: settings.merchantId, ...data }, settings),
        }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      throw new InvoiceUnavailable(`ECPay e-invoice ${action} unreachable: ${(err as Error).message}`);
    }
    if (!res.ok) throw new InvoiceUnavailable(`ECPay e-invoice ${action} answered HTTP ${res.status}`);
    const envelope = (await res.json().catch(() => null)) as {
      TransCode?: number | string;
      TransMsg?: string;
      Data?: string;
    } | null;
    if (!envelope || envelope.TransCode === undefined) throw new InvoiceUnavailable(`ECPay e-invoice ${action}: not its answer`);
    if (Number(envelope.TransCode) !== 1)
      throw new InvoiceRefused(`${action} TransCode ${envelope.TransCode}: ${envelope.TransMsg ?? ''}`);
    let answer: Answer;
    try {
      answer = decryptData(envelope.Data ?? '', settings) as Answer;
    } catch {
      throw new InvoiceUnavailable(`ECPay e-invoice ${action}: its Data could not be decrypted`);
    }
    if (Number(answer?.RtnCode) !== 1) throw new InvoiceRefused(`${action} RtnCode ${answer?.RtnCode}: ${answer?.RtnMsg ?? ''}`);
    return answer;
  }

  const issued = (number: unknown, date: unknown, random: unknown): Issued => {
    const at = taipeiDateTime(date);
    if (typeof number !== 'string' || !/^[A-Z]{2}\d{8}$/.test(number) || !at || typeof random !== 'string')
      throw new InvoiceUnavailable('ECPay e-invoice: an issued invoice without its number, date or random number');
    return { number, date: at, random };
  };

  return {
    name: 'ecpay',
    async issue(request) {
      const a = await call('Issue', issueData(settings.merchantId, request));
      return issued(a.InvoiceNo, a.InvoiceDate, a.RandomNumber);
    },
    async findIssued(relateNumber) {
      try {
        const a = await call('GetIssue', { RelateNumber: relateNumber });
        return issued(a.IIS_Number, a.IIS_Create_Date, a.IIS_Random_Number);
      } catch (err) {
        // "not found" is a refusal: nothing was issued under that number.
        if (err instanceof InvoiceRefused) return null;
        throw err;
      }
    },
    async invalid(invoice, reason) {
      await call('Invalid', { InvoiceNo: invoice.number, InvoiceDate: invoice.date.slice(0, 10), Reason: reason });
    },
    async allowance(invoice, amount, lines, email) {
      const a = await call('Allowance', {
        InvoiceNo: invoice.number,
        InvoiceDate: invoice.date.slice(0, 10),
        // E: ECPay mails the allowance to the customer.
        AllowanceNotify: 'E',
        CustomerName: '',
        NotifyMail: email,
        NotifyPhone: '',
        AllowanceAmount: amount,
        Items: itemsOf(lines).map(({ ItemTaxType: _tax, ...item }) => item),
      });
      if (typeof a.IA_Allow_No !== 'string' || !a.IA_Allow_No)
        throw new InvoiceUnavailable('ECPay e-invoice Allowance: no allowance number in its answer');
      return a.IA_Allow_No;
    },
  };
}
