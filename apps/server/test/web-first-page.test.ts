import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, setupApp } from './helper';
import { makeItem, userWithToken } from './shop-support';

const strings = (lang: 'tw' | 'en') =>
  lang === 'tw'
    ? {
        breadcrumb: '頁面路徑',
        allItems: '全部商品',
        inStock: '現貨 {{count}} 件',
        fewLeft: '僅剩 {{count}} 件',
        soldOut: '已售完',
        sold: '已售出 {{count}} 件',
        pictures: '商品圖片',
        picture: '第 {{n}} 張圖片',
      }
    : {
        breadcrumb: 'Breadcrumb',
        allItems: 'All items',
        inStock: '{{count}} in stock',
        fewLeft: 'Only {{count}} left',
        soldOut: 'Sold out',
        sold: '{{count}} sold',
        pictures: 'Item pictures',
        picture: 'Picture {{n}}',
      };

/** A build as the web build leaves it: index.html with the header frame, the item page's stylesheet, first-pages.json. */
function fakeBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pnc-firstpage-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>\n<html lang="zh-Hant-TW">\n<head>\n<meta charset="utf-8" />\n<style>.pnc-header{height:64px}</style>\n` +
      `<meta name="description" content="site" />\n<title>晨曦產後護理之家</title>\n<script type="module" src="/assets/index-a.js"></script>\n</head>\n` +
      `<body>\n<div id="root"><header class="pnc-header pnc-boot-header"><span>晨曦</span></header></div>\n</body>\n</html>\n`,
  );
  fs.writeFileSync(path.join(dir, 'assets/shop-a1.css'), '.pnc-item{display:grid}');
  fs.writeFileSync(
    path.join(dir, '.vite/first-pages.json'),
    JSON.stringify({ pages: { item: { css: ['assets/shop-a1.css'] } }, strings: { tw: strings('tw'), en: strings('en') } }),
  );
  return dir;
}

/** The page's JSON data block, parsed. */
const dataBlock = (html: string) =>
  JSON.parse(/<script type="application\/json" id="pnc-first-page">(.*?)<\/script>/s.exec(html)![1]!) as {
    lang: string;
    answers: Record<string, unknown>;
  };

describe.each(engines)("an item page's first screen, written by the server, on %s", (engine) => {
  const webDist = fakeBuild();
  const h = setupApp(engine, { config: { webDist } });
  afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
  let item: { id: number; [k: string]: unknown };
  let categoryId: number;

  beforeAll(async () => {
    const manager = await userWithToken(h, 'manager');
    const category = await h.inject({
      method: 'POST',
      url: '/api/categories/',
      headers: manager.headers,
      payload: { name_tw: '媽咪保養', name_en: 'Mum care' },
    });
    categoryId = category.json().id;
    item = await makeItem(h, manager, {
      name_tw: '月子乾洗髮',
      name_en: 'Dry shampoo',
      description_tw: '免沖洗，清爽頭皮。',
      description_en: 'No rinse.',
      price: 1300,
      stock: 4,
      images: ['/uploads/a.svg', '/uploads/b.svg'],
      categories: [{ id: categoryId }],
    });
  });

  it('sends the breadcrumb, pictures, name, price, stock and description as HTML, styled, in Traditional Chinese', async () => {
    const res = await h.inject({ url: `/item/${item.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/);
    const html = res.body;
    expect(html).toContain('<html lang="zh-Hant-TW"');
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>') + 7);
    expect(html.indexOf('<main')).toBeGreaterThan(html.indexOf('</header>'));
    expect(main).toContain(`<li><a href="/items">全部商品</a></li><li><a href="/category/${categoryId}">媽咪保養</a></li>`);
    expect(main).toContain('<h1 class="pnc-item-name">月子乾洗髮</h1>');
    expect(main).toContain('<div class="pnc-item-price">NT$1,300</div>');
    expect(main).toContain('<span class="pnc-pill pnc-pill-orange">僅剩 4 件</span>');
    expect(main).toContain('<p class="pnc-item-description">免沖洗，清爽頭皮。</p>');
    expect(main).toContain('<img src="/uploads/a.svg" alt="月子乾洗髮">');
    expect(main).toContain('aria-label="第 2 張圖片" aria-pressed="false"><img src="/uploads/b.svg" alt=""></button>');
    // The page's stylesheet inline, first in <head> after the entry's; the page described for link previews.
    expect(html).toContain('<style>.pnc-header{height:64px}</style><style>.pnc-item{display:grid}</style>');
    expect(html).toContain('<meta name="description" content="免沖洗，清爽頭皮。"');
    expect(html).toContain('<meta property="og:title" content="月子乾洗髮">');
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/uploads\/a\.svg">/);
  });

  it('carries the API answers the screen was drawn from, for the app to start from', async () => {
    const data = dataBlock((await h.inject({ url: `/item/${item.id}` })).body);
    expect(data.lang).toBe('tw');
    expect(data.answers[`items/${item.id}`]).toEqual((await h.inject({ url: `/api/items/${item.id}/` })).json());
    expect(data.answers.categories).toEqual((await h.inject({ url: '/api/categories/' })).json());
  });

  it('writes the page in the language the app last used (its cookie), under /items/:id too, compressed', async () => {
    const res = await h.inject({
      url: `/items/${item.id}`,
      headers: { cookie: 'other=1; pnc_lang=en', 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<h1 class="pnc-item-name">Dry shampoo</h1>');
    expect(html).toContain('<span class="pnc-pill pnc-pill-orange">Only 4 left</span>');
    expect(html).toContain('<li><a href="/items">All items</a></li>');
    expect(dataBlock(html).lang).toBe('en');
  });

  it('escapes what managers type: no markup from an item reaches the page, and the data block cannot be closed', async () => {
    const manager = await userWithToken(h, 'manager');
    const nasty = await makeItem(h, manager, {
      name_tw: '<img src=x onerror=alert(1)>',
      name_en: '',
      description_tw: '</script><script>alert(2)</script> & "quotes"',
    });
    const html = (await h.inject({ url: `/item/${nasty.id}`, headers: { cookie: 'pnc_lang=en' } })).body;
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert(2)');
    // An empty English name falls back to the Traditional Chinese one, as in the app.
    expect(html).toContain('<h1 class="pnc-item-name">&lt;img src=x onerror=alert(1)&gt;</h1>');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect((dataBlock(html).answers[`items/${nasty.id}`] as { description_tw: string }).description_tw).toBe(
      '</script><script>alert(2)</script> & "quotes"',
    );
  });

  it('sends the plain page when there is no item for everyone to see, or no item at that address', async () => {
    const manager = await userWithToken(h, 'manager');
    const hidden = await makeItem(h, manager, { is_active: false });
    for (const url of [`/item/${hidden.id}`, '/item/99999', '/item/abc', '/item/0', '/items/1e3']) {
      const res = await h.inject({ url, headers: { authorization: manager.auth } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('pnc-first-page');
      expect(res.body, url).toContain('<div id="root"><header');
    }
  });
});
