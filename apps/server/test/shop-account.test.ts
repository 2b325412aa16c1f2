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
    expect((await h.inject({ method: 'POST', url, headers: me.headers, payload: { item_id: a.id } })).statusCode).toBe(201);
    expect((await h.inject({ method: 'POST', url, headers: me.headers, payload: { item_id: a.id } })).statusCode).toBe(201);
    await h.inject({ method: 'POST', url, headers: me.headers, payload: { item_id: b.id } });
    const mine = (await h.inject({ method: 'GET', url, headers: me.headers })).json();
    expect(mine.map((i: { id: number }) => i.id).sort()).toEqual([a.id, b.id].sort());
    expect((await h.inject({ method: 'GET', url, headers: other.headers })).json()).toEqual([]);

    expect((await h.inject({ method: 'POST', url, headers: me.headers, payload: { item_id: 999999 } })).statusCode).toBe(404);
    expect((await h.inject({ method: 'POST', url, headers: me.headers, payload: { item_id: 'x' } })).statusCode).toBe(400);
    expect((await h.inject({ method: 'DELETE', url: `${url}${a.id}/`, headers: other.headers })).statusCode).toBe(404);
    expect((await h.inject({ method: 'DELETE', url: `${url}${a.id}/`, headers: me.headers })).statusCode).toBe(204);
    expect((await h.inject({ method: 'GET', url, headers: me.headers })).json().map((i: { id: number }) => i.id)).toEqual([b.id]);
  });

  it('saves the cart on the account and merges a local cart at login, capped at stock', async () => {
    const manager = await userWithToken(h, 'manager');
    const me = await userWithToken(h, 'customer');
    const a = await makeItem(h, manager, { stock: 5 });
    const b = await makeItem(h, manager, { stock: 50 });
    const url = '/api/user/cart/';
    expect((await h.inject({ method: 'GET', url, headers: me.headers })).json()).toEqual({ items: {} });
    expect((await h.inject({ method: 'PUT', url })).statusCode).toBe(401);

    const saved = { items: { [`${a.id}`]: { item_id: a.id, quantity: 3, attributes: { size: 'M' } } } };
    expect((await h.inject({ method: 'PUT', url, headers: me.headers, payload: saved })).json()).toEqual(saved);
    // Another device reads the same cart.
    expect((await h.inject({ method: 'GET', url, headers: me.headers })).json()).toEqual(saved);

    const local = {
      items: {
        [`${a.id}`]: { item_id: a.id, quantity: 4, attributes: { size: 'M' } },
        [`${b.id}`]: { item_id: b.id, quantity: 2 },
      },
    };
    const merged = await h.inject({ method: 'POST', url: `${url}merge/`, headers: me.headers, payload: local });
    expect(merged.json()).toEqual({
      items: {
        [`${a.id}`]: { item_id: a.id, quantity: 5, attributes: { size: 'M' } }, // 3 + 4, capped at the stock of 5
        [`${b.id}`]: { item_id: b.id, quantity: 2, attributes: {} },
      },
    });
    expect((await h.inject({ method: 'GET', url, headers: me.headers })).json()).toEqual(merged.json());

    const bad = await h.inject({
      method: 'PUT',
      url,
      headers: me.headers,
      payload: { items: { k: { item_id: a.id, quantity: -1 } } },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['items.k.quantity']);
    expect((await h.inject({ method: 'PUT', url, headers: me.headers, payload: { items: [] } })).json()).toEqual({ items: {} });
  });
});
