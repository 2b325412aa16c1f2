/* global window */
// A nurse on a tablet loses the network: she stays signed in, is told she is offline, and a care event she types is
// kept on the device (also across a reload, the service worker serving the app), then saved once when it is back.
import { assert, chooseOption, logInAtHome, screenshot, storage } from './support/helpers.mjs';
import { call } from './support/centre-steps.mjs';

const BANNER = '目前離線：輸入的紀錄會先存在這台裝置，恢復連線後自動送出。';

export default [
  {
    name: 'offline, a nurse stays signed in and a care event she types is kept, then saved exactly once',
    // The reload offline is answered by the service worker: it must be allowed to install.
    blockServiceWorkers: false,
    async run({ page, context, baseUrl }) {
      await logInAtHome(page, baseUrl, 'nurse', 'demo-nurse-2026');
      const { token } = await storage(page);
      await page.goto(`${baseUrl}/centre/babies`);
      // The app is kept by the service worker before the network goes: installed on this visit, it serves the next.
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
      // The care log asks for the baby's events: its address names the baby.
      const careLogRead = page.waitForResponse((r) => /\/api\/baby_care_event\/\?.*baby=\d+/.test(r.url()));
      await page.getByTestId('baby-staying').first().click();
      await page.getByRole('tab', { name: '新生兒照護紀錄' }).click();
      const babyId = Number(new URL((await careLogRead).url()).searchParams.get('baby'));
      assert.ok(babyId > 0, 'the baby opened');
      const events = async () => {
        const [status, page1] = await call(page, baseUrl, token, 'GET', `baby_care_event/?baby=${babyId}&limit=500`);
        assert.equal(status, 200);
        return page1.results;
      };
      const before = await events();

      await context.setOffline(true);
      await page.getByTestId('offline-banner').filter({ hasText: BANNER }).waitFor();
      assert.equal(await page.getByText('請先登入').count(), 0, 'no sign-in prompt offline');

      await page.getByRole('button', { name: '新增照護紀錄' }).click();
      const form = page.getByTestId('form-baby_care_event');
      await chooseOption(page, form.getByLabel('項目'), '濕尿布');
      await form.locator('button[type=submit]').click();
      const kept = page.getByTestId('care-log-queued').getByTestId('queued-record');
      await kept.filter({ hasText: '待送出' }).waitFor();
      assert.equal(await kept.count(), 1);
      const keys = await page.evaluate(
        () =>
          new Promise((resolve, reject) => {
            const open = window.indexedDB.open('pnc-offline');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const all = open.result.transaction('outbox').objectStore('outbox').getAll();
              all.onsuccess = () => resolve(all.result.map((r) => r.key));
            };
          }),
      );
      assert.equal(keys.length, 1, 'one record kept on the device');
      assert.match(keys[0], /^[A-Za-z0-9_-]{1,100}$/);
      await screenshot(page, 'offline-care-log-waiting-tw');

      // A reload offline: the shell comes from the service worker, the session from the device.
      await page.reload();
      await page.getByTestId('offline-banner').filter({ hasText: BANNER }).waitFor();
      const panel = page.getByTestId('queued-panel');
      await panel.filter({ hasText: '待送出的紀錄（1 筆）' }).waitFor();
      assert.equal(await page.getByText('請先登入').count(), 0, 'no sign-in prompt after a reload offline');
      await panel.getByText('待送出的紀錄（1 筆）').click();
      await panel.getByTestId('queued-record').filter({ hasText: '待送出' }).waitFor();
      assert.equal((await events()).length, before.length, 'nothing reached the server while offline');

      // The network back: sent once, with its key; the waiting record and the banner go.
      const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/baby_care_event/'));
      await context.setOffline(false);
      assert.equal((await sent).headers()['idempotency-key'], keys[0]);
      await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
      await panel.waitFor({ state: 'detached' });
      // The window's focus asks again: nothing is left to send, nothing is sent twice.
      await page.evaluate(() => window.dispatchEvent(new window.Event('focus')));
      const after = await events();
      assert.equal(after.length, before.length + 1, 'saved exactly once');
      const added = after.filter((e) => !before.some((b) => b.id === e.id));
      assert.equal(added.length, 1);
      assert.equal(added[0].kind, 'wet_diaper');
      assert.equal(added[0].baby, babyId);
    },
  },
];
