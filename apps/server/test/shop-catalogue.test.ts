import { describe, expect, it } from 'vitest';
import { engines, setupApp } from './helper';
import { makeCategory, makeItem, userWithToken } from './shop-support';

describe.each(engines)('shop catalogue on %s', (engine) => {
  const h = setupApp(engine);

  it('answers bootstrap: site name, public config, languages, payment types, categories tree', async () => {
    const manager = await userWithToken(h, 'manager');
    const parent = await makeCategory(h, manager, { name_tw: '哺乳用品', name_en: 'Nursing' });
    const child = await makeCategory(h, manager, { name_tw: '集乳', name_en: 'Pumping', parent_id: { id: parent.id } });
    expect(child.parent_id).toBe(parent.id);

    const res = await h.inject({ method: 'GET', url: '/api/bootstrap/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      site_name_tw: '晨曦產後護理之家',
      site_name_en: 'Dawn Postnatal Care Centre',
      languages: ['tw', 'en'],
    });
    expect(Object.keys(body.config).sort()).toEqual(['apiUrl', 'cloudfrontDistributionId', 's3Bucket', 'webUrl']);
    expect(body.payment_types).toEqual(['atm', 'credit_card']);
    expect(body.paypal_client_id).toBeNull();
    expect(body.card_provider).toBe('sandbox');
    const nursing = body.categories.find((c: { id: number }) => c.id === parent.id);
    expect(nursing.children.map((c: { name_en: string }) => c.name_en)).toEqual(['Pumping']);
  });

  it('lets only managers manage categories, items and news', async () => {
    const customer = await userWithToken(h, 'customer');
    for (const url of ['/api/categories/', '/api/items/', '/api/news/']) {
      expect((await h.inject({ method: 'POST', url, payload: { name_tw: 'x', title_tw: 'x', price: 1 } })).statusCode).toBe(401);
      expect((await customer.send('POST', url, { name_tw: 'x', title_tw: 'x', price: 1 })).statusCode).toBe(403);
    }
    const manager = await userWithToken(h, 'manager');
    const bad = await manager.send('POST', '/api/items/', { name_tw: '', price: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_error');
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['name_tw', 'price']));
    const unknownCategory = await manager.send('POST', '/api/items/', { name_tw: '尿布', price: 10, categories: [99999] });
    expect(unknownCategory.json().fields).toHaveProperty('categories');
  });

  it('creates, updates, hides and deletes an item', async () => {
    const manager = await userWithToken(h, 'manager');
    const item = await makeItem(h, manager, { images: ['/uploads/demo/lanolin-0.svg'], attributes: { size: 'M' } });
    expect(item).toMatchObject({
      currency: 'TWD',
      is_active: true,
      images: ['/uploads/demo/lanolin-0.svg'],
      attributes: { size: 'M' },
      sold_count: 0,
    });

    const put = await manager.send('PUT', `/api/items/${item.id}/`, { price: 250, is_active: false });
    expect(put.json()).toMatchObject({ price: 250, is_active: false, name_tw: item.name_tw });
    // Inactive: gone for everyone but managers.
    expect((await h.inject({ method: 'GET', url: `/api/items/${item.id}/` })).json().code).toBe('not_found');
    expect((await manager.send('GET', `/api/items/${item.id}/`)).statusCode).toBe(200);

    expect((await manager.send('DELETE', `/api/items/${item.id}/`)).statusCode).toBe(204);
    expect((await manager.send('DELETE', `/api/items/${item.id}/`)).statusCode).toBe(404);
    expect((await manager.send('PUT', '/api/items/99999/', { price: 1 })).statusCode).toBe(404);
  });

  it('refuses to put a category under its own sub-category', async () => {
    const manager = await userWithToken(h, 'manager');
    const a = await makeCategory(h, manager, { name_tw: 'A' });
    const b = await makeCategory(h, manager, { name_tw: 'B', parent_id: a.id });
    const loop = await manager.send('PUT', `/api/categories/${a.id}/`, { parent_id: b.id });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().fields).toHaveProperty('parent_id');
    expect((await manager.send('DELETE', `/api/categories/${a.id}/`)).statusCode).toBe(204);
    const tree = (await h.inject({ method: 'GET', url: '/api/categories/' })).json();
    expect(tree.some((c: { id: number }) => c.id === b.id)).toBe(true);
  });

  it('lists items of a category and its sub-categories, paged and filtered', async () => {
    const manager = await userWithToken(h, 'manager');
    const top = await makeCategory(h, manager, { name_tw: '嬰兒' });
    const sub = await makeCategory(h, manager, { name_tw: '尿布', parent_id: top.id });
    const prices = [100, 200, 300, 400, 500];
    for (const [i, price] of prices.entries()) {
      await makeItem(h, manager, { price, stock: i === 0 ? 0 : 5, categories: [i % 2 ? top.id : sub.id], sold_count: 0 });
    }
    const all = (await h.inject({ method: 'GET', url: `/api/categories/${top.id}/items/?limit=2&ordering=price` })).json();
    expect(all.count).toBe(5);
    expect(all.results.map((i: { price: number }) => i.price)).toEqual([100, 200]);
    expect(all.next).toContain('offset=2');
    expect(all.previous).toBeNull();
    const page2 = (
      await h.inject({ method: 'GET', url: `/api/categories/${top.id}/items/?limit=2&offset=2&ordering=price` })
    ).json();
    expect(page2.results.map((i: { price: number }) => i.price)).toEqual([300, 400]);
    expect(page2.previous).toContain('offset=0');

    const sliced = (
      await h.inject({
        method: 'GET',
        url: `/api/categories/${top.id}/items/?min_price=200&max_price=400&in_stock=1&ordering=-price`,
      })
    ).json();
    expect(sliced.results.map((i: { price: number }) => i.price)).toEqual([400, 300, 200]);
    const onlySub = (await h.inject({ method: 'GET', url: `/api/categories/${sub.id}/items/` })).json();
    expect(onlySub.count).toBe(3);

    expect((await h.inject({ method: 'GET', url: '/api/categories/99999/items/' })).statusCode).toBe(404);
    expect((await h.inject({ method: 'GET', url: '/api/categories/items/?limit=0' })).json().code).toBe('validation_error');
    expect((await h.inject({ method: 'GET', url: '/api/items/?ordering=name' })).json().code).toBe('validation_error');
    expect((await h.inject({ method: 'GET', url: '/api/categories/items/' })).json().count).toBeGreaterThanOrEqual(5);
  });

  it('publishes news to everyone and drafts to managers only; home shows featured, newest and news', async () => {
    const manager = await userWithToken(h, 'manager');
    const draft = await manager.send('POST', '/api/news/', { title_tw: '草稿', title_en: 'Draft' });
    expect(draft.statusCode).toBe(201);
    const post = await manager.send('POST', '/api/news/', { title_tw: '開幕', body_tw: '歡迎', is_published: true });
    expect(post.json().published_at).toBeTruthy();
    const publicList = (await h.inject({ method: 'GET', url: '/api/news/' })).json();
    expect(publicList.results.map((n: { title_tw: string }) => n.title_tw)).toEqual(['開幕']);
    expect((await manager.send('GET', '/api/news/')).json().count).toBe(2);
    expect((await h.inject({ method: 'GET', url: `/api/news/${draft.json().id}/` })).statusCode).toBe(404);
    const upd = await manager.send('PUT', `/api/news/${draft.json().id}/`, { is_published: true });
    expect(upd.json()).toMatchObject({ is_published: true, title_tw: '草稿' });
    expect((await manager.send('DELETE', `/api/news/${draft.json().id}/`)).statusCode).toBe(204);
    expect((await manager.send('PUT', '/api/news/99999/', { title_tw: 'x' })).statusCode).toBe(404);

    const featured = await makeItem(h, manager, { is_featured: true, images: ['/uploads/demo/muslin-1.svg'] });
    const home = (await h.inject({ method: 'GET', url: '/api/home/' })).json();
    expect(home.featured_items.map((i: { id: number }) => i.id)).toContain(featured.id);
    expect(home.newest_items[0].id).toBe(featured.id);
    expect(home.banners[0]).toMatchObject({ image: '/uploads/demo/muslin-1.svg', link: `/items/${featured.id}` });
    expect(home.latest_news[0].title_tw).toBe('開幕');
  });

  it('documents every shop call in OpenAPI', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/bootstrap/',
      '/api/home/',
      '/api/categories/',
      '/api/categories/items/',
      '/api/categories/{id}/items/',
      '/api/items/',
      '/api/items/{id}/',
      '/api/items/{id}/comments/',
      '/api/items/{id}/comments/{commentId}/responses/{responseId}/',
      '/api/news/',
      '/api/pre_checkout/',
      '/checkout/order/',
      '/checkout/order/{id}/',
      '/api/order/',
      '/api/paypal/result/{orderId}/',
      '/api/payment/card/{orderId}/',
      '/api/order/{id}/confirm_payment/',
      '/api/user/favorite/',
      '/api/user/cart/merge/',
      '/api/upload/',
    ]) {
      expect(paths).toContain(p);
    }
  });
});
