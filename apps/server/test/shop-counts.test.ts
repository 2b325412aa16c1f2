import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createItem } from '../src/shop/catalogue/item-repository';
import { engines, setupApp } from './helper';
import { makeItem, userWithToken } from './shop-support';

/** An item written by another instance: straight into the shared database, unseen by this app. */
const elsewhere = (h: ReturnType<typeof setupApp>, name: string) =>
  createItem(h.db, {
    name_tw: name,
    name_en: name,
    description_tw: '',
    description_en: '',
    price: 100,
    currency: 'TWD',
    stock: 1,
    images: [],
    is_active: true,
    is_featured: false,
    categories: [],
    attributes: {},
  });

const count = async (h: ReturnType<typeof setupApp>, url: string, auth?: string) => {
  const res = await h.inject({ url, headers: auth ? { authorization: auth } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; results: { id: number }[] };
};

describe.each(engines)('catalogue counts kept a few seconds on %s', (engine) => {
  const h = setupApp(engine);

  it('reuses a filter’s count across its pages and orderings, while the rows are read live', async () => {
    const manager = await userWithToken(h, 'manager');
    await makeItem(h, manager, { name_tw: '計數甲' });
    const first = await count(h, '/api/items/?keyword=%E8%A8%88%E6%95%B8');
    expect(first.count).toBe(1);
    const added = await elsewhere(h, '計數乙');
    // Another instance's write: the count lags (for at most CATALOGUE_COUNT_SECONDS), the page does not.
    const byPrice = await count(h, '/api/items/?keyword=%E8%A8%88%E6%95%B8&ordering=price');
    expect(byPrice.count).toBe(1);
    expect(byPrice.results.map((r) => r.id)).toContain(added);
    // Managers always get an exact count.
    expect((await count(h, '/api/items/?keyword=%E8%A8%88%E6%95%B8', manager.auth)).count).toBe(2);
  });

  it('counts anew after a catalogue write through this instance', async () => {
    const manager = await userWithToken(h, 'manager');
    await makeItem(h, manager, { name_tw: '清除甲' });
    expect((await count(h, '/api/items/?keyword=%E6%B8%85%E9%99%A4')).count).toBe(1);
    await elsewhere(h, '清除乙');
    await makeItem(h, manager, { name_tw: '清除丙' });
    expect((await count(h, '/api/items/?keyword=%E6%B8%85%E9%99%A4')).count).toBe(3);
  });
});

describe.each(engines)('catalogue counts with CATALOGUE_COUNT_SECONDS=0 on %s', (engine) => {
  const h = setupApp(engine, { config: { shop: { ...loadConfig({}).shop, catalogueCountSeconds: 0 } } });

  it('counts on every request', async () => {
    const manager = await userWithToken(h, 'manager');
    await makeItem(h, manager, { name_tw: '即時甲' });
    expect((await count(h, '/api/items/?keyword=%E5%8D%B3%E6%99%82')).count).toBe(1);
    await elsewhere(h, '即時乙');
    expect((await count(h, '/api/items/?keyword=%E5%8D%B3%E6%99%82')).count).toBe(2);
  });

  it('refuses a setting that is not a number of seconds from 0 to 3600', () => {
    for (const bad of ['-1', 'soon', '3601'])
      expect(() => loadConfig({ CATALOGUE_COUNT_SECONDS: bad })).toThrowError(
        /^Invalid environment variable CATALOGUE_COUNT_SECONDS: /,
      );
    expect(loadConfig({}).shop.catalogueCountSeconds).toBe(10);
  });
});
