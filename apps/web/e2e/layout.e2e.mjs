/* global document, getComputedStyle */
import { assert, logInAtHome, watchPage } from './support/helpers.mjs';

/** Widths people use: a phone, a small tablet, a tablet in landscape, a laptop, a desktop. */
const widths = [360, 768, 1024, 1280, 1440];

/** How far the page reaches past the window, and which header parts stick out. */
const overflow = (page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const header = document.querySelector('.pnc-header');
    const outside = [...(header?.querySelectorAll('*') ?? [])]
      .filter((el) => el.getClientRects().length && !el.closest('.pnc-nav'))
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .map((el) => el.className || el.tagName);
    return { page: document.documentElement.scrollWidth - width, outside: outside.slice(0, 5) };
  });

/** Visits each path at every width in both languages and fails on anything wider than the window. */
async function checkWidths(page, baseUrl, paths, ready) {
  for (const lang of ['tw', 'en']) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    for (const path of paths) {
      await page.goto(`${baseUrl}${path}`);
      await ready(page, path);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await page.waitForTimeout(100);
        assert.deepEqual(await overflow(page), { page: 0, outside: [] }, `${path} in ${lang} at ${width}px`);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  }
}

export default [
  {
    name: 'shop pages fit every common width, logged out, in both languages',
    async run({ page, baseUrl }) {
      const watch = watchPage(page);
      await page.goto(baseUrl);
      await checkWidths(page, baseUrl, ['/', '/items', '/item/1', '/cart'], (p) => p.waitForLoadState('networkidle'));
      watch.assertClean();
    },
  },
  {
    name: 'centre pages fit every common width with the longest menu (manager, both languages)',
    async run({ page, baseUrl }) {
      const watch = watchPage(page);
      await logInAtHome(page, baseUrl, 'manager', 'demo-manager-2026');
      const ready = { rooms: 'room-board', mothers: 'mother-search', today: 'today-flags' };
      await checkWidths(page, baseUrl, ['/centre/today', '/centre/rooms', '/centre/mothers'], (p, path) =>
        p.getByTestId(ready[path.split('/').pop()]).waitFor(),
      );
      watch.assertClean();
    },
  },
  {
    name: 'the handover shift picker stays within a phone (390 px, 360 px) in both languages',
    async run({ page, baseUrl }) {
      const watch = watchPage(page);
      await logInAtHome(page, baseUrl, 'manager', 'demo-manager-2026');
      for (const lang of ['tw', 'en']) {
        await page.evaluate((l) => localStorage.setItem('lang', l), lang);
        for (const width of [390, 360]) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(`${baseUrl}/centre/handover`);
          await page.getByTestId('handover-pick').waitFor();
          const boxes = await page
            .locator('[data-testid="handover-pick"], [data-testid="handover-pick"] > *')
            .evaluateAll((els) => els.map((el) => ({ cls: el.className, right: el.getBoundingClientRect().right })));
          for (const box of boxes) assert.ok(box.right <= width + 1, `${lang} ${width}px: ${JSON.stringify(box)}`);
          assert.deepEqual(await overflow(page), { page: 0, outside: [] }, `/centre/handover in ${lang} at ${width}px`);
        }
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      watch.assertClean();
    },
  },
  {
    name: "a manager's every centre tab is on screen at laptop width in English (none hidden past the row's end)",
    async run({ page, baseUrl }) {
      const watch = watchPage(page);
      await logInAtHome(page, baseUrl, 'manager', 'demo-manager-2026');
      await page.evaluate(() => localStorage.setItem('lang', 'en'));
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.goto(`${baseUrl}/centre/today`);
      await page.getByTestId('today-flags').waitFor();
      const tabs = page.locator('.pnc-centre-nav .pnc-centre-tab-link');
      const names = await tabs.allTextContents();
      for (const name of ['Shop management', 'Users', 'Audit log']) assert.ok(names.includes(name), name);
      for (const box of await tabs.evaluateAll((links) => links.map((l) => l.getBoundingClientRect().toJSON())))
        assert.ok(box.left >= 0 && box.right <= 1366 && box.width > 0, JSON.stringify(box));
      await page.setViewportSize({ width: 1280, height: 800 });
      watch.assertClean();
    },
  },
  {
    name: "the mother dashboard's header shows her name and phone whole at 1366 px, actions beside or below (tw, en)",
    async run({ page, baseUrl }) {
      const watch = watchPage(page);
      await logInAtHome(page, baseUrl, 'manager', 'demo-manager-2026');
      for (const lang of ['tw', 'en']) {
        await page.evaluate((l) => localStorage.setItem('lang', l), lang);
        await page.setViewportSize({ width: 1366, height: 800 });
        await page.goto(`${baseUrl}/centre/rooms`);
        const bar = page.locator('.pnc-board-bar.pnc-stay-current').first();
        await bar.waitFor();
        await bar.click();
        await page.getByTestId('selected-mother').locator('.pnc-muted').getByText(/\d/).waitFor();
        // The same dashboard at laptop width, then on a phone.
        for (const width of [1366, 390]) {
          await page.setViewportSize({ width, height: 800 });
          const boxes = await page.evaluate(() => {
            const head = document.querySelector('[data-testid="selected-mother"]');
            const phone = head.querySelector('.pnc-muted').getBoundingClientRect();
            const actions = [...document.querySelectorAll('.pnc-dashboard-actions button, .pnc-dashboard-actions a')].map((b) =>
              b.getBoundingClientRect(),
            );
            const overlaps = actions.filter(
              (a) => a.left < phone.right && a.right > phone.left && a.top < phone.bottom && a.bottom > phone.top,
            );
            // Clipped: some ancestor that hides its overflow (an ellipsis title) ends before the phone does.
            let clipped = false;
            for (let el = head; el; el = el.parentElement)
              if (getComputedStyle(el).overflowX !== 'visible' && el.getBoundingClientRect().right + 1 < phone.right)
                clipped = true;
            return {
              clipped,
              phoneRight: phone.right,
              overlaps: overlaps.length,
              page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            };
          });
          assert.deepEqual(
            { clipped: boxes.clipped, overlaps: boxes.overlaps, page: boxes.page },
            { clipped: false, overlaps: 0, page: 0 },
            `${lang} ${width}px: ${JSON.stringify(boxes)}`,
          );
          assert.ok(boxes.phoneRight <= width, `${lang} ${width}px: the phone ends on screen`);
        }
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      watch.assertClean();
    },
  },
  {
    name: "the room board's room column holds its actions at 390 and 1366 px: none covers a stay's days (tw, en)",
    async run({ page, baseUrl }) {
      const watch = watchPage(page);
      await logInAtHome(page, baseUrl, 'nurse', 'demo-nurse-2026');
      for (const lang of ['tw', 'en']) {
        await page.evaluate((l) => localStorage.setItem('lang', l), lang);
        for (const width of [390, 1366]) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(`${baseUrl}/centre/rooms`);
          await page.getByTestId('board-stay').first().waitFor();
          const spill = await page.evaluate(() =>
            [...document.querySelectorAll('.pnc-board-room')].flatMap((cell) => {
              const edge = cell.getBoundingClientRect().right;
              return [...cell.querySelectorAll('button, .pnc-status, .pnc-board-room-no')]
                .filter((el) => el.getBoundingClientRect().right > edge + 0.5)
                .map((el) => `${cell.querySelector('.pnc-board-room-no')?.textContent}: ${el.textContent}`);
            }),
          );
          assert.deepEqual(spill.slice(0, 5), [], `room column overflows in ${lang} at ${width}px`);
        }
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      watch.assertClean();
    },
  },
];
