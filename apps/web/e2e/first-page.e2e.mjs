/* global document, MutationObserver, window */
import { assert, watchPage } from './support/helpers.mjs';

/** What the item page's first screen shows, and where its description sits (the page's largest text). */
const firstScreen = (page) =>
  page.evaluate(() => {
    const text = (selector) => document.querySelector(selector)?.textContent ?? null;
    const box = document.querySelector('.pnc-item-description')?.getBoundingClientRect();
    return {
      breadcrumb: text('.pnc-breadcrumb'),
      name: text('.pnc-item-name'),
      price: text('.pnc-item-price'),
      stock: text('.pnc-item-stock'),
      description: text('.pnc-item-description'),
      box: box && [box.x, box.y, box.width, box.height].map(Math.round),
    };
  });

async function checkItemPage({ context, baseUrl }, id, lang) {
  // 1. The server's HTML alone (no script runs): the first screen is there, styled and in the reader's language.
  const bare = await context.newPage();
  await bare.route('**/*.js', (route) => route.abort());
  await bare.goto(`${baseUrl}/item/${id}`);
  const server = await firstScreen(bare);
  await bare.close();
  assert.ok(server.name && server.description && server.price?.startsWith('NT$'), JSON.stringify(server));
  assert.equal(await bare.isClosed(), true);

  // 2. With the app: its first render is the page itself (no loading state replaces the server's screen), it
  // does not fetch what the HTML carried, and it draws the same screen in the same place.
  const page = await context.newPage();
  const watch = watchPage(page);
  const fetched = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/items/${id}/`) fetched.push(request.url());
  });
  await page.addInitScript(() => {
    window.__sawLoading = false;
    new MutationObserver(() => {
      if (document.querySelector('.pnc-item-loading, .pnc-route-fallback')) window.__sawLoading = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${baseUrl}/item/${id}`);
  await page.getByTestId('add-to-cart').waitFor();
  assert.deepEqual(await firstScreen(page), server, `${lang}: the app draws the server's screen`);
  assert.equal(await page.evaluate(() => window.__sawLoading), false, `${lang}: no loading state`);
  assert.deepEqual(fetched, [], `${lang}: the item came with the page`);
  assert.equal(await page.evaluate(() => document.getElementById('pnc-first-page')), null);
  watch.assertClean();
  await page.close();
  return server;
}

export default [
  {
    name: "an item page's first screen comes in the HTML, in the reader's language, and the app takes it over in place",
    async run({ page, context, baseUrl }) {
      const [item] = (await (await page.request.get(`${baseUrl}/api/items/?limit=1`)).json()).results;
      const html = await (await page.request.get(`${baseUrl}/item/${item.id}`)).text();
      assert.ok(html.includes(`<h1 class="pnc-item-name">`) && html.includes('id="pnc-first-page"'));

      const tw = await checkItemPage({ context, baseUrl }, item.id, 'tw');
      assert.equal(tw.name, item.name_tw);

      // The app tells the server its language through a cookie: set by choosing English once.
      await page.goto(baseUrl);
      await page.getByTestId('lang-en').click();
      await page.getByRole('heading', { level: 1, name: 'Rest well, and watch your baby thrive' }).waitFor();
      assert.ok((await context.cookies()).some((c) => c.name === 'pnc_lang' && c.value === 'en'));
      const en = await checkItemPage({ context, baseUrl }, item.id, 'en');
      assert.equal(en.name, item.name_en);
      assert.ok(en.breadcrumb?.startsWith('All items'), en.breadcrumb);
    },
  },
];
