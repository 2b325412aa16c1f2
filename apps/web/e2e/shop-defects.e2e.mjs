/* global document, window, getComputedStyle */
// The shop's known layout defects, each measured in the browser: the phone header's search box, the home
// banners (whole picture, whole label), the site name at 1366 px with the staff menu, the toast over the footer.
import { animationsEnded, assert, logInAtHome, openUserMenu, watchPage } from './support/helpers.mjs';
import { startServer } from './support/server.mjs';

const setLang = async (page, baseUrl, lang, path = '/') => {
  await page.goto(baseUrl);
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.goto(`${baseUrl}${path}`);
};

/** The search input's room for text against its placeholder's width in its own font. */
const searchRoom = (page) =>
  page.evaluate(() => {
    const input = document.querySelector('.pnc-search-input');
    const button = document.querySelector('.pnc-search-button');
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const form = input.closest('.pnc-search').getBoundingClientRect();
    const b = button.getBoundingClientRect();
    return {
      room,
      placeholder: context.measureText(input.placeholder).width,
      buttonShown: b.width >= 24 && b.right <= form.right + 1,
      insideWindow: form.right <= document.documentElement.clientWidth + 1 && form.left >= 0,
    };
  });

/**
 * Each shown banner: how much of its picture is in view (object-fit cover crops it), whether the label covers the
 * drawn picture, and whether the label is whole (inside the banner, nothing cut).
 */
const banners = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.pnc-home-banner')]
      .filter((banner) => banner.getClientRects().length > 0)
      .map((banner) => {
        const img = banner.querySelector('img');
        const label = banner.querySelector('.pnc-home-banner-text').getBoundingClientRect();
        const box = banner.getBoundingClientRect();
        const r = img.getBoundingClientRect();
        const fit = getComputedStyle(img).objectFit;
        const boxRatio = r.width / r.height;
        const picRatio = img.naturalWidth / img.naturalHeight;
        // The share of the picture's area in view: cover crops the longer side, contain and none show it all.
        const shown = fit === 'cover' || fit === 'fill' ? Math.min(boxRatio, picRatio) / Math.max(boxRatio, picRatio) : 1;
        const scale = Math.min(r.width / img.naturalWidth, r.height / img.naturalHeight);
        const drawn =
          fit === 'contain' ? { w: img.naturalWidth * scale, h: img.naturalHeight * scale } : { w: r.width, h: r.height };
        const pic = { left: r.left + (r.width - drawn.w) / 2, top: r.top + (r.height - drawn.h) / 2, w: drawn.w, h: drawn.h };
        const overlap =
          Math.max(0, Math.min(label.right, pic.left + pic.w) - Math.max(label.left, pic.left)) *
          Math.max(0, Math.min(label.bottom, pic.top + pic.h) - Math.max(label.top, pic.top));
        return {
          shown: Math.round(shown * 100) / 100,
          labelOverPicture: Math.round((overlap / (pic.w * pic.h)) * 100) / 100,
          labelWhole:
            label.top >= box.top - 1 &&
            label.bottom <= box.bottom + 1 &&
            label.left >= box.left - 1 &&
            label.right <= box.right + 1,
          picture: Math.round(Math.min(pic.w, pic.h)),
        };
      }),
  );

export default [
  {
    name: 'shop defects: on a phone the header search box has room for its whole placeholder, the cart count shows (tw, en)',
    async run({ page, baseUrl }) {
      const watch = watchPage(page);
      // Twelve of an item in the cart: a two-digit count at the end of the menu's row.
      await page.goto(baseUrl);
      await page.evaluate(() =>
        localStorage.setItem('cart', JSON.stringify({ items: { 1: { item_id: 1, quantity: 12, attributes: {} } } })),
      );
      for (const lang of ['tw', 'en']) {
        for (const width of [360, 390]) {
          await page.setViewportSize({ width, height: 800 });
          await setLang(page, baseUrl, lang);
          await page.getByTestId('header-search').waitFor();
          const badge = await page.getByTestId('cart-count').boundingBox();
          assert.ok(badge && badge.x >= 0 && badge.x + badge.width <= width, `the cart count in view, ${lang} at ${width}px`);
          const search = await searchRoom(page);
          const at = `${lang} at ${width}px: ${JSON.stringify(search)}`;
          assert.ok(search.room >= search.placeholder, `the placeholder fits, ${at}`);
          assert.ok(search.room >= 150, `at least 150 px to type in, ${at}`);
          assert.ok(search.buttonShown && search.insideWindow, `the search button shows, ${at}`);
          // The header is as tall as the place the page keeps for it (index.html's frame, the toast under it).
          const header = await page.evaluate(() => [
            document.querySelector('.pnc-header').getBoundingClientRect().height,
            parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--pnc-header-bottom')),
          ]);
          assert.equal(Math.round(header[0]), header[1], `header height ${lang} at ${width}px`);
        }
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      watch.assertClean();
    },
  },
  {
    name: 'shop defects: home banners show the whole picture and a whole label beside it, on a laptop and a phone',
    async run({ page, baseUrl }) {
      const watch = watchPage(page);
      for (const [width, lang] of [
        [1280, 'tw'],
        [390, 'tw'],
        [1280, 'en'],
        [360, 'en'],
      ]) {
        await page.setViewportSize({ width, height: 900 });
        await setLang(page, baseUrl, lang);
        await page.locator('.pnc-home-banner img').first().waitFor();
        await page.waitForFunction(() =>
          [...document.querySelectorAll('.pnc-home-banner img')].every((img) => img.complete && img.naturalWidth > 0),
        );
        const shown = await banners(page);
        assert.ok(shown.length >= 1, `banners at ${width}px`);
        for (const [index, banner] of shown.entries()) {
          const at = `banner ${index + 1} ${lang} at ${width}px: ${JSON.stringify(banner)}`;
          assert.equal(banner.shown, 1, `the whole picture is in view, ${at}`);
          assert.equal(banner.labelOverPicture, 0, `the label does not cover the picture, ${at}`);
          assert.ok(banner.labelWhole, `the label is whole, ${at}`);
          assert.ok(banner.picture >= 120, `the picture is big enough to see, ${at}`);
        }
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      watch.assertClean();
    },
  },
  {
    name: 'shop defects: at 1366 px with the staff menu the site name stays on one line, nothing leaves the header',
    // Its own server: on the shared one, earlier scenarios' requests as the manager count against its rate limits.
    async run({ page }) {
      const server = await startServer();
      const baseUrl = server.baseUrl;
      try {
        const watch = watchPage(page);
        await page.setViewportSize({ width: 1366, height: 800 });
        await logInAtHome(page, baseUrl, 'manager', 'demo-manager-2026');
        // The session is kept once its token is stored: only then may the page be left.
        await page.waitForFunction(() => localStorage.getItem('token'));
        for (const lang of ['tw', 'en']) {
          // One navigation per language, after the page has settled.
          await page.evaluate((l) => localStorage.setItem('lang', l), lang);
          await page.goto(baseUrl);
          await page.getByTestId('user-menu').waitFor();
          const brand = await page.evaluate(() => {
            const name = document.querySelector('.pnc-header .pnc-brand-name');
            const width = document.documentElement.clientWidth;
            const outside = [...document.querySelectorAll('.pnc-header *')]
              .filter((el) => el.getClientRects().length && el.getBoundingClientRect().right > width + 1)
              .map((el) => el.className || el.tagName);
            return {
              text: name.textContent,
              lines: Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight)),
              outside,
              search: document.querySelector('.pnc-search-input').clientWidth,
            };
          });
          if (lang === 'tw') assert.equal(brand.lines, 1, `「${brand.text}」 on one line: ${JSON.stringify(brand)}`);
          assert.deepEqual(brand.outside, [], `nothing leaves the header (${lang}): ${JSON.stringify(brand)}`);
          assert.ok(brand.search >= 60, `the search box is still usable (${lang}): ${JSON.stringify(brand)}`);
        }
        watch.assertClean();
      } finally {
        await server.stop();
      }
    },
  },
  {
    name: 'shop defects: the toast covers neither the footer text nor the header',
    async run({ page, baseUrl }) {
      const watch = watchPage(page);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 700 });
        // Logging out says so in a toast, on the home page, which runs past the fold to its footer.
        await logInAtHome(page, baseUrl, 'customer', 'demo-customer-2026');
        await openUserMenu(page);
        await page.getByRole('menuitem', { name: /登出|Log out/ }).click();
        await page.getByTestId('toast').waitFor();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        // Where it rests, not mid-way through its entrance.
        await animationsEnded(page);
        await page.getByTestId('toast').waitFor();
        const where = await page.evaluate(() => {
          const toast = document.querySelector('[data-testid="toast"]').getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(document.querySelector('.pnc-footer'));
          const lines = [...range.getClientRects()];
          const header = document.querySelector('.pnc-header').getBoundingClientRect();
          const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          return {
            footerInView: lines.some((l) => l.bottom <= window.innerHeight && l.top >= 0),
            overFooter: lines.some((l) => meets(toast, l)),
            overHeader: toast.top < header.bottom,
            inWindow: toast.left >= 0 && toast.right <= document.documentElement.clientWidth,
          };
        });
        const at = `at ${width}px: ${JSON.stringify(where)}`;
        assert.ok(where.footerInView, `the footer is in view, ${at}`);
        assert.equal(where.overFooter, false, `the toast leaves the footer text readable, ${at}`);
        assert.equal(where.overHeader, false, `the toast leaves the header (cart badge) in view, ${at}`);
        assert.ok(where.inWindow, `the toast fits the window, ${at}`);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      watch.assertClean();
    },
  },
];
