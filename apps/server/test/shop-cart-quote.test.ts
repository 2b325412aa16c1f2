import { describe, expect, it } from 'vitest';
import { QUOTES_PER_MINUTE } from '../src/shop/checkout/quote-routes';
import { engines, inFreshWindow, setupApp } from './helper';
import { cartText, makeItem, userWithToken } from './shop-support';

describe.each(engines)('a guest prices a cart, and the saved cart is cleaned on read, on %s', (engine) => {
  const h = setupApp(engine);
  const quote = (data: string, remoteAddress = '127.0.9.1') =>
    h.inject({ method: 'POST', url: '/api/cart/quote/', payload: { data }, remoteAddress });

  it('answers a guest what pre_checkout answers a customer, from the same pricing', async () => {
    const manager = await userWithToken(h, 'manager');
    const customer = await userWithToken(h, 'customer');
    const a = await makeItem(h, manager, { price: 380, stock: 5 });
    const soldOut = await makeItem(h, manager, { price: 90, stock: 0 });
    const data = cartText({
      a: { item_id: a.id, quantity: 2, price: 1 }, // the client's price is ignored
      c: { item_id: soldOut.id, quantity: 1 },
      e: { item_id: 999999, quantity: 1 },
    });
    const guest = await quote(data);
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toMatchObject({ subtotal: 760, shipping_fee: 100, total: 860, ok: false, currency: 'TWD' });
    const member = await customer.send('POST', '/api/pre_checkout/', { data });
    expect(guest.json()).toEqual(member.json());
    expect(guest.json()).toMatchObject({ free_shipping_gap: expect.any(Number), shipping_fees: { home: 100 } });
    const cvsBody = { data, delivery_method: 'cvs' };
    const cvs = await h.inject({ method: 'POST', url: '/api/cart/quote/', payload: cvsBody, remoteAddress: '127.0.9.1' });
    const cvsMember = await customer.send('POST', '/api/pre_checkout/', cvsBody);
    expect(cvs.json()).toEqual(cvsMember.json());
    expect(cvs.json().delivery_method).toBe('cvs');
    // pre_checkout stays secured (spec).
    expect((await h.inject({ method: 'POST', url: '/api/pre_checkout/', payload: { data } })).statusCode).toBe(401);
  });

  it('refuses a cart that is not valid JSON text or has a bad line, as pre_checkout does', async () => {
    const bad = await quote('{not json', '127.0.9.2');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_error', fields: { data: expect.any(Array) } });
    const customer = await userWithToken(h, 'customer');
    const data = JSON.stringify({ items: { x: { item_id: 1, quantity: 1.5 } } });
    const shape = await quote(data, '127.0.9.2');
    expect(shape.statusCode).toBe(400);
    const member = await customer.send('POST', '/api/pre_checkout/', { data });
    expect(shape.json()).toEqual(member.json());
    expect(Object.keys(shape.json().fields)[0]).toMatch(/^data\.items/);
  });

  it(`limits quotes to ${QUOTES_PER_MINUTE} a minute per address with 429 throttled`, async () => {
    const data = cartText({});
    await inFreshWindow(60_000);
    for (let i = 0; i < QUOTES_PER_MINUTE; i++) expect((await quote(data, '127.0.9.3')).statusCode).toBe(200);
    const over = await quote(data, '127.0.9.3');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ status: 429, code: 'throttled' });
    // Another address is not throttled by this one.
    expect((await quote(data, '127.0.9.4')).statusCode).toBe(200);
  });

  it('drops the lines of a saved cart that are not valid entries, instead of failing the read', async () => {
    const manager = await userWithToken(h, 'manager');
    const me = await userWithToken(h, 'customer');
    const a = await makeItem(h, manager, { stock: 5 });
    const good = { item_id: a.id, quantity: 2, attributes: {} };
    // A cart saved by an older client or edited in the database: negative, fractional and non-numeric lines.
    const stored = {
      good,
      neg: { item_id: a.id, quantity: -5 },
      half: { item_id: a.id, quantity: 1.5 },
      junk: { item_id: 'x', quantity: 1 },
    };
    await h.db
      .insertInto('user_cart')
      .values({ user_id: me.id, items: JSON.stringify(stored), updated_at: new Date().toISOString() })
      .execute();
    const res = await me.send('GET', '/api/user/cart/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: { good } });
    // The merge at login starts from the cleaned cart too: no rounded 1.5, no -5 turned into 1.
    const merged = await me.send('POST', '/api/user/cart/merge/', { items: {} });
    expect(merged.json()).toEqual({ items: { good } });
  });

  it('treats corrupt saved cart text as an empty cart (spec)', async () => {
    const me = await userWithToken(h, 'customer');
    await h.db.insertInto('user_cart').values({ user_id: me.id, items: '{oops', updated_at: new Date().toISOString() }).execute();
    const res = await me.send('GET', '/api/user/cart/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: {} });
  });
});
