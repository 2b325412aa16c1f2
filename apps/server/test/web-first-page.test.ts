import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayTaipei } from '../src/centre/paging';
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

/** The room board's first-screen parts as the web build publishes them (apps/web/build-plugins/first-pages.ts). */
const boardParts = () => {
  const tabs = (lang: 'tw' | 'en') =>
    lang === 'tw'
      ? { rooms: '房間', mothers: '產婦', records: '紀錄', shop: '商店管理', users: '使用者' }
      : { rooms: 'Rooms', mothers: 'Mothers', records: 'Records', shop: 'Shop management', users: 'Users' };
  const strings = (lang: 'tw' | 'en') => ({
    ...(lang === 'tw'
      ? {
          title: '中心管理',
          navLabel: '中心管理選單',
          earlier: '前 30 天',
          later: '後 30 天',
          today: '今 天',
          range: '{{from}} 至 {{to}}',
          legend: '圖例',
          current: '入住中',
          upcoming: '即將入住',
          ended: '已退房',
          loading: '載入中…',
        }
      : {
          title: 'Centre management',
          navLabel: 'Centre sections',
          earlier: '30 days earlier',
          later: '30 days later',
          today: 'Today',
          range: '{{from}} to {{to}}',
          legend: 'Legend',
          current: 'Staying',
          upcoming: 'Upcoming',
          ended: 'Checked out',
          loading: 'Loading…',
        }),
    sections: tabs(lang),
  });
  return {
    strings: { tw: strings('tw'), en: strings('en') },
    sections: {
      staff: ['rooms', 'mothers', 'records'],
      manager: ['rooms', 'mothers', 'records', 'shop', 'users'],
      admin: ['rooms', 'mothers', 'records', 'shop', 'users'],
    },
    window: { before: 7, days: 60 },
    icons: {
      left: '<span class="anticon-left"></span>',
      right: '<span class="anticon-right"></span>',
      caret: '<span class="caret"></span>',
    },
  };
};

/** A build as the web build leaves it: index.html with the header frame, the item page's stylesheet, first-pages.json. */
function fakeBuild({ board = true } = {}) {
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
  fs.writeFileSync(path.join(dir, 'assets/centre-a1.css'), '.pnc-centre{display:block}');
  fs.writeFileSync(path.join(dir, 'assets/planner-a1.css'), '.pnc-period-nav{display:flex}');
  const published = {
    pages: { item: { css: ['assets/shop-a1.css'] }, board: { css: ['assets/centre-a1.css', 'assets/planner-a1.css'] } },
    strings: { tw: strings('tw'), en: strings('en') },
    board: boardParts(),
  };
  if (!board) {
    delete (published.pages as Partial<typeof published.pages>).board;
    delete (published as Partial<typeof published>).board;
  }
  fs.writeFileSync(path.join(dir, '.vite/first-pages.json'), JSON.stringify(published));
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

describe.each(engines)("the room board's first screen, written by the server, on %s", (engine) => {
  const webDist = fakeBuild();
  const h = setupApp(engine, { config: { webDist } });
  const olderBuild = fakeBuild({ board: false });
  const older = setupApp(engine, { config: { webDist: olderBuild } });
  afterAll(() => {
    fs.rmSync(webDist, { recursive: true, force: true });
    fs.rmSync(olderBuild, { recursive: true, force: true });
  });
  const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>') + 7);

  it("writes a staff member's frame, tabs and toolbar with the days the board opens on, styled, in Traditional Chinese", async () => {
    const res = await h.inject({ url: '/centre/rooms', headers: { cookie: 'pnc_centre=staff' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/);
    const html = res.body;
    const screen = main(html);
    expect(html.indexOf('<main')).toBeGreaterThan(html.indexOf('</header>'));
    expect(screen).toContain('<h1 class="pnc-centre-title">中心管理</h1><span class="pnc-centre-user"></span>');
    expect(screen).toContain('<nav aria-label="中心管理選單"><ul class="pnc-centre-nav">');
    // Rooms marked; a staff member sees no manager tabs; records is the disclosure button with its caret.
    expect(screen).toContain(
      '<li class="pnc-centre-tab is-selected"><a class="pnc-centre-tab-link" aria-current="page" href="/centre/rooms" data-discover="true">房間</a></li>' +
        '<li class="pnc-centre-tab"><a class="pnc-centre-tab-link" href="/centre/mothers" data-discover="true">產婦</a></li>' +
        '<li class="pnc-centre-tab"><button type="button" class="pnc-centre-tab-link" aria-expanded="false">紀錄<span class="caret"></span></button></li></ul>',
    );
    expect(screen).not.toContain('/centre/shop');
    expect(screen).toContain('<h2 class="pnc-centre-section">房間</h2>');
    const from = addDays(todayTaipei(), -7);
    expect(screen).toContain(`<span class="pnc-board-range">${from} 至 ${addDays(from, 59)}</span>`);
    expect(screen).toContain(
      '<button type="button" class="pnc-period-btn pnc-period-btn-icon" aria-label="前 30 天" title="前 30 天"><span class="anticon-left"></span></button>' +
        '<button type="button" class="pnc-period-btn">今 天</button>',
    );
    expect(screen).toContain('<i class="pnc-legend-swatch pnc-stay-upcoming" aria-hidden="true"></i>即將入住</span>');
    expect(screen).toContain('<div class="pnc-centre-wait" role="status">');
    expect(html).toContain(
      '<style>.pnc-header{height:64px}</style><style>.pnc-centre{display:block}\n.pnc-period-nav{display:flex}</style>',
    );
    // No data and nothing personal: no answers travel with it, and the signed-in name is left for the app.
    expect(dataBlock(html)).toEqual({ lang: 'tw', answers: {} });
  });

  it("shows a manager's tabs, and writes the page in the language the app last used", async () => {
    const res = await h.inject({
      url: '/centre/rooms',
      headers: { cookie: 'pnc_lang=en; pnc_centre=manager', 'accept-encoding': 'br' },
    });
    const html = zlib.brotliDecompressSync(res.rawPayload).toString();
    const screen = main(html);
    expect(html).toContain('<html lang="en"');
    expect(screen).toContain('<h1 class="pnc-centre-title">Centre management</h1>');
    expect(screen).toContain('href="/centre/shop" data-discover="true">Shop management</a></li>');
    expect(screen).toContain('href="/centre/users" data-discover="true">Users</a></li></ul>');
    expect(screen).toContain('<button type="button" class="pnc-period-btn">Today</button>');
    expect(screen).toMatch(/<span class="pnc-board-range">\d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d<\/span>/);
    expect(dataBlock(html).lang).toBe('en');
  });

  it('sends the plain page to a browser without a staff session, for any other value, and from a build without the parts', async () => {
    const cases: [typeof h, string | undefined][] = [
      [h, undefined],
      [h, 'pnc_centre=customer'],
      [h, 'pnc_centre=<script>'],
      [h, 'pnc_centre='],
      [h, 'xpnc_centre=staff'],
      [older, 'pnc_centre=staff'],
    ];
    for (const [app, cookie] of cases) {
      const res = await app.inject({ url: '/centre/rooms', headers: cookie ? { cookie } : {} });
      expect(res.statusCode, cookie).toBe(200);
      expect(res.body, cookie).not.toContain('pnc-first-page');
      expect(res.body, cookie).toContain('<div id="root"><header');
    }
  });
});
