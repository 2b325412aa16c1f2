/* global window, document */
// The care screens (decision 0010): a baby's health record — weight and bilirubin charts, flags, print views.
import { assert, assertAccessible, logInAtHome, screenshot, watchPage } from './support/helpers.mjs';

/** Signs the nurse in and opens the health records tab of the first baby staying in the centre today. */
async function openHealthTab(page, baseUrl) {
  await logInAtHome(page, baseUrl, 'nurse', 'demo-nurse-2026');
  await page.goto(`${baseUrl}/centre/babies`);
  await page.getByTestId('baby-staying').first().click();
  await page.getByRole('tab', { name: '新生兒健康紀錄' }).click();
  const weight = page.getByTestId('weight-chart');
  // The svg comes with the lazily loaded chart code; the birth weight is its first point.
  await weight.locator('svg .pnc-chart-point').first().waitFor();
  return weight;
}

/** "3,020 克" → 3020 */
const grams = (text) => Number(String(text).replace(/[^\d]/g, ''));

export default [
  {
    name: 'a nurse records a weight and sees the new point on the weight chart, then prints the health record',
    async run({ page, baseUrl }) {
      const watch = watchPage(page);
      // Counts print dialogs instead of opening one: the print view must print only when asked.
      await page.addInitScript(() => {
        window.__prints = 0;
        window.print = () => {
          window.__prints++;
        };
      });
      const weight = await openHealthTab(page, baseUrl);
      const table = page.getByTestId('weight-chart-table');
      const points = weight.locator('svg .pnc-chart-point');
      const before = await points.count();
      assert.ok(before >= 2, 'the birth weight and the demo readings are drawn');
      assert.equal(await table.locator('tbody tr').count(), before, 'the text table lists every drawn point');
      await page.getByTestId('bilirubin-chart').locator('svg .pnc-chart-point').first().waitFor();
      await screenshot(page, 'baby-health-charts-tw');

      // A weight 15 % under the birth weight: below the 90 % line, so flagged.
      const birthWeight = grams(await table.locator('tbody tr').first().locator('td').nth(2).textContent());
      assert.ok(birthWeight > 0, 'the first point is the birth weight');
      const newWeight = Math.round(birthWeight * 0.85);
      await page.getByRole('button', { name: '新增新生兒健康紀錄' }).click();
      const form = page.getByTestId('form-baby_health_record');
      // Five minutes ago, as the browser's clock reads it (the picker takes local time).
      const now = await page.evaluate(() => {
        const d = new Date(Date.now() - 5 * 60_000);
        const p = (n) => String(n).padStart(2, '0');
        return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
      });
      await form.getByLabel('體重（克）').fill(String(newWeight));
      const when = form.getByLabel('紀錄時間');
      await when.click();
      await when.fill(now);
      // Enter confirms the typed time and stays in the picker (it never sends a half-filled record); the save
      // button sends it.
      await when.press('Enter');
      const created = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().includes('/api/baby_health_record/'),
      );
      await form.locator('button[type=submit]').click();
      assert.equal((await created).status(), 201);
      // The drawer now shows the saved record; close it to see the dashboard again.
      await page.locator('.ant-drawer-close').click();
      await page.locator('.ant-drawer-content').waitFor({ state: 'hidden' });

      // The chart redraws from the refreshed list: one more point, this one marked under the line.
      const shown = newWeight.toLocaleString('zh-TW');
      await table.getByRole('cell', { name: `${shown} 克` }).waitFor();
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid="weight-chart"] svg .pnc-chart-point').length === n,
        before + 1,
      );
      assert.ok((await weight.locator('svg .pnc-chart-point.is-below').count()) >= 1, 'the new point is marked below 90 %');
      // Found by its weight, not as the last row: a demo seeded after midnight (Taipei) holds readings later today.
      const newRow = table.locator('tbody tr').filter({ has: page.getByRole('cell', { name: `${shown} 克`, exact: true }) });
      assert.equal(await newRow.locator('td').nth(4).textContent(), '是');
      // Its row in the list carries the flag, and the server's open flag shows on the dashboard until acknowledged.
      await page.getByTestId('list-baby_health_record').getByTestId('flag-weightLoss').first().waitFor();
      await page.getByTestId('open-flags').getByText('體重下降 ≥ 10%').first().waitFor();
      await screenshot(page, 'baby-health-new-point-tw');

      // The print view: reached from the dashboard, prints only on its button.
      await page.getByTestId('print-open').click();
      await page.waitForURL(/\/centre\/print\/baby\/\d+$/);
      const view = page.getByTestId('print-view');
      await view
        .getByTestId('print-baby_health_record')
        .getByRole('cell', { name: String(newWeight) })
        .waitFor();
      await view.getByTestId('weight-chart').locator('svg .pnc-chart-point.is-below').first().waitFor();
      assert.equal(await page.evaluate(() => window.__prints), 0, 'nothing printed on load');
      await page.emulateMedia({ media: 'print' });
      assert.equal(await page.locator('header.pnc-header').isVisible(), false, 'the site header is not printed');
      assert.equal(await page.getByTestId('print-now').isVisible(), false, 'buttons are not printed');
      await screenshot(page, 'baby-health-print-tw');
      await page.emulateMedia({ media: 'screen' });
      await page.getByTestId('print-now').click();
      assert.equal(await page.evaluate(() => window.__prints), 1);
      watch.assertClean();
    },
  },
  {
    name: 'accessibility: the baby dashboard with its charts and the print views, in tw and en',
    bypassCSP: true,
    async run({ page, baseUrl }) {
      await openHealthTab(page, baseUrl);
      await page.getByTestId('bilirubin-chart').locator('svg .pnc-chart-point').first().waitFor();
      await assertAccessible(page, 'baby dashboard charts (tw)');
      await page.getByTestId('lang-en').click();
      await page.getByRole('figure', { name: 'Weight (g) by day of life' }).waitFor();
      await assertAccessible(page, 'baby dashboard charts (en)');
      await screenshot(page, 'baby-health-charts-en');

      await page.getByTestId('print-open').click();
      const view = page.getByTestId('print-view');
      await view.getByTestId('weight-chart').locator('svg .pnc-chart-point').first().waitFor();
      await view.getByRole('heading', { name: /^Health record of / }).waitFor();
      await assertAccessible(page, 'baby print view (en)');
      await screenshot(page, 'baby-health-print-en');
      await page.getByTestId('lang-tw').click();
      await view.getByRole('heading', { level: 2, name: /健康紀錄$/ }).waitFor();
      await assertAccessible(page, 'baby print view (tw)');

      // The mother's bill, from her dashboard.
      await page.goto(`${baseUrl}/centre/rooms`);
      await page.getByTestId('room-board').locator('.pnc-board-bar.pnc-stay-current').first().click();
      await page.getByTestId('detail-mother').waitFor();
      await page.getByTestId('print-open').click();
      await page.waitForURL(/\/centre\/print\/bill\/\d+$/);
      await page.getByTestId('bill-totals').waitFor();
      await assertAccessible(page, 'bill print view (tw)');
      await screenshot(page, 'bill-print-tw');
      await page.getByTestId('lang-en').click();
      await page.getByTestId('bill-totals').getByText('Balance').waitFor();
      await assertAccessible(page, 'bill print view (en)');
    },
  },
];
