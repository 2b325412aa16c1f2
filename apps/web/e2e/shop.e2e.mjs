// The shop in the browser: browse a category, search in Chinese, add to cart, log in through the dialog,
// check out with ATM, find the order (with its virtual account) in the list and the detail; a second customer
// cannot open it. Runs its own server so a second customer can be created with the server's CLI in its database.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { assert, assertAccessible, chooseOption, logIn, screenshot, submitLogin, watchPage } from './support/helpers.mjs';
import { startServer } from './support/server.mjs';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Logs in through a login dialog something else opened (the checkout's login gate). */
async function logInThroughDialog(page, username, password) {
  await submitLogin(page, username, password);
  await page.getByTestId('user-menu').waitFor();
}

const setLang = async (page, lang) => {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.reload();
};

export default [
  {
    name: 'shop: category, Chinese search, cart, login dialog, ATM checkout, orders; another customer sees no access',
    async run({ page, context }) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pnc-shop-e2e-'));
      const DATABASE_URL = `sqlite:${path.join(dir, 'app.db')}`;
      const server = await startServer({ env: { DATABASE_URL } });
      try {
        const baseUrl = server.baseUrl;
        const watch = watchPage(page);
        await page.goto(baseUrl);

        // Home: the shop section, then a category from its chips.
        await page.getByTestId('item-card').first().waitFor();
        await screenshot(page, 'shop-home-tw');
        const chip = page.locator('.pnc-home-chip').first();
        const categoryName = (await chip.textContent()).trim();
        await chip.click();
        await page.waitForURL(/\/category\/\d+$/);
        await page.getByTestId('item-card').first().waitFor();
        await page.getByTestId('catalogue-title').filter({ hasText: categoryName }).waitFor();
        // Sorting and the in-stock filter live in the URL.
        await page.getByLabel('排序方式').click();
        await page.locator('.ant-select-item-option', { hasText: '價格：低到高' }).click();
        await page.waitForURL(/ordering=price/);
        await page.getByText('只看有庫存').click();
        await page.waitForURL(/in_stock=1/);
        await page.getByTestId('item-card').first().waitFor();
        const prices = await page.locator('.pnc-item-card-price').allTextContents();
        const amounts = prices.map((p) => Number(p.replace(/[^\d]/g, '')));
        assert.deepEqual(
          amounts,
          [...amounts].sort((a, b) => a - b),
          'sorted by price, low to high',
        );
        await screenshot(page, 'shop-category-tw');

        // Search in Chinese from the header: 乳頭 finds 羊毛脂乳頭霜.
        await page.getByTestId('header-search').fill('乳頭');
        await page.getByTestId('header-search').press('Enter');
        await page.waitForURL(/\/search\?keyword=/);
        const hit = page.getByTestId('item-card').filter({ hasText: '羊毛脂乳頭霜' }).first();
        await hit.waitFor();
        await screenshot(page, 'shop-search-tw');
        await hit.click();

        // Item page: add two to the cart (logged out: the cart is local).
        await page.getByTestId('item-name').filter({ hasText: '羊毛脂乳頭霜' }).waitFor();
        assert.match(await page.getByTestId('item-price').textContent(), /^NT\$\d{1,3}(,\d{3})*$/);
        await page.locator('#item-quantity').fill('2');
        await page.getByTestId('add-to-cart').click();
        await page.getByTestId('cart-count').filter({ hasText: '2' }).waitFor();
        const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart')));
        const entries = Object.values(stored.items);
        assert.equal(entries.length, 1);
        assert.equal(entries[0].quantity, 2);
        assert.deepEqual(Object.keys(entries[0]).sort(), ['attributes', 'item_id', 'quantity']);
        await screenshot(page, 'shop-item-tw');

        // Cart, logged out: the guest sees totals and shipping (the public cart quote); checkout asks to log in.
        await page.getByTestId('cart-link').click();
        await page.getByTestId('cart-line').first().waitFor();
        await page.getByTestId('cart-total').waitFor();
        assert.match(await page.getByTestId('cart-total').textContent(), /^NT\$[\d,]+$/);
        await screenshot(page, 'shop-cart-anonymous-tw');
        await page.getByTestId('go-checkout').click();
        await logInThroughDialog(page, 'customer', 'demo-customer-2026');
        // After login the checkout opens, with the cart kept (merged into the account); back to the cart for its picture.
        await page.waitForURL(/\/cart\/checkout$/);
        await page.getByTestId('cart-link').click();
        await page.getByTestId('cart-total').waitFor();
        const accountCart = await page.evaluate(async () => {
          const res = await fetch('/api/user/cart/', { headers: { authorization: `Token ${localStorage.getItem('token')}` } });
          return res.json();
        });
        assert.ok(
          Object.values(accountCart.items).some((e) => e.quantity >= 2),
          'the local cart was merged into the account',
        );
        await screenshot(page, 'shop-cart-tw');

        // Checkout with ATM.
        await page.getByTestId('go-checkout').click();
        await page.waitForURL(/\/cart\/checkout$/);
        await page.locator('#name').fill('王小美');
        await page.locator('#phone').fill('0912345678');
        // Home delivery: 縣市 → 區 (the zip follows), then the street line.
        await chooseOption(page, page.locator('#delivery_city'), '臺北市', { typed: true });
        await chooseOption(page, page.locator('#delivery_district'), '信義區', { typed: true });
        await page.getByTestId('delivery-zip').filter({ hasText: '110' }).waitFor();
        await page.getByTestId('delivery-street').fill('松仁路 100 號');
        await page.getByTestId('pay-atm').click();
        await screenshot(page, 'shop-checkout-tw');
        await page.getByTestId('place-order').click();
        await page.waitForURL(/\/payment\/result\/\d+$/);
        const orderId = Number(page.url().split('/').pop());
        await page.getByTestId('payment-status').filter({ hasText: '等待付款' }).waitFor();
        const account = (await page.getByTestId('virtual-account').textContent()).trim();
        assert.match(account, /^\d{10,16}$/, `a virtual account, got ${account}`);
        assert.equal(await page.getByTestId('cart-count').count(), 0, 'the cart is empty after the order');
        await screenshot(page, 'shop-payment-atm-tw');

        // Orders list and detail show the order and its virtual account.
        await page.getByRole('link', { name: '我的訂單' }).click();
        const row = page.getByTestId('order-row').filter({ hasText: `#${orderId}` });
        await row.waitFor();
        assert.ok((await row.textContent()).includes(account), 'the list shows the virtual account');
        await screenshot(page, 'shop-orders-tw');
        await row.click();
        await page
          .getByTestId('order-title')
          .filter({ hasText: `#${orderId}` })
          .waitFor();
        assert.equal((await page.getByTestId('virtual-account').textContent()).trim(), account);
        await page.getByTestId('order-line').filter({ hasText: '羊毛脂乳頭霜' }).waitFor();
        await screenshot(page, 'shop-order-tw');
        await setLang(page, 'en');
        await page.getByTestId('order-status').filter({ hasText: 'Waiting for payment' }).waitFor();
        await screenshot(page, 'shop-order-en');
        watch.assertClean();

        // A second customer (created with the server's CLI) cannot open it.
        // The password on standard input, as an operator pipes it (the CLI refuses it in argv).
        const create = run('npm', ['run', 'user:create', '--', '--username', 'second-mum', '--role', 'customer'], {
          cwd: repoRoot,
          env: { ...process.env, DATABASE_URL },
        });
        create.child.stdin.end('Sunrise-harbor-2026\n');
        await create;
        const other = await context.browser().newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-TW' });
        try {
          const page2 = await other.newPage();
          await page2.goto(baseUrl);
          await logIn(page2, 'second-mum', 'Sunrise-harbor-2026');
          await page2.goto(`${baseUrl}/orders/${orderId}`);
          await page2.getByText('訂單不存在，或你沒有權限查看這筆訂單。').waitFor();
          assert.equal(await page2.getByTestId('virtual-account').count(), 0);
          await screenshot(page2, 'shop-order-no-access-tw');
          await page2.evaluate(() => localStorage.setItem('lang', 'en'));
          await page2.reload();
          await page2.getByText('does not exist', { exact: false }).waitFor();
          await screenshot(page2, 'shop-order-no-access-en');
        } finally {
          await other.close();
        }
      } finally {
        await server.stop();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  },
  {
    name: 'shop accessibility: category, item, cart (tw and en)',
    bypassCSP: true,
    async run({ page, baseUrl }) {
      for (const lang of ['tw', 'en']) {
        await page.goto(`${baseUrl}/items`);
        await setLang(page, lang);
        await page.getByTestId('item-card').first().waitFor();
        await assertAccessible(page, `items ${lang}`);
        await page.getByTestId('item-card').first().click();
        await page.getByTestId('item-name').waitFor();
        await page.getByTestId('add-to-cart').click();
        await page.getByTestId('cart-count').waitFor();
        await page.waitForTimeout(300);
        await assertAccessible(page, `item ${lang}`);
        await page.getByTestId('cart-link').click();
        await page.getByTestId('cart-line').first().waitFor();
        await page.locator('.pnc-cart-name').first().filter({ hasText: /\S/ }).waitFor();
        await assertAccessible(page, `cart ${lang}`);
        await screenshot(page, `shop-cart-anonymous-${lang}`);
      }
      // Logged in: checkout, an order's payment page and detail.
      await logIn(page, 'customer', 'demo-customer-2026');
      await page.getByTestId('cart-total').waitFor();
      await assertAccessible(page, 'cart logged in');
      await page.getByTestId('go-checkout').click();
      await page.getByTestId('place-order').waitFor();
      await assertAccessible(page, 'checkout');
      const orderId = await page.evaluate(async () => {
        const res = await fetch('/checkout/order/', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Token ${localStorage.getItem('token')}` },
          body: JSON.stringify({
            currency: 'TWD',
            payment_type: 'credit_card',
            data: localStorage.getItem('cart'),
            shipping: { name: 'Amy', phone: '0912345678' },
            delivery: { method: 'home', zip: '110', city: '臺北市', district: '信義區', address: 'Songren Rd 100' },
            invoice: { type: 'member' },
          }),
        });
        return (await res.json()).id;
      });
      await page.goto(`${baseUrl}/payment/result/${orderId}`);
      await page.locator('#card_number').waitFor();
      await assertAccessible(page, 'card payment');
      await screenshot(page, 'shop-card-payment-en');
      await page.goto(`${baseUrl}/orders`);
      await page.getByTestId('order-row').first().waitFor();
      await assertAccessible(page, 'orders');
      await page.goto(`${baseUrl}/orders/${orderId}`);
      await page.getByTestId('order-line').first().waitFor();
      await assertAccessible(page, 'order');
      // On paper the order stands alone: the site frame, trail and buttons shown on screen do not print.
      const frames = ['.pnc-header', '.pnc-footer', '.pnc-breadcrumb', '.pnc-order-print .ant-btn'];
      for (const frame of frames) assert.ok(await page.locator(frame).first().isVisible(), `${frame} is on screen`);
      await page.emulateMedia({ media: 'print' });
      for (const frame of frames) assert.equal(await page.locator(frame).first().isVisible(), false, `${frame} prints`);
      assert.ok(await page.getByTestId('order-line').first().isVisible());
      await page.emulateMedia({ media: 'screen' });
    },
  },
  {
    name: 'shop comments: on a phone they load when scrolled to; a customer comments, replies, edits and deletes (tw, en)',
    async run({ page, baseUrl }) {
      const watch = watchPage(page);
      // The demo comments on the single cream, not on its sets.
      const found = await fetch(`${baseUrl}/api/items/?keyword=${encodeURIComponent('羊毛脂乳頭霜')}&limit=20`);
      const itemId = (await found.json()).results.find((i) => i.name_tw === '羊毛脂乳頭霜（單入）').id;
      const fetched = [];
      page.on('request', (request) => {
        if (/\/api\/items\/\d+\/comments\//.test(request.url())) fetched.push(request.url());
      });

      // A phone: the comments start below the first screen, so they wait for the reader to scroll to them.
      await page.setViewportSize({ width: 412, height: 823 });
      await page.goto(`${baseUrl}/item/${itemId}`);
      await page.getByTestId('item-name').waitFor();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(fetched, [], 'no comments are fetched before their place nears the screen');
      await page.getByRole('heading', { name: '商品評論' }).scrollIntoViewIfNeeded();
      await page.getByTestId('comment').filter({ hasText: '乳頭破皮擦了兩天' }).waitFor();
      assert.equal(fetched.length, 1, 'scrolling to them fetches them once');
      assert.match(await page.getByTestId('reply').first().textContent(), /泌乳顧問/);
      await page.getByRole('button', { name: '登入後留言' }).waitFor();

      // A wide screen: they are in view at once. The customer writes, replies, edits and deletes.
      await page.setViewportSize({ width: 1280, height: 800 });
      await logIn(page, 'customer', 'demo-customer-2026');
      const text = `e2e 評論 ${Date.now()}：用了一週，效果很好。`;
      await page.getByTestId('comment-input').fill(text);
      await page.getByRole('button', { name: '送出評論' }).click();
      const mine = page.getByTestId('comment').filter({ hasText: text });
      await mine.waitFor();
      await mine.getByRole('button', { name: '回覆' }).click();
      await mine.getByLabel('寫下你的回覆…').fill('補充：晚上擦效果更好。');
      await mine.getByRole('button', { name: '送出回覆' }).click();
      await mine.getByTestId('reply').filter({ hasText: '補充：晚上擦效果更好。' }).waitFor();
      await mine.getByRole('button', { name: '編輯' }).first().click();
      // While it is edited its text is in the edit box, not in the entry: the one edit box on the page.
      await page.getByLabel('編輯內容').fill(`${text}（更新）`);
      await page.getByRole('button', { name: '儲 存' }).click(); // antd spaces a two-character label
      const edited = page.getByTestId('comment').filter({ hasText: '（更新）' });
      await edited.getByText('（已編輯）').first().waitFor();

      // The same comment in English, then deleted by its author.
      // (At this width the comments are in view on load: no scrolling, and their placeholder goes at once.)
      await setLang(page, 'en');
      const english = page.getByTestId('comment').filter({ hasText: '（更新）' });
      await english.getByText('(edited)').first().waitFor();
      await english.getByRole('button', { name: 'Delete' }).first().click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
      await english.waitFor({ state: 'detached' });
      const left = await fetch(`${baseUrl}/api/items/${itemId}/comments/`).then((res) => res.json());
      assert.ok(!left.results.some((c) => c.text.includes(text)), 'the deleted comment is gone on the server');
      watch.assertClean();
    },
  },
];
