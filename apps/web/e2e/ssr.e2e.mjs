/* global document */
import { assert, hydrated, logInAtHome, watchPage } from './support/helpers.mjs';

/** The page's raw HTML as the server sends it, with the reader's language cookie when given. */
const rawHtml = async (baseUrl, path, lang) => {
  const res = await fetch(`${baseUrl}${path}`, { headers: lang ? { cookie: `pnc_lang=${lang}` } : {} });
  return { status: res.status, html: await res.text() };
};

/** The schema.org JSON-LD blocks of a page. */
const jsonLd = (html) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

/** Demo item 1 through the API, to compare the page with. */
const demoItem = async (baseUrl) => (await fetch(`${baseUrl}/api/items/1/`)).json();

export default [
  {
    name: 'the item page is rendered on the server: content, title, og tags and Product JSON-LD in the raw HTML',
    async run({ baseUrl }) {
      const item = await demoItem(baseUrl);
      const { status, html } = await rawHtml(baseUrl, '/item/1');
      assert.equal(status, 200);
      assert.ok(html.includes(`data-testid="item-name">${item.name_tw}</h1>`), 'item name in the HTML');
      assert.ok(html.includes(`<title>${item.name_tw} | `), 'title');
      assert.ok(html.includes('<meta property="og:type" content="product"/>'), 'og:type');
      const [product] = jsonLd(html);
      assert.equal(product['@type'], 'Product');
      assert.equal(product.name, item.name_tw);
      assert.deepEqual(
        { price: product.offers.price, currency: product.offers.priceCurrency },
        { price: String(item.price), currency: 'TWD' },
      );
      assert.equal(product.offers.availability, `https://schema.org/${item.stock > 0 ? 'InStock' : 'OutOfStock'}`);
      // The hydration data is a data block, never an inline script the CSP would refuse.
      assert.ok(html.includes('<script type="application/json" id="pnc-hydration">'));
      assert.ok(!/<script>(?!<)/.test(html), 'no inline executable script');
      const en = await rawHtml(baseUrl, '/item/1', 'en');
      assert.ok(en.html.includes('<html lang="en">'));
      assert.ok(en.html.includes(`data-testid="item-name">${item.name_en || item.name_tw}</h1>`));
      const missing = await rawHtml(baseUrl, '/item/999999');
      assert.equal(missing.status, 404);
    },
  },
  {
    name: "home's HTML asks for the shell script (and the bundler runtime) and fetches its first banner, the largest paint, first",
    async run({ baseUrl }) {
      const { html } = await rawHtml(baseUrl, '/');
      const scripts = [...html.matchAll(/<(?:script type="module"[^>]*? src|link rel="modulepreload"[^>]*? href)="([^"]+)"/g)];
      // The entry and Rolldown's runtime helpers (under 1 KB), which Rolldown keeps in a file of their own when the
      // lazy chunks share them; what the entry imports statically is in the entry's chunk.
      assert.deepEqual(
        // Without each file's content hash (8 characters).
        scripts.map((m) => m[1].replace(/-[\w-]{8}\.js$/, '.js')).sort(),
        ['/assets/index.js', '/assets/rolldown-runtime.js'],
        'the entry alone, with the bundler runtime',
      );
      const banners = html.slice(html.indexOf('pnc-home-banners'), html.indexOf('pnc-home-categories'));
      const images = [...banners.matchAll(/<img [^>]*>/g)].map((m) => m[0].toLowerCase());
      assert.ok(images.length > 1, 'the demo home has several banners');
      assert.ok(images[0].includes('fetchpriority="high"') && images[0].includes('loading="eager"'), images[0]);
      assert.ok(images.slice(1).every((img) => !img.includes('fetchpriority') && img.includes('loading="lazy"')));
    },
  },
  {
    name: 'home and item page hydrate with no warning and no refetch, then work as the app',
    async run({ page, baseUrl }) {
      const watch = watchPage(page);
      const asked = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.goto(baseUrl);
      await page.getByRole('heading', { level: 1, name: '讓媽媽安心休養，寶寶健康成長' }).waitFor();
      await hydrated(page);
      // Hydrated: the hero's button (a handler, no link) takes the reader to the list.
      await page.getByRole('button', { name: '逛逛商店' }).click();
      await page.waitForURL(/\/items$/);
      await page.getByTestId('catalogue-title').waitFor();
      await page.goto(`${baseUrl}/item/1`);
      const name = page.getByTestId('item-name');
      await name.waitFor();
      await page.getByTestId('add-to-cart').click();
      await page.getByTestId('cart-link').filter({ hasText: '1' }).waitFor();
      // The server renders with the browser's builds of React and antd (production), so antd's class names match and
      // hydration reuses the button styles the server sent instead of adding a second copy under other names.
      assert.ok(!(await rawHtml(baseUrl, '/item/1')).html.includes('dev-only-do-not-override'), "antd's production names");
      const buttonStyles = await page.evaluate(
        () => [...document.querySelectorAll('style')].filter((s) => /\)\.ant-btn\{/.test(s.textContent ?? '')).length,
      );
      assert.equal(buttonStyles, 1, 'one copy of the button styles');
      // The cart is the browser's alone: a server-rendered item page shows what is in it once it has hydrated.
      await page.reload();
      await page.getByText('購物車已有 1 件').waitFor();
      assert.deepEqual(
        asked.filter((p) => p === '/api/items/1/' || p === '/api/home/'),
        [],
        'the answers the server used are not asked for again',
      );
      watch.assertClean();
    },
  },
  {
    name: 'a signed-in reader hydrates the anonymous header, then sees their own (no mismatch)',
    async run({ page, baseUrl }) {
      const watch = watchPage(page);
      await logInAtHome(page, baseUrl, 'customer', 'demo-customer-2026');
      await page.goto(`${baseUrl}/item/1`);
      await page.getByTestId('item-name').waitFor();
      await page.getByTestId('user-menu-waiting').or(page.getByTestId('user-menu')).first().waitFor();
      await page.goto(`${baseUrl}/?lang-check`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      watch.assertClean();
    },
  },
  {
    name: "a reader's kept language wins after hydration when the cookie says another, with no mismatch",
    async run({ page, context, baseUrl }) {
      const watch = watchPage(page);
      await page.goto(`${baseUrl}/item/1`);
      await page.getByTestId('item-name').waitFor();
      await page.evaluate(() => localStorage.setItem('lang', 'en'));
      await page.reload();
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      await page.getByRole('button', { name: 'Add to cart' }).waitFor();
      const cookies = await context.cookies(baseUrl);
      assert.equal(cookies.find((c) => c.name === 'pnc_lang')?.value, 'en', 'the cookie follows, for the next page');
      watch.assertClean();
    },
  },
  {
    name: "a reader in another time zone hydrates a dated page with no mismatch (dates are the centre's)",
    async run({ context, baseUrl }) {
      const login = await fetch(`${baseUrl}/api/user/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'manager', password: 'demo-manager-2026' }),
      });
      const { token } = await login.json();
      // 03:00 UTC: 15 March in UTC (the test server) and in Taipei, 14 March in Los Angeles.
      const created = await fetch(`${baseUrl}/api/news/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
        body: JSON.stringify({ title_tw: `時區 ${Date.now()}`, is_published: true, published_at: '2026-03-15T03:00:00Z' }),
      });
      assert.equal(created.status, 201);
      const post = await created.json();
      const away = await context.browser().newContext({ timezoneId: 'America/Los_Angeles', locale: 'zh-TW' });
      try {
        const page = await away.newPage();
        const watch = watchPage(page);
        await page.goto(`${baseUrl}/news/${post.id}`);
        await page.getByText('2026年3月15日').waitFor();
        await page.waitForLoadState('networkidle');
        watch.assertClean();
      } finally {
        await away.close();
      }
    },
  },
  {
    name: 'a page whose hydration fails is drawn by the app afresh, never left dead',
    async run({ page, baseUrl }) {
      // Hydration loads RTK Query's mount first; the home's own render (and the language switch) do not need it.
      await page.route('**/assets/api-mount-*.js', (route) => route.abort());
      const failed = page.waitForEvent('console', { predicate: (msg) => msg.text().startsWith('hydration failed') });
      await page.goto(baseUrl);
      await failed;
      // The app runs: the header's language switch (a handler) turns the page to English.
      await page.getByTestId('lang-en').first().click();
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    },
  },
  {
    name: 'with JavaScript off the item page and the home read whole, and the header searches',
    async run({ context, baseUrl }) {
      const item = await demoItem(baseUrl);
      const noScript = await context.browser().newContext({ javaScriptEnabled: false, locale: 'zh-TW' });
      try {
        const page = await noScript.newPage();
        await page.goto(`${baseUrl}/item/1`);
        assert.equal(await page.getByTestId('item-name').textContent(), item.name_tw);
        assert.match(await page.getByTestId('item-price').textContent(), new RegExp(String(item.price).slice(0, 1)));
        assert.ok(await page.getByText(item.description_tw).isVisible(), 'description shown');
        await page.goto(baseUrl);
        await page.getByRole('heading', { level: 1, name: '讓媽媽安心休養，寶寶健康成長' }).waitFor();
        assert.ok((await page.locator('.pnc-home-item, .pnc-item-card').count()) > 0, 'home lists items');
        // The header's form asks the server for the search page, as it does before the app has hydrated.
        await page.getByTestId('header-search').fill('紗布');
        await page.getByTestId('header-search').press('Enter');
        await page.waitForURL(/\/search\?keyword=%E7%B4%97%E5%B8%83$/);
        await page.getByRole('heading', { name: /紗布/ }).first().waitFor();
        assert.ok((await page.getByTestId('item-card').count()) > 0, 'the search page lists items');
      } finally {
        await noScript.close();
      }
    },
  },
];
