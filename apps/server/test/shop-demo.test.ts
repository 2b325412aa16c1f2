import { describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../src/demo/seed';
import { engines, setupApp } from './helper';

describe.each(engines)('shop demo data on %s', (engine) => {
  const h = setupApp(engine);

  it('seeds a postnatal centre shop: categories, 200+ items in tw and en, stock, pictures, news, comments', async () => {
    await seedDemoIfEmpty(h.db);
    const boot = (await h.inject({ method: 'GET', url: '/api/bootstrap/' })).json();
    const flat = boot.categories.flatMap((c: { children: unknown[] }) => [c, ...c.children]);
    expect(flat.length).toBeGreaterThanOrEqual(12);

    const all = (await h.inject({ method: 'GET', url: '/api/categories/items/?limit=100' })).json();
    expect(all.count).toBeGreaterThanOrEqual(200);
    for (const item of all.results) {
      expect(item.name_tw && item.name_en && item.description_tw && item.description_en).toBeTruthy();
      expect(item.price).toBeGreaterThan(0);
      const img = await h.inject({ method: 'GET', url: item.images[0] });
      expect(img.statusCode).toBe(200);
    }
    expect((await h.inject({ method: 'GET', url: '/api/items/?in_stock=0' })).json().count).toBeGreaterThan(0);

    const nipple = (await h.inject({ method: 'GET', url: '/api/items/?keyword=乳頭' })).json();
    expect(nipple.count).toBe(7);
    expect((await h.inject({ method: 'GET', url: '/api/items/?keyword=Sesame%20Oil%20CHICKEN' })).json().count).toBe(7);

    const home = (await h.inject({ method: 'GET', url: '/api/home/' })).json();
    expect(home.featured_items.length).toBeGreaterThan(0);
    expect(home.latest_news.length).toBeGreaterThan(0);
    const lanolin = nipple.results.find((i: { name_en: string }) => i.name_en.includes('(single)'));
    const comments = (await h.inject({ method: 'GET', url: `/api/items/${lanolin.id}/comments/` })).json();
    expect(comments.results[0]).toMatchObject({ user: { username: 'customer' }, responses: [{ user: { username: 'manager' } }] });
  }, 60_000);
});
