import { describe, expect, it } from 'vitest';
import { engines, setupApp } from './helper';
import { cartText, makeItem, placeOrder, userWithToken } from './shop-support';

describe.each(engines)('shop checkout on %s', (engine) => {
  const h = setupApp(engine);

  it('pre_checkout prices every line from the database and names each problem', async () => {
    const manager = await userWithToken(h, 'manager');
    const customer = await userWithToken(h, 'customer');
    const a = await makeItem(h, manager, { price: 380, stock: 5 });
    const b = await makeItem(h, manager, { price: 250, stock: 2 });
    const soldOut = await makeItem(h, manager, { price: 90, stock: 0 });
    const hidden = await makeItem(h, manager, { price: 50, stock: 9, is_active: false });
    const data = cartText({
      a: { item_id: a.id, quantity: 2, price: 1 }, // the client's price is ignored
      b: { item_id: b.id, quantity: 3 },
      c: { item_id: soldOut.id, quantity: 1 },
      d: { item_id: hidden.id, quantity: 1 },
      e: { item_id: 999999, quantity: 1 },
    });
    const res = await customer.send('POST', '/api/pre_checkout/', { data });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const byKey = Object.fromEntries(body.lines.map((l: { key: string }) => [l.key, l]));
    expect(byKey.a).toMatchObject({ unit_price: 380, subtotal: 760, problem: null });
    expect(byKey.b.problem).toBe('quantity_exceeds_stock');
    expect(byKey.c.problem).toBe('out_of_stock');
    expect(byKey.d.problem).toBe('inactive');
    expect(byKey.e.problem).toBe('not_found');
    expect(body).toMatchObject({ subtotal: 760, shipping_fee: 100, total: 860, ok: false, currency: 'TWD' });

    const free = await customer.send('POST', '/api/pre_checkout/', { data: cartText({ a: { item_id: a.id, quantity: 4 } }) });
    expect(free.json()).toMatchObject({ subtotal: 1520, shipping_fee: 0, total: 1520, ok: true });
  });

  it('pre_checkout needs a token and a cart as JSON text', async () => {
    const customer = await userWithToken(h, 'customer');
    expect((await h.inject({ method: 'POST', url: '/api/pre_checkout/', payload: { data: '{"items":{}}' } })).statusCode).toBe(
      401,
    );
    const bad = await customer.send('POST', '/api/pre_checkout/', { data: '{not json' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_error', fields: { data: expect.any(Array) } });
    const shape = await customer.send('POST', '/api/pre_checkout/', {
      data: JSON.stringify({ items: { x: { item_id: 1, quantity: 0 } } }),
    });
    expect(Object.keys(shape.json().fields)).toEqual(['data.items.x.quantity']);
    // Spec: an empty cart has an empty items list.
    const empty = await customer.send('POST', '/api/pre_checkout/', { data: '{"items":[]}' });
    expect(empty.json()).toMatchObject({ lines: [], total: 0, ok: false });
  });

  it('creates an order with server totals, a snapshot per line and reserved stock', async () => {
    const manager = await userWithToken(h, 'manager');
    const customer = await userWithToken(h, 'customer');
    const item = await makeItem(h, manager, { name_tw: '集乳袋', price: 320, stock: 10, attributes: { count: 25 } });
    const res = await placeOrder(h, customer, { k: { item_id: item.id, quantity: 3, price: 1 } }, { title: '' });
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({
      user_id: customer.id,
      title: '集乳袋',
      status: 'waiting',
      subtotal: 960,
      shipping_fee: 100,
      total: 1060,
      shipping: { name: '王小美', phone: '0912345678', address: '重慶南路一段 122 號' },
      delivery: { method: 'home', zip: '100', city: '臺北市', district: '中正區', store: null },
      invoice: { type: 'member', status: 'pending', number: null },
    });
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ item_id: item.id, quantity: 3, unit_price: 320, subtotal: 960 });
    const saved = JSON.parse(order.items[0].saved_item_json);
    expect(saved).toMatchObject({ id: item.id, name_tw: '集乳袋', price: 320, attributes: { count: 25 } });
    expect((await h.inject({ method: 'GET', url: `/api/items/${item.id}/` })).json()).toMatchObject({ stock: 7, sold_count: 3 });

    // The snapshot keeps the price the order was made at.
    await manager.send('PUT', `/api/items/${item.id}/`, { price: 999 });
    const again = await customer.send('GET', `/checkout/order/${order.id}/`);
    expect(JSON.parse(again.json().items[0].saved_item_json).price).toBe(320);

    const list = await customer.send('GET', '/api/order/');
    expect(list.json().map((o: { id: number }) => o.id)).toEqual([order.id]);
  });

  it('shows an order to its owner only', async () => {
    const manager = await userWithToken(h, 'manager');
    const owner = await userWithToken(h, 'customer');
    const other = await userWithToken(h, 'customer');
    const item = await makeItem(h, manager);
    const order = (await placeOrder(h, owner, { k: { item_id: item.id, quantity: 1 } }, { payment_type: 'credit_card' })).json();
    const peek = await other.send('GET', `/checkout/order/${order.id}/`);
    expect(peek.statusCode).toBe(404);
    expect(peek.json().code).toBe('order_not_found');
    expect((await owner.send('GET', '/checkout/order/999999/')).json().code).toBe('order_not_found');
    expect((await other.send('GET', '/api/order/')).json()).toEqual([]);
    expect((await h.inject({ method: 'GET', url: `/checkout/order/${order.id}/` })).statusCode).toBe(401);
    expect((await h.inject({ method: 'GET', url: '/api/order/' })).statusCode).toBe(401);
  });

  it('refuses bad orders: no token, bad input, unavailable payment type, empty cart, short stock', async () => {
    const manager = await userWithToken(h, 'manager');
    const customer = await userWithToken(h, 'customer');
    const a = await makeItem(h, manager, { stock: 5 });
    const b = await makeItem(h, manager, { stock: 1 });
    const order = (payload: Record<string, unknown>) => placeOrder(h, customer, {}, payload);
    expect((await h.inject({ method: 'POST', url: '/checkout/order/', payload: {} })).statusCode).toBe(401);
    const bad = await order({ payment_type: 'cash', data: cartText({}), shipping: { name: '' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['payment_type', 'shipping.name']));
    expect(
      (await order({ payment_type: 'paypal', data: cartText({ k: { item_id: a.id, quantity: 1 } }) })).json().fields,
    ).toHaveProperty('payment_type');
    expect((await order({ data: cartText({}) })).json().fields).toHaveProperty('data');
    expect((await order({ data: 'nope' })).json().code).toBe('validation_error');

    // One short line rolls the whole order back.
    const short = await order({ data: cartText({ a: { item_id: a.id, quantity: 2 }, b: { item_id: b.id, quantity: 2 } }) });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ code: 'out_of_stock', fields: { 'items.b': ['out_of_stock'] } });
    expect((await h.inject({ method: 'GET', url: `/api/items/${a.id}/` })).json().stock).toBe(5);
    expect((await customer.send('GET', '/api/order/')).json()).toEqual([]);
  });

  it('never oversells: 20 concurrent orders on stock 5 give exactly 5 orders', async () => {
    const manager = await userWithToken(h, 'manager');
    const item = await makeItem(h, manager, { stock: 5, price: 500 });
    const buyers = await Promise.all(Array.from({ length: 4 }, () => userWithToken(h, 'customer')));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => placeOrder(h, buyers[i % 4]!, { k: { item_id: item.id, quantity: 1 } })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'out_of_stock')).toBe(true);
    expect((await h.inject({ method: 'GET', url: `/api/items/${item.id}/` })).json()).toMatchObject({ stock: 0, sold_count: 5 });
  });

  it('refuses to delete an ordered item with 409 item_has_orders and keeps it', async () => {
    const manager = await userWithToken(h, 'manager');
    const customer = await userWithToken(h, 'customer');
    const item = await makeItem(h, manager, { stock: 3, price: 200 });
    const ordered = await placeOrder(h, customer, { k: { item_id: item.id, quantity: 1 } });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const del = await manager.send('DELETE', `/api/items/${item.id}/`);
    expect(del.statusCode).toBe(409);
    expect(del.json()).toMatchObject({ status: 409, code: 'item_has_orders' });
    expect((await h.inject({ method: 'GET', url: `/api/items/${item.id}/` })).statusCode).toBe(200);
  });
});
