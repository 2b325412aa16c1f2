// axe-core on the landing page, the login dialog and the 404 page: no serious or critical violation.
import { assertAccessible, openLoginDialog } from './support/helpers.mjs';

export default [
  {
    name: 'accessibility: landing, login dialog and 404 (tw and en)',
    bypassCSP: true,
    async run({ page, baseUrl }) {
      for (const lang of ['tw', 'en']) {
        await page.goto(baseUrl);
        await page.evaluate((l) => localStorage.setItem('lang', l), lang);
        await page.reload();
        await page.locator('h1').first().waitFor();
        await assertAccessible(page, `landing ${lang}`);
        // Opened to its full size, so colours are final.
        await openLoginDialog(page);
        await assertAccessible(page, `login dialog ${lang}`);
        await page.goto(`${baseUrl}/missing-page`);
        await page.locator('h1').first().waitFor();
        await assertAccessible(page, `404 ${lang}`);
      }
    },
  },
];
