// The web shell (decision 0007) — languages, 404, login dialog, session across reloads, logout, centre access, PWA.
/* global caches */
import {
  assert,
  hydrated,
  logIn,
  logInAtHome,
  openLoginDialog,
  openUserMenu,
  screenshot,
  storage,
  watchPage,
} from './support/helpers.mjs';

export default [
  {
    name: 'landing renders in tw with the centre name as title',
    async run({ page, baseUrl }) {
      const watch = watchPage(page);
      await page.goto(baseUrl);
      await page.getByRole('heading', { level: 1, name: '讓媽媽安心休養，寶寶健康成長' }).waitFor();
      assert.equal(await page.title(), '晨曦產後護理之家');
      assert.equal(await page.getAttribute('html', 'lang'), 'zh-Hant-TW');
      assert.equal(await page.locator('.pnc-brand-name').textContent(), '晨曦產後護理之家');
      assert.equal(await page.locator('link[rel=manifest]').count(), 1);
      // Data blocks (the server's hydration data, JSON-LD) are not run; no script is inline.
      assert.equal(
        await page.locator('script:not([src]):not([type="application/json"]):not([type="application/ld+json"])').count(),
        0,
        'no inline scripts',
      );
      await screenshot(page, 'landing-tw');
      watch.assertClean();
    },
  },
  {
    name: 'switching to en changes texts and survives a reload',
    async run({ page, baseUrl }) {
      const watch = watchPage(page);
      await page.goto(baseUrl);
      await hydrated(page);
      await page.getByTestId('lang-en').click();
      await page.getByRole('heading', { level: 1, name: 'Rest well, and watch your baby thrive' }).waitFor();
      assert.equal(await page.getAttribute('html', 'lang'), 'en');
      assert.equal((await storage(page)).lang, 'en');
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Rest well, and watch your baby thrive' }).waitFor();
      assert.equal(await page.locator('.pnc-brand-name').textContent(), 'Dawn Postnatal Care Centre');
      assert.equal(await page.title(), '晨曦產後護理之家', 'the title stays Traditional Chinese');
      await screenshot(page, 'landing-en');
      watch.assertClean();
    },
  },
  {
    name: 'unknown paths show the 404 page',
    async run({ page, baseUrl }) {
      const watch = watchPage(page);
      await page.goto(`${baseUrl}/no/such/page`);
      await page.getByRole('heading', { name: '找不到這個頁面' }).waitFor();
      await screenshot(page, 'not-found');
      await page.getByRole('button', { name: /回到首頁/ }).click();
      await page.getByRole('heading', { level: 1, name: '讓媽媽安心休養，寶寶健康成長' }).waitFor();
      watch.assertClean();
    },
  },
  {
    name: 'the login dialog asks for both fields and shows the server message',
    async run({ page, baseUrl }) {
      await page.goto(baseUrl);
      const dialog = await openLoginDialog(page);
      await dialog.locator('button[type=submit]').click();
      await dialog.getByText('請輸入帳號和密碼。').waitFor();
      await screenshot(page, 'login-dialog');
      await dialog.getByRole('textbox', { name: '帳號', exact: true }).fill('customer');
      await dialog.getByLabel('密碼', { exact: true }).fill('wrong-password');
      await dialog.locator('button[type=submit]').click();
      await dialog.getByText('登入失敗，請確認帳號與密碼。').waitFor();
      assert.equal((await storage(page)).token, null);
    },
  },
  {
    name: 'log in, stay logged in across a reload, log out clears storage',
    async run({ page, baseUrl }) {
      const watch = watchPage(page);
      await logInAtHome(page, baseUrl, 'customer', 'demo-customer-2026');
      const saved = await storage(page);
      assert.ok(saved.token, 'token saved');
      assert.match(saved.id ?? '', /^\d+$/);
      await page.reload();
      await page.getByTestId('user-menu').waitFor();
      assert.equal((await storage(page)).token, saved.token);
      await openUserMenu(page);
      await page.getByRole('menuitem', { name: '登出' }).click();
      await page.getByTestId('login-button').waitFor();
      const after = await storage(page);
      assert.equal(after.token, null);
      assert.equal(after.id, null);
      // The server forgot the token too.
      const res = await page.request.get(`${baseUrl}/api/user/profile/`, { headers: { authorization: `Token ${saved.token}` } });
      assert.equal(res.status(), 401);
      watch.assertClean();
    },
  },
  {
    name: 'the centre: anonymous gets the login dialog, customers 403, staff the Today tab first',
    async run({ page, baseUrl }) {
      await page.goto(`${baseUrl}/centre`);
      await page.getByRole('dialog').waitFor();
      await page.getByRole('heading', { name: '請先登入' }).waitFor();
      await page.keyboard.press('Escape');
      await logInAtHome(page, baseUrl, 'customer', 'demo-customer-2026');
      await page.goto(`${baseUrl}/centre`);
      await page.getByRole('heading', { name: '沒有權限' }).waitFor();
      await screenshot(page, 'centre-customer');
      await openUserMenu(page);
      await page.getByRole('menuitem', { name: '登出' }).click();
      await logIn(page, 'nurse', 'demo-nurse-2026');
      await page.goto(`${baseUrl}/centre`);
      const nav = page.getByRole('navigation', { name: '中心管理選單' });
      await nav.getByRole('link').first().waitFor();
      // The staff's home is the Today page; the clinical flags and the shift handover follow it, then the rooms.
      const tabs = async (n) => (await nav.getByRole('link').nth(n).textContent())?.trim();
      assert.deepEqual([await tabs(0), await tabs(1), await tabs(2), await tabs(3)], ['今日', '臨床警示', '交班', '房間']);
      await openUserMenu(page);
      await page.getByRole('menuitem', { name: '中心管理' }).waitFor();
      await screenshot(page, 'centre-staff');
    },
  },
  {
    name: 'the service worker registers on localhost and precaches the shell',
    async run({ page, baseUrl }) {
      await page.goto(baseUrl);
      const scope = await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        return reg.scope;
      });
      assert.equal(scope, `${baseUrl}/`);
      const cached = await page.evaluate(async () => {
        const names = await caches.keys();
        const urls = [];
        for (const name of names) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
        return urls;
      });
      assert.ok(cached.includes('/index.html'), 'index.html precached');
      assert.ok(!cached.some((u) => u.startsWith('/api/')), 'no API answer cached');
    },
  },
];
