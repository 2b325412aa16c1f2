/* global document, MutationObserver, window */
import { assert, logIn, openUserMenu, watchPage } from './support/helpers.mjs';

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

/**
 * The room board's first screen as the page shows it: each part's markup (attributes sorted, so the server's
 * source order and React's order of setting them compare alike) and where its elements sit on the page. The
 * signed-in name is read apart: the server leaves it to the app.
 */
const boardFrame = (page) =>
  page.evaluate(() => {
    const markup = (node) => {
      if (node.nodeType === 3) return node.textContent;
      if (node.nodeType !== 1) return '';
      const attrs = [...node.attributes].map((a) => `${a.name}=${a.value}`).sort();
      const children = node.classList.contains('pnc-centre-user') ? '' : [...node.childNodes].map(markup).join('');
      return `<${node.localName} ${attrs.join(' ')}>${children}</${node.localName}>`;
    };
    const parts = ['.pnc-centre-bar', '.pnc-centre > nav', '.pnc-centre-section', '.pnc-period-nav'];
    const placed = '.pnc-centre-title, .pnc-centre-tab, .pnc-centre-section, .pnc-period-btn, .pnc-board-range, .pnc-legend-item';
    return {
      markup: parts.map((selector) =>
        document.querySelector(selector) ? markup(document.querySelector(selector)) : `missing ${selector}`,
      ),
      boxes: [...document.querySelectorAll(placed)].map((el) => {
        const box = el.getBoundingClientRect();
        return `${el.className} ${[box.x, box.y, box.width, box.height].map(Math.round).join(',')}`;
      }),
      user: document.querySelector('.pnc-centre-user')?.textContent ?? null,
    };
  });

/** The server's screen alone, then the app taking it over: the same frame in the same place, no loading state between. */
async function checkBoard(context, baseUrl, { label, phone = false }) {
  const open = async () => {
    const tab = await context.newPage();
    if (phone) await tab.setViewportSize({ width: 412, height: 823 });
    return tab;
  };
  const bare = await open();
  await bare.route('**/*.js', (route) => route.abort());
  await bare.goto(`${baseUrl}/centre/rooms`);
  const server = await boardFrame(bare);
  await bare.close();
  assert.equal(server.user, '', `${label}: the server leaves the name to the app`);
  assert.ok(!server.markup.some((part) => part.startsWith('missing')), `${label}: ${server.markup.join('\n')}`);

  const page = await open();
  const watch = watchPage(page);
  await page.addInitScript(() => {
    // Once the frame has been drawn, it must stay: a spinner or a login page in between would replace it.
    window.__lostFrame = false;
    let seen = false;
    new MutationObserver(() => {
      const there = !!document.querySelector('.pnc-centre .pnc-period-nav');
      seen ||= there;
      if ((seen && !there) || document.querySelector('.pnc-route-fallback')) window.__lostFrame = true;
    }).observe(document, { childList: true, subtree: true });
  });
  // The session check and the board's code arrive late, as on a slow network: the app must still wait for both.
  const late = (route) => setTimeout(() => route.continue().catch(() => undefined), 700);
  await page.route('**/api/user/profile/', late);
  await page.route('**/assets/room-board-*.js', late);
  await page.goto(`${baseUrl}/centre/rooms`);
  await page.locator('[data-testid^=board-room-]').first().waitFor();
  const app = await boardFrame(page);
  assert.deepEqual(app.markup, server.markup, `${label}: the app draws the server's frame`);
  assert.deepEqual(app.boxes, server.boxes, `${label}: in the same place`);
  assert.ok(app.user, `${label}: the app adds the signed-in name`);
  assert.equal(await page.evaluate(() => window.__lostFrame), false, `${label}: no loading state replaced the frame`);
  assert.equal(await page.evaluate(() => document.getElementById('pnc-first-page')), null);
  watch.assertClean();
  await page.close();
  return server;
}

const centreCookie = async (context) => (await context.cookies()).find((c) => c.name === 'pnc_centre')?.value ?? null;
const boardHtml = async (page, baseUrl) => (await page.request.get(`${baseUrl}/centre/rooms`)).text();

export default [
  {
    name: "an item page's first screen comes in the HTML, in the reader's language, and the app takes it over in place",
    // Once the app's service worker is installed it answers these addresses with its cached index.html (a returning
    // visitor's page, every file already in): what the server writes is the first visit's.
    blockServiceWorkers: true,
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
  {
    name: "the room board's first screen comes in the HTML for a staff member's browser, in their language, and the app takes it over in place",
    // Once the app's service worker is installed it answers these addresses with its cached index.html (a returning
    // visitor's page, every file already in): what the server writes is the first visit's.
    blockServiceWorkers: true,
    async run({ page, context, baseUrl }) {
      // Before any session the server sends the plain page; logging in as staff, the app tells it the role.
      await page.goto(baseUrl);
      assert.ok(!(await boardHtml(page, baseUrl)).includes('pnc-first-page'));
      await logIn(page, 'nurse', 'demo-nurse-2026');
      assert.equal(await centreCookie(context), 'staff');
      const html = await boardHtml(page, baseUrl);
      assert.ok(html.includes('<span class="pnc-board-range">') && html.includes('id="pnc-first-page"'));
      assert.ok(!html.includes('/centre/users'), 'no manager tabs for staff');

      const tw = await checkBoard(context, baseUrl, { label: 'tw, laptop' });
      assert.ok(tw.markup[2].includes('>房間<'), tw.markup[2]);
      await checkBoard(context, baseUrl, { label: 'tw, phone', phone: true });

      await page.goto(baseUrl);
      await page.getByTestId('lang-en').click();
      await page.getByRole('heading', { level: 1, name: 'Rest well, and watch your baby thrive' }).waitFor();
      const en = await checkBoard(context, baseUrl, { label: 'en, laptop' });
      await checkBoard(context, baseUrl, { label: 'en, phone', phone: true });
      assert.ok(en.markup[3].includes('>Today<'), en.markup[3]);

      // A manager's browser gets a manager's tabs; after logging out, the plain page again.
      await openUserMenu(page);
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await page.getByTestId('login-button').waitFor();
      assert.equal(await centreCookie(context), null);
      assert.ok(!(await boardHtml(page, baseUrl)).includes('pnc-first-page'));
      await logIn(page, 'manager', 'demo-manager-2026');
      assert.equal(await centreCookie(context), 'manager');
      const manager = await checkBoard(context, baseUrl, { label: 'manager, en, laptop' });
      assert.ok(manager.markup[1].includes('/centre/users'), 'manager tabs');
    },
  },
  {
    name: "index.html's header frame takes the place of the app's header at phone, tablet and laptop widths, in both languages",
    // Once the app's service worker is installed it answers these addresses with its cached index.html (a returning
    // visitor's page, every file already in): what the server writes is the first visit's.
    blockServiceWorkers: true,
    async run({ context, baseUrl }) {
      const place = (page) =>
        page.evaluate(() =>
          ['header', '.pnc-logo'].map((selector) => {
            const box = document.querySelector(selector).getBoundingClientRect();
            return [box.x, box.y, box.width, box.height].map(Math.round).join(',');
          }),
        );
      for (const lang of ['tw', 'en']) {
        await context.addCookies([{ name: 'pnc_lang', value: lang, url: baseUrl }]);
        for (const width of [360, 412, 800, 1100, 1280]) {
          const bare = await context.newPage();
          await bare.setViewportSize({ width, height: 800 });
          await bare.route('**/*.js', (route) => route.abort());
          await bare.goto(`${baseUrl}/robots.txt`);
          await bare.evaluate((lang) => localStorage.setItem('lang', lang), lang);
          await bare.goto(baseUrl);
          const frame = await place(bare);
          await bare.close();
          const page = await context.newPage();
          await page.setViewportSize({ width, height: 800 });
          await page.goto(baseUrl);
          await page.locator('.pnc-app').waitFor();
          assert.deepEqual(await place(page), frame, `${lang} at ${width} px`);
          await page.close();
        }
      }
    },
  },
];
