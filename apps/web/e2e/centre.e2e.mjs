// The staff tool (decision 0008) — room board, mother dashboard, generic lists and forms, staff only.
import { assert, assertAccessible, logInAtHome, screenshot, watchPage } from './support/helpers.mjs';

export default [
  {
    name: 'a staff member logs in, sees the room board, opens a mother and edits her phone',
    async run({ page, baseUrl }) {
      const watch = watchPage(page);
      await logInAtHome(page, baseUrl, 'nurse', 'demo-nurse-2026');
      // /centre opens the Today page; the room board shows rooms by floor with their stays as bars.
      await page.goto(`${baseUrl}/centre`);
      await page.getByTestId('today-in-house').waitFor();
      await page.goto(`${baseUrl}/centre/rooms`);
      const board = page.getByTestId('room-board');
      await board.waitFor();
      await board.locator('.pnc-board-day.is-today').waitFor();
      assert.ok((await board.locator('.pnc-board-floor').count()) >= 2, 'rooms grouped by floor');
      const bar = board.locator('.pnc-board-bar.pnc-stay-current').first();
      await bar.waitFor();
      await screenshot(page, 'centre-room-board-tw');
      const name = (await bar.textContent())?.trim();
      assert.ok(name, 'a stay shows the mother by name');
      await bar.click();

      // The mother dashboard opens on her record.
      await page.waitForURL(/\/centre\/mothers$/);
      await page.getByTestId('selected-mother').getByText(name).waitFor();
      await page.getByTestId('detail-mother').waitFor();
      await screenshot(page, 'centre-mother-dashboard-tw');
      await page.getByTestId('edit-record').click();
      const form = page.getByTestId('form-mother');
      const phone = form.getByLabel('電話', { exact: true });
      // Spec 5: without a phone the update is refused before any request.
      let puts = 0;
      page.on('request', (r) => {
        if (r.method() === 'PUT' && r.url().includes('/api/mother/')) puts++;
      });
      await phone.fill('');
      await form.getByRole('button', { name: '儲 存' }).click();
      await form.locator('.ant-form-item-explain-error').first().waitFor();
      assert.equal(puts, 0, 'no request without a phone');
      await phone.fill('0912-345-678');
      const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/mother/'));
      await form.getByRole('button', { name: '儲 存' }).click();
      assert.equal((await saved).status(), 200);
      // Updating a mother sets the selected mother (spec 4): the header and the record show the new phone.
      await page.getByTestId('selected-mother').getByText('0912-345-678').waitFor();
      await page.getByTestId('detail-mother').getByText('0912-345-678').waitFor();
      watch.assertClean();
    },
  },
  {
    name: 'a customer is refused the staff tool',
    async run({ page, baseUrl }) {
      await logInAtHome(page, baseUrl, 'customer', 'demo-customer-2026');
      await page.goto(`${baseUrl}/centre/rooms`);
      await page.getByRole('heading', { name: '沒有權限' }).waitFor();
      assert.equal(await page.getByTestId('room-board').count(), 0);
      await page.goto(`${baseUrl}/centre/r/mother`);
      await page.getByRole('heading', { name: '沒有權限' }).waitFor();
    },
  },
  {
    name: 'any resource has a generic list and form, in both languages',
    async run({ page, baseUrl }) {
      const watch = watchPage(page);
      await logInAtHome(page, baseUrl, 'nurse', 'demo-nurse-2026');
      await page.goto(`${baseUrl}/centre/r/room`);
      const list = page.getByTestId('list-room');
      await list.locator('.ant-table-row').first().waitFor();
      await list.getByRole('columnheader', { name: '房號' }).waitFor();
      await list.getByText('入住中').first().waitFor();
      await screenshot(page, 'centre-generic-list-tw');
      await page.goto(`${baseUrl}/centre/r/baby/new`);
      await page.getByTestId('form-baby').getByLabel('性別').waitFor();
      await screenshot(page, 'centre-generic-form-tw');
      await page.getByTestId('lang-en').click();
      await page.getByTestId('form-baby').getByLabel('Gender').waitFor();
      await screenshot(page, 'centre-generic-form-en');
      await page.goto(`${baseUrl}/centre/r/room`);
      await page.getByTestId('list-room').getByRole('columnheader', { name: 'Room number' }).waitFor();
      await screenshot(page, 'centre-generic-list-en');
      await page.goto(`${baseUrl}/centre/rooms`);
      await page.getByTestId('room-board').locator('.pnc-board-bar').first().waitFor();
      await screenshot(page, 'centre-room-board-en');
      watch.assertClean();
    },
  },
  {
    name: 'accessibility: room board, mother dashboard and a generic form',
    bypassCSP: true,
    async run({ page, baseUrl }) {
      await logInAtHome(page, baseUrl, 'nurse', 'demo-nurse-2026');
      await page.goto(`${baseUrl}/centre/rooms`);
      await page.getByTestId('room-board').locator('.pnc-board-bar').first().waitFor();
      await assertAccessible(page, 'room board');
      await page.getByTestId('room-board').locator('.pnc-board-bar.pnc-stay-current').first().click();
      await page.getByTestId('detail-mother').waitFor();
      await assertAccessible(page, 'mother dashboard');
      await page.goto(`${baseUrl}/centre/r/contract/new`);
      await page.getByTestId('form-contract').waitFor();
      await assertAccessible(page, 'generic form');
    },
  },
  {
    name: 'the section tabs and the records list work at laptop and phone widths; the board shows every room',
    async run({ page, baseUrl }) {
      const watch = watchPage(page);
      await logInAtHome(page, baseUrl, 'nurse', 'demo-nurse-2026');
      const assets = [];
      page.on('request', (request) => assets.push(new URL(request.url()).pathname));
      await page.goto(`${baseUrl}/centre/rooms`);
      // Every room ends up on the board (the first screen's are drawn first, the others after): the thirty demo
      // rooms and any an earlier scenario added.
      const board = page.getByTestId('room-board');
      await board.getByTestId('board-room-510').waitFor();
      const rooms = await page.evaluate(async () => {
        const res = await fetch('/api/room/?limit=1', { headers: { authorization: `Token ${localStorage.getItem('token')}` } });
        return (await res.json()).count;
      });
      assert.ok(rooms >= 30, 'the demo rooms at least');
      const rows = board.locator('[data-testid^="board-room-"]');
      await rows.nth(rooms - 1).waitFor();
      assert.equal(await rows.count(), rooms);
      // Its waits are the shell's CSS spinner: antd's Spin (code, styles, a theme render) stays out of its load.
      assert.deepEqual(
        assets.filter((asset) => /\/assets\/spin-/.test(asset)),
        [],
      );
      const nav = page.getByRole('navigation', { name: '中心管理選單' });
      // Laptop: pointing at the records tab opens its list; a link there opens that resource's list.
      const records = nav.getByRole('button', { name: '紀錄' });
      await records.hover();
      await nav.getByRole('link', { name: '全部紀錄' }).waitFor();
      await screenshot(page, 'centre-records-menu-tw');
      await nav.getByRole('link', { name: '房型' }).click();
      await page.waitForURL(/\/centre\/r\/room_type$/);
      await page.getByTestId('list-room_type').waitFor();
      assert.equal(await records.getAttribute('aria-expanded'), 'false');
      // Phone: the tabs scroll sideways; the records list opens by a tap and by the keyboard, and closes on Escape.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${baseUrl}/centre/rooms`);
      await board.waitFor();
      const spareParts = nav.getByRole('link', { name: '備品' });
      await spareParts.scrollIntoViewIfNeeded();
      await records.click();
      assert.equal(await records.getAttribute('aria-expanded'), 'true');
      await nav.getByRole('link', { name: '房間' }).last().waitFor();
      await screenshot(page, 'centre-records-menu-phone-tw');
      await page.keyboard.press('Escape');
      await records.focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      assert.equal(await page.evaluate('document.activeElement?.textContent'), '房型');
      await page.keyboard.press('Escape');
      assert.equal(await records.getAttribute('aria-expanded'), 'false');
      await spareParts.click();
      await page.waitForURL(/\/centre\/spareParts$/);
      await nav.locator('a[aria-current="page"]', { hasText: '備品' }).waitFor();
      await page.setViewportSize({ width: 1280, height: 800 });
      watch.assertClean();
    },
  },
];
