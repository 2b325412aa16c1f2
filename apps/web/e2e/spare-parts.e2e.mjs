// Spare parts in the staff tool — take stock and see it fall, the refusal of a take beyond the stock, CSV export.
import fs from 'node:fs';
import { assert, assertAccessible, logInAtHome, screenshot, watchPage } from './support/helpers.mjs';

/** "目前庫存 12" / "In stock: 12" → 12. */
async function stockOf(page) {
  const text = await page.getByTestId('part-stock').textContent();
  const match = /(\d+)\s*$/.exec(text ?? '');
  assert.ok(match, `a stock number in "${text}"`);
  return Number(match[1]);
}

/** Opens the first part in the list with at least two in stock (the demo keeps most parts well stocked). */
async function openStockedPart(page, baseUrl) {
  await page.goto(`${baseUrl}/centre/spareParts`);
  const list = page.getByTestId('list-spare_part');
  await list.locator('.ant-table-row').first().waitFor();
  const ok = page.getByTestId('list-spare_part').locator('.ant-table-row').filter({ hasNotText: '低庫存' }).first();
  await ok.getByRole('button').click();
  await page.getByTestId('part-stock').waitFor();
  await page.getByTestId('stock-history').locator('.ant-table-row').first().waitFor();
}

/** The first line of a downloaded CSV, checking the UTF-8 BOM that lets Excel read Chinese. */
async function firstLine(download) {
  const bytes = fs.readFileSync(await download.path());
  assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 BOM');
  return bytes.subarray(3).toString('utf8').split('\r\n')[0];
}

export default [
  {
    name: 'staff take a spare part and see the stock fall, and a take beyond the stock is refused',
    async run({ page, baseUrl }) {
      const watch = watchPage(page);
      await logInAtHome(page, baseUrl, 'nurse', 'demo-nurse-2026');
      await page.goto(`${baseUrl}/centre`);
      await page.getByRole('navigation', { name: '中心管理選單' }).getByRole('link', { name: '備品' }).click();
      await page.waitForURL(/\/centre\/spareParts$/);
      await page.getByTestId('low-stock').waitFor();
      await screenshot(page, 'spare-parts-list-tw');

      await openStockedPart(page, baseUrl);
      const before = await stockOf(page);
      assert.ok(before >= 2, `a part with stock to take (had ${before})`);
      const history = page.getByTestId('stock-history');
      const form = page.getByTestId('stock-move-form');
      const reason = `e2e take ${Date.now()}`;
      await form.getByLabel('數量').fill('1');
      await form.getByLabel('原因').fill(reason);
      const took = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/spare_part_record/'));
      await form.getByRole('button', { name: /登\s?錄/ }).click();
      assert.equal((await took).status(), 201);
      await page
        .getByTestId('part-stock')
        .getByText(`目前庫存 ${before - 1}`)
        .waitFor();
      // The new movement is the history's first row, with the stock it left.
      const top = history.locator('.ant-table-row').first();
      await top.getByText(reason).waitFor();
      const cells = await top.locator('td').allTextContents();
      assert.deepEqual(cells.slice(1, 5), ['出庫', '−1', String(before - 1), reason]);
      await screenshot(page, 'spare-parts-detail-tw');
      watch.assertClean();

      // More than what is left: the server refuses (409), the page says so, the stock stays.
      await form.getByLabel('數量').fill(String(before));
      const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/spare_part_record/'));
      await form.getByRole('button', { name: /登\s?錄/ }).click();
      assert.equal((await refused).status(), 409);
      const alert = page.getByTestId('stock-refused');
      await alert.waitFor();
      assert.match((await alert.textContent()) ?? '', new RegExp(`庫存不足.*目前只有 ${before - 1}，無法領用 ${before}`));
      assert.equal(await stockOf(page), before - 1);
      await page.reload();
      await page.getByTestId('part-stock').waitFor();
      assert.equal(await stockOf(page), before - 1, 'the refused take wrote nothing');
    },
  },
  {
    name: 'CSV export of the spare parts downloads every part with translated headers',
    async run({ page, baseUrl }) {
      await logInAtHome(page, baseUrl, 'nurse', 'demo-nurse-2026');
      await page.goto(`${baseUrl}/centre/spareParts`);
      const list = page.getByTestId('list-spare_part');
      await list.locator('.ant-table-row').first().waitFor();
      const [tw] = await Promise.all([page.waitForEvent('download'), list.getByRole('button', { name: /匯出 CSV/ }).click()]);
      assert.match(tw.suggestedFilename(), /^spare_part-\d{4}-\d{2}-\d{2}\.csv$/);
      assert.equal(await firstLine(tw), '品名,單位,單價,庫存,安全庫存,低庫存');
      const rows = fs
        .readFileSync(await tw.path(), 'utf8')
        .trim()
        .split('\r\n');
      const total = Number(/\d+/.exec((await list.locator('.ant-pagination-total-text').textContent()) ?? '')?.[0]);
      assert.ok(total > 0);
      assert.equal(rows.length, 1 + total, 'every part, not just the page shown');

      await page.getByTestId('lang-en').click();
      await list.getByRole('columnheader', { name: 'In stock' }).waitFor();
      const [en] = await Promise.all([page.waitForEvent('download'), list.getByRole('button', { name: /Export CSV/ }).click()]);
      assert.equal(await firstLine(en), 'Name,Unit,Unit price,In stock,Safety stock,Low stock');
    },
  },
  {
    name: 'accessibility: spare parts list and a part, in tw and en',
    bypassCSP: true,
    async run({ page, baseUrl }) {
      await logInAtHome(page, baseUrl, 'nurse', 'demo-nurse-2026');
      await page.goto(`${baseUrl}/centre/spareParts`);
      await page.getByTestId('list-spare_part').locator('.ant-table-row').first().waitFor();
      await page.getByTestId('low-stock').waitFor();
      await assertAccessible(page, 'spare parts list (tw)');
      await openStockedPart(page, baseUrl);
      await assertAccessible(page, 'spare part (tw)');
      await page.getByTestId('lang-en').click();
      await page
        .getByTestId('part-stock')
        .getByText(/In stock/)
        .waitFor();
      await assertAccessible(page, 'spare part (en)');
      await screenshot(page, 'spare-parts-detail-en');
      await page.goto(`${baseUrl}/centre/spareParts`);
      await page.getByTestId('list-spare_part').getByRole('columnheader', { name: 'In stock' }).waitFor();
      await page.getByTestId('low-stock').waitFor();
      await assertAccessible(page, 'spare parts list (en)');
    },
  },
];
