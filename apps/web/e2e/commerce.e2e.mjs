// Buying for real, in the browser against local fakes that speak the providers' documented protocols:
// ECPay's AIO payment page (ATM accounts it issues, cards it authorises or declines, server-to-server callbacks),
// its B2C e-invoice API and its convenience-store map. The server is started with PUBLIC_URL = its own address, so
// the fakes' callbacks and the browser's returns reach it. In tw and en, under the real CSP (watchPage fails on any
// violation): the customer's mails are read back from the server's outbox, in the account's language.
import { tsImport } from 'tsx/esm/api';
import { assert, chooseOption, logInAtHome, screenshot, watchPage } from './support/helpers.mjs';
import { waitForMail } from './support/mail.mjs';
import { freePort, startServer } from './support/server.mjs';

const fakes = '../../server/test/support/';
const { startFakeEcpay } = await tsImport(`${fakes}fake-ecpay.ts`, import.meta.url);
const { startFakeEcpayInvoice } = await tsImport(`${fakes}fake-ecpay-invoice.ts`, import.meta.url);
const { startFakeEcpayMap } = await tsImport(`${fakes}fake-ecpay-map.ts`, import.meta.url);

const CUSTOMER = { username: 'customer', password: 'demo-customer-2026', email: 'customer@demo.example' };
const MANAGER = { username: 'manager', password: 'demo-manager-2026' };
const ITEM = '羊毛脂乳頭霜（單入）';

/** A server of its own on a known port, paying, invoicing and mapping through the three fakes. */
async function withShop(run) {
  const ecpay = await startFakeEcpay();
  const invoice = await startFakeEcpayInvoice();
  const map = await startFakeEcpayMap();
  const port = await freePort();
  const server = await startServer({
    env: {
      ...ecpay.env,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      INVOICE_PROVIDER: 'ecpay',
      ECPAY_INVOICE_URL: invoice.url,
      LOGISTICS_PROVIDER: 'ecpay',
      ECPAY_LOGISTICS_URL: map.url,
      ECPAY_LOGISTICS_MERCHANT_ID: map.merchantId,
    },
  });
  try {
    await run({ server, baseUrl: server.baseUrl, ecpay: ecpay.fake, invoice, map });
  } finally {
    await server.stop();
    await Promise.all([ecpay.stop(), invoice.stop(), map.close()]);
  }
}

/** A browser context of its own: a Taiwanese shopper's clock (deadlines read in Taipei time), at `viewport`. */
async function withContext(browser, viewport, run) {
  const phone = viewport.width < 640;
  const context = await browser.newContext({
    viewport,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    ...(phone && { isMobile: true, hasTouch: true }),
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  try {
    return await run(page);
  } catch (error) {
    // What this context's page showed (the runner's own screenshot is of its page, unused here).
    await screenshot(page, `commerce-failed-${viewport.width}-${Date.now()}`).catch(() => {});
    throw error;
  } finally {
    await context.close();
  }
}

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** What the customer reads, in each language. */
const say = {
  tw: {
    badBarcode: '手機條碼格式不符',
    waiting: '等待付款',
    paid: '已付款',
    shipped: '已出貨',
    bank: '812 台新國際商業銀行',
    payAgain: '重新付款',
    language: '中文',
    save: '儲存變更',
    subject: {
      placed: (id) => `訂單 #${id} 已成立`,
      info: (id) => `訂單 #${id} 的付款資訊`,
      paid: (id) => `訂單 #${id} 已付款`,
      shipped: (id) => `訂單 #${id} 已出貨`,
    },
    mail: {
      hello: '王小美 您好：',
      account: (bank, account) => `銀行代碼 ${bank}、虛擬帳號 ${account}`,
      invoice: (n) => `電子發票號碼：${n}`,
      tracking: (n) => `追蹤號碼 ${n}`,
    },
  },
  en: {
    badBarcode: 'Not a mobile barcode',
    waiting: 'Waiting for payment',
    paid: 'Paid',
    shipped: 'Shipped',
    bank: '812 Taishin International Bank',
    payAgain: 'Pay again',
    language: 'English',
    save: 'Save changes',
    subject: {
      placed: (id) => `Order #${id} placed`,
      info: (id) => `How to pay order #${id}`,
      paid: (id) => `Order #${id} is paid`,
      shipped: (id) => `Order #${id} has shipped`,
    },
    mail: {
      hello: 'Hello 王小美,',
      account: (bank, account) => `bank code ${bank}, virtual account ${account}`,
      invoice: (n) => `E-invoice number: ${n}`,
      tracking: (n) => `tracking number ${n}`,
    },
  },
};

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const digits = (text) => Number(String(text).replace(/[^\d]/g, ''));

/** The home page in `lang`, logged in as `user`. */
async function logInAs(page, baseUrl, user, lang) {
  await logInAtHome(page, baseUrl, user.username, user.password);
  if (lang === 'en') await page.getByTestId('lang-en').click();
}

/** The customer sets the language of their account (the language of their mails) on the profile page. */
async function setAccountLanguage(page, baseUrl, lang) {
  await page.goto(`${baseUrl}/account/profile`);
  // antd's button-style radio: its input is hidden, its label is what one clicks.
  await page.locator('.ant-radio-button-wrapper', { hasText: say[lang].language }).click();
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/api/user/profile/'));
  await page.getByRole('button', { name: say[lang].save }).click();
  const answer = await saved;
  assert.equal(answer.status(), 200);
  assert.equal((await answer.json()).language, lang);
}

/** One of the item put in the cart from its page, then on to the checkout. */
async function addToCartAndCheckout(page, baseUrl, itemId) {
  await page.goto(`${baseUrl}/item/${itemId}`);
  await page.getByTestId('item-name').waitFor();
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('cart-count').waitFor();
  await page.getByTestId('cart-link').click();
  await page.getByTestId('cart-line').first().waitFor();
  await page.getByTestId('go-checkout').click();
  await page.waitForURL(/\/cart\/checkout$/);
  await page.getByTestId('place-order').waitFor();
}

/** Places the order from the checkout and answers its id, from the payment page it lands on. */
async function placeOrder(page) {
  await page.getByTestId('place-order').click();
  await page.waitForURL(/\/payment\/result\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** From our payment page to the fake ECPay's: the form our server signed, posted by the browser. */
async function goToEcpay(page, expectedTotal) {
  await page.getByTestId('ecpay-go').click();
  await page.locator('#ecpay-trade').waitFor();
  assert.match(page.url(), /\/Cashier\/AioCheckOut\/V5$/);
  assert.equal(digits(await page.locator('#ecpay-amount').textContent()), expectedTotal, 'ECPay is asked for the order total');
}

/** The fake ECPay trades of one order (CustomField1 carries its id), oldest first. */
const tradesOf = (ecpay, orderId) =>
  [...ecpay.trades.entries()].filter(([, t]) => t.form.CustomField1 === String(orderId)).map(([no, t]) => ({ no, ...t }));

async function buyWithAtm({ page, browser, baseUrl, server, ecpay, invoice }, itemId, lang) {
  const s = say[lang];
  const watch = watchPage(page);
  await logInAs(page, baseUrl, CUSTOMER, lang);
  // The English shopper also has her account in English, as a user would set it: on her profile page.
  if (lang === 'en') await setAccountLanguage(page, baseUrl, 'en');
  await addToCartAndCheckout(page, baseUrl, itemId);

  // Name and phone; home delivery: 縣市 → 區 (the zip shows), then the street.
  await page.locator('#name').fill('王小美');
  await page.locator('#phone').fill('0912345678');
  await page.getByTestId('delivery-method-home').click();
  await chooseOption(page, page.locator('#delivery_city'), '臺北市', { typed: true });
  await chooseOption(page, page.locator('#delivery_district'), '中正區', { typed: true });
  await page.getByTestId('delivery-zip').filter({ hasText: '100' }).waitFor();
  await page.getByTestId('delivery-street').fill('重慶南路一段 122 號');

  // The invoice to a mobile barcode carrier: a malformed one (lower case) is refused in the form, nothing is sent.
  const orderPosts = [];
  page.on('request', (r) => r.method() === 'POST' && /\/checkout\/order\/$/.test(r.url()) && orderPosts.push(r.url()));
  await page.getByTestId('invoice-type-mobile').click();
  await page.getByTestId('invoice-carrier').fill('/abc1234');
  await page.getByTestId('pay-atm').click();
  await page.getByTestId('place-order').click();
  await page.getByTestId('invoice-fields').locator('.ant-form-item-explain-error', { hasText: s.badBarcode }).waitFor();
  assert.deepEqual(orderPosts, [], 'a malformed carrier sends no order');
  assert.equal(await page.getByTestId('invoice-carrier').inputValue(), '/abc1234', 'what was typed stays as typed');
  await screenshot(page, `commerce-checkout-bad-barcode-${lang}`);
  await page.getByTestId('invoice-carrier').fill('/ABC+123');
  await page.getByTestId('invoice-fields').locator('.ant-form-item-explain-error').waitFor({ state: 'detached' });
  const total = digits(await page.getByTestId('checkout-total').textContent());
  await screenshot(page, `commerce-checkout-atm-${lang}`);
  const orderId = await placeOrder(page);
  assert.equal(orderPosts.length, 1);
  await page.getByTestId('payment-status').filter({ hasText: s.waiting }).waitFor();

  // ECPay's page issues the virtual account; the browser comes back to our payment page, which shows it.
  await goToEcpay(page, total);
  await page.locator('#ecpay-atm').click();
  await page.waitForURL(new RegExp(`/payment/result/${orderId}$`));
  const [trade] = tradesOf(ecpay, orderId);
  assert.ok(trade?.info, 'ECPay issued an account for the order');
  const { BankCode: bank, vAccount: account, ExpireDate: deadline } = trade.info;
  assert.equal((await page.getByTestId('bank-code').textContent()).trim(), s.bank);
  assert.equal((await page.getByTestId('virtual-account').textContent()).trim(), account);
  // The deadline ECPay gave (a date: the end of that day in Taipei), as the shopper's clock reads it.
  const [year, month, day] = deadline.split('/').map(Number);
  const deadlineText = await page.locator('.pnc-atm').textContent();
  const shown =
    lang === 'en'
      ? new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'Asia/Taipei' }).format(Date.UTC(year, month - 1, day, 4))
      : `${year}年${month}月${day}日`;
  assert.ok(deadlineText.includes(shown), `the deadline ${deadline} (${shown}) shows: ${deadlineText}`);
  await screenshot(page, `commerce-atm-account-${lang}`);

  // The transfer arrives (ECPay's ReturnURL callback): paid, with the e-invoice the invoice service issued.
  const arrived = await ecpay.transfer(trade.no);
  assert.equal(arrived.answer, '1|OK');
  const issued = invoice.calls.filter((c) => c.action === 'Issue').at(-1);
  assert.equal(issued?.data.CarrierType, '3', 'a mobile barcode carrier');
  assert.equal(issued.data.CarrierNum, '/ABC+123');
  const invoiceNumber = [...invoice.invoices.values()].find((i) => i.relateNumber === issued.data.RelateNumber)?.number;
  assert.match(invoiceNumber ?? '', /^[A-Z]{2}\d{8}$/);
  await page.goto(`${baseUrl}/orders/${orderId}`);
  await page.getByTestId('order-status').filter({ hasText: s.paid }).waitFor();
  assert.equal((await page.getByTestId('invoice-number').textContent()).trim(), invoiceNumber);
  await screenshot(page, `commerce-order-paid-${lang}`);

  // The manager ships it from the staff tool with a tracking number.
  const tracking = `TC-${Date.now().toString().slice(-10)}`;
  await withContext(browser, LAPTOP, async (staff) => {
    const staffWatch = watchPage(staff);
    await logInAs(staff, baseUrl, MANAGER, lang);
    await staff.goto(`${baseUrl}/centre/shop/orders`);
    const row = staff.getByRole('row', { name: new RegExp(`#${orderId}\\b`) });
    await row.getByTestId('order-ship').click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByTestId('tracking-number').fill(tracking);
    const shipped = staff.waitForResponse((r) => r.url().endsWith(`/api/admin/orders/${orderId}/ship/`));
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    assert.equal((await shipped).status(), 200);
    await row.getByTestId('admin-order-status').filter({ hasText: s.shipped }).waitFor();
    staffWatch.assertClean();
  });

  // The customer sees it shipped, with the tracking number.
  await page.reload();
  await page.getByTestId('order-status').filter({ hasText: s.shipped }).waitFor();
  await page.getByTestId('shipment').getByText(tracking).waitFor();
  await screenshot(page, `commerce-order-shipped-${lang}`);
  watch.assertClean();

  // Each step's mail, in the account's language: placed, how to pay (the account), paid (the invoice), shipped.
  const mail = (kind) =>
    waitForMail(server.outboxDir, CUSTOMER.email, new RegExp(`^${escapeRegExp(s.subject[kind](orderId))} - `));
  const placed = await mail('placed');
  const info = await mail('info');
  const paid = await mail('paid');
  const sent = await mail('shipped');
  for (const m of [placed, info, paid, sent]) assert.ok(m.text.startsWith(s.mail.hello), `${m.subject}: ${m.text}`);
  assert.ok(info.text.includes(s.mail.account(bank, account)), info.text);
  assert.ok(paid.text.includes(s.mail.invoice(invoiceNumber)), paid.text);
  assert.ok(sent.text.includes(s.mail.tracking(tracking)), sent.text);
  assert.ok(sent.html.includes(tracking), 'the HTML part says it too');
}

/** Checkout with pickup at a 7-ELEVEN chosen on ECPay's map; a declined card, then paying again. */
async function pickStoreAndPay({ page, baseUrl, ecpay, map }, itemId, lang) {
  const s = say[lang];
  const watch = watchPage(page);
  await logInAs(page, baseUrl, CUSTOMER, lang);
  await addToCartAndCheckout(page, baseUrl, itemId);

  // Everything but the store first: it must all still be there on the way back from the map.
  await page.locator('#name').fill('林美玲');
  await page.locator('#phone').fill('0987654321');
  await page.getByTestId('invoice-type-donation').click();
  await page.getByTestId('invoice-love-code').fill('168001');
  await page.getByTestId('pay-credit_card').click();
  await page.getByTestId('delivery-method-cvs').click();
  await page.getByTestId('cvs-brand-711').click();
  const forms = map.forms.length;
  await page.getByTestId('cvs-choose').click();

  // The map (ECPay's page): told the chain and whether a phone asks; a store is clicked.
  await page.getByRole('heading', { name: 'Fake ECPay map' }).waitFor();
  const form = map.forms[forms];
  assert.equal(form.LogisticsSubType, 'UNIMARTC2C');
  assert.equal(form.Device, page.viewportSize().width < 640 ? '1' : '0', 'a phone gets the mobile map');
  await screenshot(page, `commerce-store-map-${lang}`);
  await page.getByRole('button', { name: '建盛門市' }).click();

  // Back on the checkout: the store shown, the rest as it was, the pick's token gone from the address.
  await page.waitForURL(/\/cart\/checkout$/);
  const store = page.getByTestId('cvs-store');
  await store.getByText('建盛門市').waitFor();
  await store.getByText('臺北市中正區重慶南路一段 122 號').waitFor();
  assert.equal(await page.locator('#name').inputValue(), '林美玲');
  assert.equal(await page.locator('#phone').inputValue(), '0987654321');
  assert.equal(await page.getByTestId('invoice-love-code').inputValue(), '168001');
  assert.ok(await page.getByTestId('pay-credit_card').isChecked(), 'card still chosen');
  await screenshot(page, `commerce-checkout-store-${lang}`);
  const total = digits(await page.getByTestId('checkout-total').textContent());
  const orderId = await placeOrder(page);

  // The card is declined on ECPay's page: the order waits for payment, with "pay again".
  await goToEcpay(page, total);
  await page.locator('#ecpay-decline').click();
  await page.waitForURL(new RegExp(`/payment/result/${orderId}$`));
  await page.getByTestId('payment-declined').waitFor();
  await page.getByTestId('payment-status').filter({ hasText: s.waiting }).waitFor();
  await page.getByTestId('ecpay-go').filter({ hasText: s.payAgain }).waitFor();
  await page.goto(`${baseUrl}/orders/${orderId}`);
  await page.getByTestId('order-status').filter({ hasText: s.waiting }).waitFor();
  await page.getByTestId('payment-declined').waitFor();
  await screenshot(page, `commerce-order-declined-${lang}`);

  // Paying again: a new trade at ECPay, authorised this time.
  await page.getByRole('button', { name: s.payAgain }).click();
  await page.waitForURL(new RegExp(`/payment/result/${orderId}$`));
  await goToEcpay(page, total);
  await page.locator('#ecpay-pay').click();
  await page.waitForURL(new RegExp(`/payment/result/${orderId}$`));
  await page.getByTestId('payment-status').filter({ hasText: s.paid }).waitFor();
  const trades = tradesOf(ecpay, orderId);
  assert.deepEqual(
    trades.map((t) => t.status),
    ['10200095', '1'],
    'one declined trade, then a paid one',
  );
  await page.goto(`${baseUrl}/orders/${orderId}`);
  await page.getByTestId('order-status').filter({ hasText: s.paid }).waitFor();
  const picked = page.getByTestId('delivery-store');
  await picked.getByText('7-ELEVEN 建盛門市').waitFor();
  await picked.getByText('131386').waitFor();
  await screenshot(page, `commerce-order-store-${lang}`);
  watch.assertClean();
}

/** The demo item bought here, found as a shopper's search would. */
async function itemId(baseUrl) {
  const found = await fetch(`${baseUrl}/api/items/?keyword=${encodeURIComponent('羊毛脂乳頭霜')}&limit=20`);
  const item = (await found.json()).results.find((i) => i.name_tw === ITEM);
  assert.ok(item, `${ITEM} is in the demo catalogue`);
  return item.id;
}

export default [
  {
    name: 'commerce: buys with an ATM account issued by the provider, paid with its e-invoice, shipped, mailed (tw, en)',
    async run({ context }) {
      const browser = context.browser();
      await withShop(async (shop) => {
        const id = await itemId(shop.baseUrl);
        for (const lang of ['tw', 'en']) {
          await withContext(browser, LAPTOP, (page) => buyWithAtm({ ...shop, page, browser }, id, lang));
        }
      });
    },
  },
  {
    name: 'commerce: picks a store through the map, a declined card pays again (tw on a laptop, en on a phone)',
    async run({ context }) {
      const browser = context.browser();
      await withShop(async (shop) => {
        const id = await itemId(shop.baseUrl);
        await withContext(browser, LAPTOP, (page) => pickStoreAndPay({ ...shop, page }, id, 'tw'));
        await withContext(browser, PHONE, (page) => pickStoreAndPay({ ...shop, page }, id, 'en'));
      });
    },
  },
];
