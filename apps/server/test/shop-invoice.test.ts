import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { decryptData, encryptData } from '../src/shop/invoices/ecpay-invoice';
import { canVoid, voidDeadline } from '../src/shop/invoices/filing-period';
import { relateNumberOf } from '../src/shop/invoices/invoice-request';
import { issueInvoice, refundInvoice, retryInvoices } from '../src/shop/invoices/invoice-service';
import { engines, type Harness, setupApp } from './helper';
import { FAKE_INVOICE_MERCHANT, fakeEcpayInvoice } from './support/fake-ecpay-invoice';
import { makeItem, placeOrder, userWithToken } from './shop-support';

const fake = fakeEcpayInvoice();
let url = '';
beforeAll(async () => {
  url = await fake.start();
});
afterAll(() => fake.stop());

describe('ECPay e-invoice encryption', () => {
  it("matches the documentation's example with the stage merchant's key", () => {
    // developers.ecpay.com.tw, 加密方法說明 (HashKey ejCk326UnaZWKisg, HashIV q9jcZX8Ib9LM8wYk, upper-case URL encoding).
    const text = 'uvI4yrErM37XNQkXGAgRgJAgHn2t72jahaMZzYhWL1HmvH4WV18VJDP2i9pTbC+tby5nxVExLLFyAkbjbS2Dvg==';
    expect(encryptData({ Name: 'Test', ID: 'A123456789' }, FAKE_INVOICE_MERCHANT)).toBe(text);
    expect(decryptData(text, FAKE_INVOICE_MERCHANT)).toEqual({ Name: 'Test', ID: 'A123456789' });
  });
});

describe('the void cut-off (decision 0026)', () => {
  const at = (taipei: string) => Date.parse(`${taipei}+08:00`);
  it('voids until the 12th of the month after the two-month period, Taipei time', () => {
    // A March invoice (period March–April) may be voided until 12 May 23:59:59 Taipei.
    expect(voidDeadline('2025-03-01T09:00:00+08:00')).toBe(at('2025-05-13T00:00:00'));
    expect(voidDeadline('2025-04-30T23:59:59+08:00')).toBe(at('2025-05-13T00:00:00'));
    expect(canVoid('2025-03-01T09:00:00+08:00', at('2025-05-12T23:59:59'))).toBe(true);
    expect(canVoid('2025-03-01T09:00:00+08:00', at('2025-05-13T00:00:00'))).toBe(false);
    // Taipei's day, not UTC's: 1 May 00:30 Taipei is still 30 April in UTC but already the May–June period.
    expect(voidDeadline('2025-05-01T00:30:00+08:00')).toBe(at('2025-07-13T00:00:00'));
    // November–December rolls into the next year.
    expect(voidDeadline('2025-12-31T12:00:00+08:00')).toBe(at('2026-01-13T00:00:00'));
  });
});

/** Places an order through the API (an item of 700 × quantity) and answers the response. */
async function place(h: Harness, invoice: unknown, quantity = 2) {
  const manager = await userWithToken(h, 'manager');
  const customer = await userWithToken(h, 'customer');
  const item = await makeItem(h, manager, { price: 700, stock: 10 });
  const res = await placeOrder(h, customer, { k: { item_id: item.id, quantity } }, { invoice });
  return { res, item, customer };
}

/** A placed order, paid (how it was paid is the payment suites' business). */
async function paidOrder(h: Harness, invoice: unknown = { type: 'member' }, quantity = 2) {
  const { res, customer } = await place(h, invoice, quantity);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  await h.db
    .updateTable('shop_order')
    .set({ status: 'success', paid_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
  return { id, order: res.json(), customer, email: customer.email };
}

const invoiceOf = async (h: Harness, id: number) =>
  h.db
    .selectFrom('shop_order')
    .select([
      'invoice_status',
      'invoice_number',
      'invoice_date',
      'invoice_random',
      'invoice_allowance_no',
      'invoice_type',
      'invoice_carrier',
      'invoice_love_code',
      'invoice_tax_id',
      'invoice_title',
      'updated_at',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const refunded = (h: Harness, id: number) =>
  h.db
    .updateTable('shop_order')
    .set({ status: 'refunded', refunded_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();

/** The order's RelateNumber (the fake is shared by both engines' databases, whose order ids repeat). */
const relateOf = async (h: Harness, id: number) =>
  relateNumberOf(await h.db.selectFrom('shop_order').select(['id', 'created_at']).where('id', '=', id).executeTakeFirstOrThrow());
const issuesFor = async (h: Harness, id: number) => {
  const relate = await relateOf(h, id);
  return fake.calls.filter((c) => c.action === 'Issue' && c.data.RelateNumber === relate);
};
const invoicesFor = async (h: Harness, id: number) => {
  const relate = await relateOf(h, id);
  return [...fake.invoices.values()].filter((i) => i.relateNumber === relate);
};

describe.each(engines)('e-invoices through ECPay on %s', (engine) => {
  const h = setupApp(engine, {
    config: {
      // A getter: the fake's port is known only once it listens (before the app is built).
      get shop() {
        const base = testConfig().shop;
        return { ...base, invoice: { ...base.invoice, provider: 'ecpay' as const, url } };
      },
    },
  });

  it('refuses bad invoice fields at checkout with field errors, and creates nothing', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{ type: 'mobile', carrier: '/abc1234' }, { 'invoice.carrier': ['bad_mobile_barcode'] }],
      [{ type: 'mobile', carrier: '/ABC123' }, { 'invoice.carrier': ['bad_mobile_barcode'] }],
      [{ type: 'mobile', carrier: '/ABC1234 ' }, { 'invoice.carrier': ['bad_mobile_barcode'] }],
      [{ type: 'certificate', carrier: 'ab12345678901234' }, { 'invoice.carrier': ['bad_certificate'] }],
      [{ type: 'donation', love_code: '12' }, { 'invoice.love_code': ['bad_love_code'] }],
      [{ type: 'company', tax_id: '04595258', title: '晨曦股份有限公司' }, { 'invoice.tax_id': ['bad_tax_id'] }],
      [{ type: 'company', tax_id: '04595257', title: '' }, { 'invoice.title': ['required'] }],
      [{ type: 'company', tax_id: '04595257', title: '晨曦', carrier: '/ABC1234' }, { 'invoice.carrier': ['not_for_kind'] }],
      [{ type: 'donation', love_code: '168', tax_id: '04595257' }, { 'invoice.tax_id': ['not_for_kind'] }],
    ];
    const before = await h.db
      .selectFrom('shop_order')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const [invoice, fields] of cases) {
      const { res, item } = await place(h, invoice);
      expect(res.statusCode, JSON.stringify(invoice)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', fields });
      // Nothing reserved: the item's stock is untouched.
      expect((await h.inject({ method: 'GET', url: `/api/items/${item.id}/` })).json().stock).toBe(10);
    }
    const after = await h.db
      .selectFrom('shop_order')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('issues once when called concurrently: the total, the lines and the shipping fee', async () => {
    const { id, order, customer } = await paidOrder(h, { type: 'member' });
    await Promise.all([issueInvoice(h.app, id), issueInvoice(h.app, id), issueInvoice(h.app, id)]);
    await issueInvoice(h.app, id);
    const sent = await issuesFor(h, id);
    expect(sent).toHaveLength(1);
    const data = sent[0]!.data;
    expect(data).toMatchObject({ TaxType: '1', InvType: '07', vat: '1', SalesAmount: order.total, CarrierType: '1', Print: '0' });
    const items = data.Items as { ItemName: string; ItemCount: number; ItemPrice: number; ItemAmount: number }[];
    expect(items[0]).toMatchObject({ ItemCount: 2, ItemPrice: 700, ItemAmount: 1400 });
    if (order.shipping_fee > 0) expect(items.at(-1)).toMatchObject({ ItemName: '運費', ItemAmount: order.shipping_fee });
    expect(items.reduce((s, i) => s + i.ItemAmount, 0)).toBe(order.total);

    const row = await invoiceOf(h, id);
    const issued = fake.invoices.get(row.invoice_number!)!;
    expect(row).toMatchObject({ invoice_status: 'issued', invoice_random: issued.random });
    expect(row.invoice_date).toBe(`${issued.date.replace(' ', 'T')}+08:00`);
    // The order's API shape carries it.
    const api = await customer.send('GET', `/checkout/order/${id}/`);
    expect(api.json().invoice).toMatchObject({
      type: 'member',
      number: row.invoice_number,
      date: row.invoice_date,
      random_number: issued.random,
      status: 'issued',
    });
  });

  it('sends the carrier, the 愛心碼 and the 統一編號 as ECPay documents them', async () => {
    const mobile = await paidOrder(h, { type: 'mobile', carrier: '/AB+.-12' });
    const cert = await paidOrder(h, { type: 'certificate', carrier: 'AB12345678901234' });
    const donation = await paidOrder(h, { type: 'donation', love_code: '168001' });
    const company = await paidOrder(h, { type: 'company', tax_id: '10458575', title: '晨曦產後護理之家股份有限公司' });
    for (const o of [mobile, cert, donation, company]) await issueInvoice(h.app, o.id);
    const sent = async (id: number) => (await issuesFor(h, id))[0]!.data;
    expect(await sent(mobile.id)).toMatchObject({
      CarrierType: '3',
      CarrierNum: '/AB+.-12',
      Print: '0',
      Donation: '0',
      CustomerIdentifier: '',
    });
    expect(await sent(cert.id)).toMatchObject({ CarrierType: '2', CarrierNum: 'AB12345678901234', Print: '0', Donation: '0' });
    expect(await sent(donation.id)).toMatchObject({
      Donation: '1',
      LoveCode: '168001',
      Print: '0',
      CarrierType: '',
      CarrierNum: '',
    });
    expect(await sent(company.id)).toMatchObject({
      CustomerIdentifier: '10458575',
      CustomerName: '晨曦產後護理之家股份有限公司',
      CustomerAddr: '100 臺北市中正區重慶南路一段 122 號',
      Print: '1',
      Donation: '0',
      CarrierType: '',
      CarrierNum: '',
      LoveCode: '',
    });
    for (const o of [mobile, cert, donation, company]) {
      expect((await sent(o.id)).CustomerEmail).toBe(o.email);
      expect((await invoiceOf(h, o.id)).invoice_status).toBe('issued');
    }
  });

  it('voids a refund inside the filing period and gives an allowance for the whole amount after it', async () => {
    const recent = await paidOrder(h);
    await issueInvoice(h.app, recent.id);
    await refunded(h, recent.id);
    await Promise.all([refundInvoice(h.app, recent.id), refundInvoice(h.app, recent.id)]);
    const voided = await invoiceOf(h, recent.id);
    expect(voided).toMatchObject({ invoice_status: 'void', invoice_allowance_no: null });
    expect(fake.invoices.get(voided.invoice_number!)!.invalid).toBe(true);
    expect(fake.calls.filter((c) => c.action === 'Invalid' && c.data.InvoiceNo === voided.invoice_number)).toHaveLength(1);

    // Issued four months ago: its period has closed, so the refund is an allowance.
    fake.setClock(() => Date.now() - 120 * 86_400_000);
    const old = await paidOrder(h);
    try {
      await issueInvoice(h.app, old.id);
    } finally {
      fake.setClock(Date.now);
    }
    await refunded(h, old.id);
    await Promise.all([refundInvoice(h.app, old.id), refundInvoice(h.app, old.id)]);
    const allowed = await invoiceOf(h, old.id);
    const issued = fake.invoices.get(allowed.invoice_number!)!;
    expect(issued.allowances).toEqual([{ number: allowed.invoice_allowance_no, amount: old.order.total }]);
    expect(allowed).toMatchObject({ invoice_status: 'allowance' });
    expect(issued.invalid).toBe(false);
    const call = fake.calls.find((c) => c.action === 'Allowance' && c.data.InvoiceNo === issued.number)!.data;
    expect(call).toMatchObject({
      AllowanceAmount: old.order.total,
      InvoiceDate: issued.date.slice(0, 10),
      NotifyMail: old.email,
    });
  });

  it("a provider's refusal changes nothing but the retryable state; the sweep issues it once", async () => {
    const { id } = await paidOrder(h);
    fake.refuseNext('Issue', '字軌不足');
    await issueInvoice(h.app, id);
    expect(await invoiceOf(h, id)).toMatchObject({ invoice_status: 'failed', invoice_number: null, invoice_date: null });
    expect(h.logs.join('\n')).toContain('字軌不足');
    await Promise.all([retryInvoices(h.app), retryInvoices(h.app)]);
    const row = await invoiceOf(h, id);
    expect(row.invoice_status).toBe('issued');
    // Two Issue calls (the refused one and the retry), one invoice.
    expect(await issuesFor(h, id)).toHaveLength(2);
    expect(await invoicesFor(h, id)).toHaveLength(1);

    // A refused void: the invoice stays issued, nothing written.
    await refunded(h, id);
    const before = await invoiceOf(h, id);
    fake.refuseNext('Invalid', '發票已上傳，不可作廢');
    await refundInvoice(h.app, id);
    const after = await invoiceOf(h, id);
    expect({ ...after, updated_at: '' }).toEqual({ ...before, updated_at: '' });
    expect(fake.invoices.get(after.invoice_number!)!.invalid).toBe(false);
    // The sweep finishes the refund later.
    await retryInvoices(h.app);
    expect((await invoiceOf(h, id)).invoice_status).toBe('void');
  });

  it('finds an invoice issued by an attempt whose answer was lost instead of issuing again', async () => {
    const { id } = await paidOrder(h);
    await issueInvoice(h.app, id);
    const first = await invoiceOf(h, id);
    // As if the server had stopped after ECPay issued but before it wrote the answer down.
    await h.db
      .updateTable('shop_order')
      .set({
        invoice_status: 'issuing',
        invoice_number: null,
        invoice_date: null,
        invoice_random: null,
        updated_at: '2000-01-01T00:00:00.000Z',
      })
      .where('id', '=', id)
      .execute();
    await retryInvoices(h.app);
    expect(await invoiceOf(h, id)).toMatchObject({ invoice_status: 'issued', invoice_number: first.invoice_number });
    expect(await invoicesFor(h, id)).toHaveLength(1);
  });

  it('resolves an invoice left issuing on an order refunded meanwhile: found → voided, never issued anew', async () => {
    const { id } = await paidOrder(h);
    await issueInvoice(h.app, id);
    const first = await invoiceOf(h, id);
    // The server stopped after ECPay issued; the order was refunded before the sweep came.
    const stuck = { invoice_status: 'issuing', invoice_number: null, invoice_date: null, invoice_random: null };
    await h.db
      .updateTable('shop_order')
      .set({ ...stuck, status: 'refunded', refunded_at: new Date().toISOString(), updated_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', id)
      .execute();
    await retryInvoices(h.app);
    expect(await invoiceOf(h, id)).toMatchObject({ invoice_status: 'void', invoice_number: first.invoice_number });
    expect(fake.invoices.get(first.invoice_number!)!.invalid).toBe(true);
    expect(await issuesFor(h, id)).toHaveLength(1);

    // Nothing was issued before the stop: back to pending, and nothing is issued for the refunded order.
    const { res } = await place(h, { type: 'member' });
    const unissued = res.json().id as number;
    await h.db
      .updateTable('shop_order')
      .set({ status: 'refunded', invoice_status: 'issuing', updated_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', unissued)
      .execute();
    await retryInvoices(h.app);
    expect(await invoiceOf(h, unissued)).toMatchObject({ invoice_status: 'pending', invoice_number: null });
    expect(await issuesFor(h, unissued)).toHaveLength(0);
  });

  it('tells the web that invoices are real ones', async () => {
    expect((await h.inject({ method: 'GET', url: '/api/bootstrap/' })).json().invoice_provider).toBe('ecpay');
  });

  it('issues nothing for an unpaid order, and never logs the hash key or IV', async () => {
    const { res } = await place(h, { type: 'member' });
    const id = res.json().id as number;
    await issueInvoice(h.app, id);
    expect(await invoiceOf(h, id)).toMatchObject({ invoice_status: 'pending', invoice_number: null });
    expect(await issuesFor(h, id)).toHaveLength(0);
    const logs = h.logs.join('\n');
    expect(logs).not.toContain(FAKE_INVOICE_MERCHANT.hashKey);
    expect(logs).not.toContain(FAKE_INVOICE_MERCHANT.hashIv);
  });
});

describe.each(engines)('sandbox e-invoices (the demo default) on %s', (engine) => {
  const h = setupApp(engine);

  it('tells the web that invoices are tests', async () => {
    expect((await h.inject({ method: 'GET', url: '/api/bootstrap/' })).json().invoice_provider).toBe('sandbox');
  });

  it('issues a marked test number offline, once, and voids it on a refund', async () => {
    const { id } = await paidOrder(h, { type: 'donation', love_code: '8585' });
    const calls = fake.calls.length;
    await Promise.all([issueInvoice(h.app, id), issueInvoice(h.app, id)]);
    const row = await invoiceOf(h, id);
    expect(row).toMatchObject({ invoice_status: 'issued', invoice_number: `TS${String(id).padStart(8, '0')}` });
    expect(row.invoice_random).toMatch(/^\d{4}$/);
    expect(row.invoice_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    await refunded(h, id);
    await refundInvoice(h.app, id);
    expect((await invoiceOf(h, id)).invoice_status).toBe('void');
    // An old invoice gets an allowance, numbered on the test track too.
    const old = await paidOrder(h);
    await issueInvoice(h.app, old.id);
    await refunded(h, old.id);
    await refundInvoice(h.app, old.id, Date.now() + 120 * 86_400_000);
    expect(await invoiceOf(h, old.id)).toMatchObject({
      invoice_status: 'allowance',
      invoice_allowance_no: `TSA${String(old.id).padStart(8, '0')}`,
    });
    expect(fake.calls.length).toBe(calls);
  });
});
