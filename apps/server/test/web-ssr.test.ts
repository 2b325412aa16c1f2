import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { engines, setupApp } from './helper';
import { addVariant, makeCategory, makeItem, userWithToken } from './shop-support';

const webRoot = path.resolve(import.meta.dirname, '../../web');

/**
 * A web build as the server finds it: index.html (the app's own template, with its marks), Vite's manifest, and beside
 * them dist-ssr/entry-server.js, which here is the web's server entry from its sources (the test runner compiles it).
 */
function webBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pnc-ssr-'));
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'dist-ssr'));
  // Vite links the entry's script and stylesheet in the built index.html.
  const entryLinks =
    '<script type="module" crossorigin src="/assets/index-T1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-T1.css">';
  const template = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8').replace('</head>', `${entryLinks}</head>`);
  fs.writeFileSync(path.join(dist, 'index.html'), template);
  const manifest = {
    'index.html': { file: 'assets/index-T1.js', css: ['assets/index-T1.css'] },
    'src/features/shop/item/item-page.tsx': {
      file: 'assets/item-page-T1.js',
      imports: ['_shared.js', 'index.html'],
      css: ['assets/shop-T1.css'],
    },
    '_shared.js': { file: 'assets/shared-T1.js' },
  };
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(
    path.join(dir, 'dist-ssr', 'entry-server.js'),
    `export * from ${JSON.stringify(path.join(webRoot, 'src/entry-server.tsx'))};\n`,
  );
  return { dir, dist };
}

const ldJson = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

describe.each(engines)('server-rendered shop pages on %s', (engine) => {
  const build = webBuild();
  const h = setupApp(engine, { config: { webDist: build.dist, publicUrl: 'https://shop.example' } });
  afterAll(() => fs.rmSync(build.dir, { recursive: true, force: true }));

  it('an item page carries its content, title, og tags, Product JSON-LD, its chunk links and the hydration data', async () => {
    const manager = await userWithToken(h, 'manager');
    const item = await makeItem(h, manager, {
      name_tw: '羊毛脂乳霜',
      name_en: 'Lanolin cream',
      description_tw: '舒緩乾裂 <b>不刺激</b>',
      description_en: 'Soothes dry skin',
      price: 1280,
      stock: 3,
      images: ['/uploads/lanolin.png'],
    });
    const res = await h.inject({ url: `/item/${item.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).toContain('<html lang="zh-Hant-TW">');
    expect(html).toContain('data-testid="item-name">羊毛脂乳霜</h1>');
    expect(html).toContain('NT$1,280');
    // Text is escaped, never markup.
    expect(html).toContain('舒緩乾裂 &lt;b&gt;不刺激&lt;/b&gt;');
    expect(html).toContain('<title>羊毛脂乳霜 | 晨曦產後護理之家</title>');
    expect(html).toContain('<meta property="og:title" content="羊毛脂乳霜"/>');
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toContain(`<meta property="og:url" content="https://shop.example/item/${item.id}"/>`);
    expect(html).toContain('<meta property="og:image" content="https://shop.example/uploads/lanolin.png"/>');
    // The template's own title and description are replaced, not doubled.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(ldJson(html)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: '羊毛脂乳霜',
        description: '舒緩乾裂 <b>不刺激</b>',
        image: ['https://shop.example/uploads/lanolin.png'],
        offers: {
          '@type': 'Offer',
          url: `https://shop.example/item/${item.id}`,
          price: '1280',
          priceCurrency: 'TWD',
          availability: 'https://schema.org/InStock',
        },
      },
    ]);
    // JSON-LD cannot end its element early.
    expect(html).not.toMatch(/ld\+json">[^<]*<b>/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/shop-T1.css">');
    expect(html).toContain('<link rel="modulepreload" href="/assets/item-page-T1.js">');
    expect(html).toContain('<link rel="modulepreload" href="/assets/shared-T1.js">');
    // The entry's stylesheet keeps its one link (index.html's): a second one would be a second request.
    expect(html.match(/\/assets\/index-T1\.css/g)).toHaveLength(1);
    // The item's picture is fetched before the page's scripts.
    expect(html).toContain('<img src="/uploads/lanolin.png" alt="羊毛脂乳霜" fetchPriority="high"/>');
    const data = JSON.parse(html.match(/<script type="application\/json" id="pnc-hydration">([\s\S]*?)<\/script>/)![1]!);
    expect(data.lang).toBe('tw');
    expect(Object.values(data.state.api.queries).map((q) => (q as { data?: { id?: number } }).data?.id)).toContain(item.id);
    // The board's frame in index.html is gone: the root holds the rendered app only.
    expect(html).not.toContain('pnc-boot-header');
    expect(html).toContain('<style data-rc-order');
  });

  it('sold out is OutOfStock; /items/:id is the same page; English comes by the pnc_lang cookie', async () => {
    const manager = await userWithToken(h, 'manager');
    const item = await makeItem(h, manager, { name_tw: '已售完', name_en: 'Sold out thing', stock: 0 });
    const res = await h.inject({ url: `/items/${item.id}`, headers: { cookie: 'other=1; pnc_lang=en' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('data-testid="item-name">Sold out thing</h1>');
    expect(ldJson(res.body)[0].offers.availability).toBe('https://schema.org/OutOfStock');
    const tw = await h.inject({ url: `/items/${item.id}`, headers: { cookie: 'pnc_lang=xx' } });
    expect(tw.body).toContain('data-testid="item-name">已售完</h1>');
  });

  it('an item with variants is rendered with its picker, each variant and its stock state, nothing chosen', async () => {
    const manager = await userWithToken(h, 'manager');
    const item = await makeItem(h, manager, { name_tw: '哺乳內衣', price: 890 });
    await addVariant(h, manager, item.id, { name_tw: 'M / 米白', sku: 'SSR-M', stock: 9 });
    await addVariant(h, manager, item.id, {
      name_tw: 'L / 米白',
      name_en: 'L / ivory',
      options: { size: 'L', colour: '米白' },
      sku: 'SSR-L',
      stock: 0,
    });
    const { body } = await h.inject({ url: `/item/${item.id}` });
    expect(body).toContain('data-testid="variant-picker"');
    expect(body).toContain('M / 米白');
    expect(body).toMatch(/L \/ 米白<span class="pnc-item-variant-stock">已售完<\/span>/);
    expect(body).not.toMatch(/class="ant-radio-button-wrapper[^"]*checked/);
    expect(body).toMatch(/data-testid="add-to-cart"[^>]*>[\s\S]*?請選擇規格/);
  });

  it('the title names the centre in Traditional Chinese in English too; og:url and the offer carry no query', async () => {
    const manager = await userWithToken(h, 'manager');
    const item = await makeItem(h, manager, { name_tw: '溫奶器', name_en: 'Bottle warmer' });
    const en = { cookie: 'pnc_lang=en' };
    const home = await h.inject({ url: '/?utm_source=line', headers: en });
    expect(home.body).toContain('<html lang="en">');
    expect(home.body).toContain('<title>晨曦產後護理之家</title>');
    expect(home.body).toContain('<meta property="og:url" content="https://shop.example/"/>');
    const page = await h.inject({ url: `/item/${item.id}?utm_source=line&ref=a%22b`, headers: en });
    expect(page.body).toContain('<title>Bottle warmer | 晨曦產後護理之家</title>');
    expect(page.body).toContain(`<meta property="og:url" content="https://shop.example/item/${item.id}"/>`);
    expect(ldJson(page.body)[0].offers.url).toBe(`https://shop.example/item/${item.id}`);
  });

  it('an unknown item is the 404 page with status 404', async () => {
    for (const url of ['/item/999999', '/item/abc']) {
      const res = await h.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('找不到這件商品');
      expect(ldJson(res.body), url).toEqual([]);
    }
  });

  it('the home and a category list are rendered with their items', async () => {
    const manager = await userWithToken(h, 'manager');
    const category = await makeCategory(h, manager, { name_tw: '哺乳用品', name_en: 'Nursing' });
    const item = await makeItem(h, manager, { name_tw: '集乳瓶', name_en: 'Milk bottle', categories: [category.id] });
    const home = await h.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('讓媽媽安心休養，寶寶健康成長');
    const list = await h.inject({ url: `/category/${category.id}`, headers: { cookie: 'pnc_lang=en' } });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('data-testid="catalogue-title">Nursing</h1>');
    expect(list.body).toContain('Milk bottle');
    expect(list.body).toContain(`href="/item/${item.id}"`);
  });

  it('a search keyword over 100 characters is not asked for: the page says why, in the reader language', async () => {
    for (const [cookie, reason] of [
      ['pnc_lang=tw', '最多 100 個字，請刪減後再搜尋。'],
      ['pnc_lang=en', 'At most 100 characters: shorten it to search.'],
    ]) {
      const res = await h.inject({ url: `/search?keyword=${'紗'.repeat(101)}`, headers: { cookie } });
      expect(res.statusCode, cookie).toBe(200);
      expect(res.body, cookie).toContain(reason);
      expect(res.body, cookie).not.toContain('ant-skeleton');
    }
    const fits = await h.inject({ url: `/search?keyword=${'紗'.repeat(100)}`, headers: { cookie: 'pnc_lang=en' } });
    expect(fits.body).not.toContain('At most 100 characters');
  });

  it('a category URL the API refuses as bad input (400) or does not know (404) is a 404 page', async () => {
    for (const url of ['/category/abc', '/category/0', '/category/999999']) {
      const res = await h.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('pnc-hydration');
      expect(res.body, url).toContain('data-testid="catalogue-title"></h1>');
    }
  });

  it("a page whose API fails (5xx) is not rendered: the app's index.html, status 200, the failure logged", async () => {
    await sql`ALTER TABLE site_news RENAME TO site_news_away`.execute(h.db);
    try {
      const res = await h.inject({ url: '/news?page=3' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('pnc-boot-header');
      expect(res.body).not.toContain('pnc-hydration');
      expect(h.logs.join('')).toContain('server rendering failed');
    } finally {
      await sql`ALTER TABLE site_news_away RENAME TO site_news`.execute(h.db);
    }
    const again = await h.inject({ url: '/news?page=3' });
    expect(again.body).toContain('pnc-hydration');
  });

  it('staff and account pages stay the app: index.html as built', async () => {
    for (const url of ['/centre/rooms', '/account/profile', '/cart']) {
      const res = await h.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('pnc-boot-header');
      expect(res.body, url).not.toContain('pnc-hydration');
    }
  });
});
