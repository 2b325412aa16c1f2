import { describe, expect, it } from 'vitest';
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

describe.each(engines)('catalogue counts on %s', (engine) => {
  // No kept answers: every request below counts its matches afresh.
  const h = setupApp(engine, { config: { answerCacheBytes: 0 } });

  it('counts exactly across a filter’s pages and orderings, right after another instance’s write', async () => {
    const manager = await userWithToken(h, 'manager');
    await makeItem(h, manager, { name_tw: '計數甲' });
    const first = await count(h, '/api/items/?keyword=%E8%A8%88%E6%95%B8');
    expect(first.count).toBe(1);
    expect((await count(h, '/api/items/?keyword=%E8%A8%88%E6%95%B8&ordering=price')).count).toBe(1);
    const added = await elsewhere(h, '計數乙');
    const byPrice = await count(h, '/api/items/?keyword=%E8%A8%88%E6%95%B8&ordering=price');
    expect(byPrice.count).toBe(2);
    expect(byPrice.results.map((r) => r.id)).toContain(added);
    expect((await count(h, '/api/items/?keyword=%E8%A8%88%E6%95%B8&offset=1&limit=1')).count).toBe(2);
    // Managers count their own filter (inactive items too).
    await makeItem(h, manager, { name_tw: '計數丙', is_active: false });
    expect((await count(h, '/api/items/?keyword=%E8%A8%88%E6%95%B8', manager.auth)).count).toBe(3);
    expect((await count(h, '/api/items/?keyword=%E8%A8%88%E6%95%B8')).count).toBe(2);
  });

  it('counts anew after stock moves: the in-stock filter follows a sale', async () => {
    const manager = await userWithToken(h, 'manager');
    const item = await makeItem(h, manager, { name_tw: '清除甲', stock: 1 });
    expect((await count(h, '/api/items/?keyword=%E6%B8%85%E9%99%A4&in_stock=1')).count).toBe(1);
    await h.db.updateTable('item').set({ stock: 0 }).where('id', '=', item.id).execute();
    expect((await count(h, '/api/items/?keyword=%E6%B8%85%E9%99%A4&in_stock=1')).count).toBe(0);
    expect((await count(h, '/api/items/?keyword=%E6%B8%85%E9%99%A4&in_stock=0')).count).toBe(1);
  });
});
