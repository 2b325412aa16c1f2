/* global Image, OffscreenCanvas */
// Looks for visual differences between two builds of the web app: the same pages, as the same users, on two
// real servers (fresh demo databases), screenshotted in Chromium and compared pixel by pixel.
// Used to check that Ant Design's static stylesheets (build-plugins/antd-static-styles.ts) draw what its
// run-time styles draw. Not a test: fonts, animations and demo data seeded seconds apart can move pixels.
//
//   node scripts/compare-builds.mjs --a /tmp/runtime-build --b dist [--out /tmp/compare] [--only item]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { logIn, openLoginDialog, openUserMenu } from '../e2e/support/helpers.mjs';
import { startServer } from '../e2e/support/server.mjs';

const { values } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    out: { type: 'string', default: '/tmp/compare-builds' },
    only: { type: 'string' },
  },
});
if (!values.a || !values.b) throw new Error('usage: compare-builds.mjs --a DIST --b DIST');

const nurse = ['nurse', 'demo-nurse-2026'];
const manager = ['manager', 'demo-manager-2026'];
const customer = ['customer', 'demo-customer-2026'];
const click = (name) => async (page) => {
  await page.getByRole('button', { name }).first().click();
  await page.waitForTimeout(800);
};
const pages = [
  { name: 'home', path: '/' },
  { name: 'home-mobile', path: '/', mobile: true },
  { name: 'items', path: '/items' },
  { name: 'item', path: '/item/223' },
  { name: 'item-mobile', path: '/item/223', mobile: true },
  { name: 'news', path: '/news' },
  { name: 'login-dialog', path: '/', then: openLoginDialog },
  { name: 'cart', path: '/cart', user: customer },
  { name: 'orders', path: '/orders', user: customer },
  { name: 'profile', path: '/account/profile', user: customer },
  { name: 'user-menu', path: '/', user: customer, then: openUserMenu },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'rooms', path: '/centre/rooms', user: nurse },
  { name: 'mothers', path: '/centre/mothers', user: nurse },
  { name: 'mother-form', path: '/centre/mothers', user: nurse, then: click(/新增|New|Add/) },
  { name: 'babies', path: '/centre/babies', user: nurse },
  { name: 'contracts', path: '/centre/contracts', user: nurse },
  { name: 'calendar', path: '/centre/calendar', user: nurse },
  { name: 'incubator-board', path: '/centre/incubatorBoard', user: nurse },
  { name: 'meals', path: '/centre/meals', user: nurse },
  { name: 'records', path: '/centre/records', user: nurse },
  { name: 'spare-parts', path: '/centre/spareParts', user: nurse },
  { name: 'shop-admin', path: '/centre/shop', user: manager },
  { name: 'users', path: '/centre/users', user: manager },
  { name: 'audit', path: '/centre/audit', user: manager },
].filter((p) => !values.only || p.name.includes(values.only));

fs.mkdirSync(values.out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const servers = await Promise.all(
  [values.a, values.b].map((dist) => startServer({ env: { WEB_DIST: path.resolve(dist), CAPTCHA: 'off' } })),
);

async function shoot(server, spec) {
  const context = await browser.newContext({
    viewport: spec.mobile ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    locale: 'zh-TW',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  try {
    await page.goto(`${server.baseUrl}/`);
    if (spec.user) await logIn(page, ...spec.user);
    await page.goto(`${server.baseUrl}${spec.path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(600);
    if (spec.then) await spec.then(page);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(400);
    return await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  } finally {
    await context.close();
  }
}

const diffPage = await (await browser.newContext()).newPage();
let worst = 0;
for (const spec of pages) {
  const [a, b] = [await shoot(servers[0], spec), await shoot(servers[1], spec)];
  const result = await diffPage.evaluate(
    async ([a, b]) => {
      const load = (b64) =>
        new Promise((resolve) => {
          const img = new Image();
          img.onload = () => resolve(img);
          img.src = `data:image/png;base64,${b64}`;
        });
      const [ia, ib] = await Promise.all([load(a), load(b)]);
      const w = Math.max(ia.width, ib.width);
      const h = Math.max(ia.height, ib.height);
      const pixels = (img) => {
        const c = new OffscreenCanvas(w, h);
        const g = c.getContext('2d');
        g.fillStyle = '#f0f';
        g.fillRect(0, 0, w, h);
        g.drawImage(img, 0, 0);
        return g.getImageData(0, 0, w, h).data;
      };
      const [pa, pb] = [pixels(ia), pixels(ib)];
      const out = new OffscreenCanvas(w, h);
      const g = out.getContext('2d');
      const diff = g.createImageData(w, h);
      let count = 0;
      for (let i = 0; i < pa.length; i += 4) {
        const d = Math.max(Math.abs(pa[i] - pb[i]), Math.abs(pa[i + 1] - pb[i + 1]), Math.abs(pa[i + 2] - pb[i + 2]));
        const hit = d > 16;
        if (hit) count++;
        diff.data[i] = hit ? 255 : pa[i] / 3 + 170;
        diff.data[i + 1] = hit ? 0 : pa[i + 1] / 3 + 170;
        diff.data[i + 2] = hit ? 0 : pa[i + 2] / 3 + 170;
        diff.data[i + 3] = 255;
      }
      g.putImageData(diff, 0, 0);
      const blob = await out.convertToBlob({ type: 'image/png' });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let bin = '';
      for (const byte of bytes) bin += String.fromCharCode(byte);
      return { count, size: [ia.width, ia.height, ib.width, ib.height], png: count ? btoa(bin) : null };
    },
    [a.toString('base64'), b.toString('base64')],
  );
  worst = Math.max(worst, result.count);
  const sizes =
    result.size[0] === result.size[2] && result.size[1] === result.size[3]
      ? `${result.size[0]}×${result.size[1]}`
      : `sizes differ ${result.size.join(',')}`;
  console.log(`${spec.name.padEnd(16)} ${String(result.count).padStart(7)} px differ  (${sizes})`);
  if (result.png) {
    fs.writeFileSync(path.join(values.out, `${spec.name}-a.png`), a);
    fs.writeFileSync(path.join(values.out, `${spec.name}-b.png`), b);
    fs.writeFileSync(path.join(values.out, `${spec.name}-diff.png`), Buffer.from(result.png, 'base64'));
  }
}
await browser.close();
for (const server of servers) await server.stop?.();
console.log(worst ? `differences saved in ${values.out}` : 'no differences');
process.exit(0);
