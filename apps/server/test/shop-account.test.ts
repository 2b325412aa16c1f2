import { describe, expect, it } from 'vitest';
import { engines, setupApp } from './helper';
import { makeItem, userWithToken } from './shop-support';

describe.each(engines)('favorites and the saved cart on %s', (engine) => {
  const h = setupApp(engine);

  it('adds, lists and removes favorites, per user', async () => {
    const manager = await userWithToken(h, 'manager');
    const me = await userWithToken(h, 'customer');
    const other = await userWithToken(h, 'customer');
    const a = await makeItem(h, manager);
    const b = await makeItem(h, manager);
    const url = '/api/user/favorite/';
    expect((await h.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await me.send('POST', url, { item_id: a.id })).statusCode).toBe(201);
    expect((await me.send('POST', url, { item_id: a.id })).statusCode).toBe(201);
    await me.send('POST', url, { item_id: b.id });
    const mine = (await me.send('GET', url)).json();
    expect(mine.map((i: { id: number }) => i.id).sort()).toEqual([a.id, b.id].sort());
    expect((await other.send('GET', url)).json()).toEqual([]);

    expect((await me.send('POST', url, { item_id: 999999 })).statusCode).toBe(404);
    expect((await me.send('POST', url, { item_id: 'x' })).statusCode).toBe(400);
    expect((await other.send('DELETE', `${url}${a.id}/`)).statusCode).toBe(404);
    expect((await me.send('DELETE', `${url}${a.id}/`)).statusCode).toBe(204);
    expect((await me.send('GET', url)).json().map((i: { id: number }) => i.id)).toEqual([b.id]);
  });

  it('saves the cart on the account and merges a local cart at login, capped at stock', async () => {
    const manager = await userWithToken(h, 'manager');
    const me = await userWithToken(h, 'customer');
    const a = await makeItem(h, manager, { stock: 5 });
    const b = await makeItem(h, manager, { stock: 50 });
    const url = '/api/user/cart/';
    expect((await me.send('GET', url)).json()).toEqual({ items: {} });
    expect((await h.inject({ method: 'PUT', url })).statusCode).toBe(401);

    const saved = { items: { [`${a.id}`]: { item_id: a.id, quantity: 3, attributes: { size: 'M' } } } };
    expect((await me.send('PUT', url, saved)).json()).toEqual(saved);
    // Another device reads the same cart.
    expect((await me.send('GET', url)).json()).toEqual(saved);

    const local = {
      items: {
        [`${a.id}`]: { item_id: a.id, quantity: 4, attributes: { size: 'M' } },
        [`${b.id}`]: { item_id: b.id, quantity: 2 },
      },
    };
    const merged = await me.send('POST', `${url}merge/`, local);
    expect(merged.json()).toEqual({
      items: {
        [`${a.id}`]: { item_id: a.id, quantity: 5, attributes: { size: 'M' } }, // 3 + 4, capped at the stock of 5
        [`${b.id}`]: { item_id: b.id, quantity: 2, attributes: {} },
      },
    });
    expect((await me.send('GET', url)).json()).toEqual(merged.json());

    const bad = await me.send('PUT', url, { items: { k: { item_id: a.id, quantity: -1 } } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['items.k.quantity']);
    expect((await me.send('PUT', url, { items: [] })).json()).toEqual({ items: {} });
  });
});
