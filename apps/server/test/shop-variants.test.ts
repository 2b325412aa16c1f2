import { describe, expect, it } from 'vitest';
import { engines, setupApp, type Harness } from './helper';
import { addVariant, cartText, makeItem, placeOrder, userWithToken } from './shop-support';

const getItem = async (h: Harness, id: number, headers: Record<string, string> = {}) =>
  (await h.inject({ method: 'GET', url: `/api/items/${id}/`, headers })).json() as {
    stock: number;
    sold_count: number;
    variants: { id: number; stock: number; is_active: boolean }[];
  };

describe.each(engines)('items with variants on %s', (engine) => {
  const h = setupApp(engine);

  it('managers add, edit and deactivate variants; the item holds their stock and the public sees the active ones', async () => {
    const manager = await userWithToken(h, 'manager');
    const customer = await userWithToken(h, 'customer');
    const item = await makeItem(h, manager, { price: 890, stock: 7 });

    // A customer is refused (403), an anonymous caller asked who they are (401).
    for (const [headers, status] of [
      [customer.headers, 403],
      [{}, 401],
    ] as const) {
      const url = `/api/items/${item.id}/variants/`;
      expect((await h.inject({ method: 'POST', url, headers, payload: { name_tw: 'M', sku: 'X-1' } })).statusCode).toBe(status);
    }

    const m = await addVariant(h, manager, item.id, { stock: 4 });
    const l = await addVariant(h, manager, item.id, { name_tw: 'L / 米白', stock: 6, price: 990, sort_order: 1 });
    expect(m).toMatchObject({ item_id: item.id, options: { size: 'M', colour: '米白' }, price: null, stock: 4, is_active: true });
    // The first variant replaced the item's own stock: it is now the variants' sum.
    expect(await getItem(h, item.id)).toMatchObject({ stock: 10, variants: [{ id: m.id }, { id: l.id, price: 990 }] });

    const taken = await manager.send('POST', `/api/items/${item.id}/variants/`, { name_tw: 'XL', sku: m.sku });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ code: 'validation_error', fields: { sku: ['sku_taken'] } });
    const negative = await manager.send('PUT', `/api/items/${item.id}/variants/${m.id}/`, { stock: -1 });
    expect(negative.statusCode).toBe(400);

    const edited = await manager.send('PUT', `/api/items/${item.id}/variants/${m.id}/`, { stock: 9 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await getItem(h, item.id)).stock).toBe(15);

    const off = await manager.send('PUT', `/api/items/${item.id}/variants/${l.id}/`, { is_active: false });
    expect(off.json()).toMatchObject({ is_active: false, stock: 6 });
    const shown = await getItem(h, item.id);
    expect(shown.stock).toBe(9);
    expect(shown.variants.map((v) => v.id)).toEqual([m.id]);
    expect((await getItem(h, item.id, manager.headers)).variants.map((v) => v.id)).toEqual([m.id, l.id]);

    // Another item's variant is not this item's to edit; an unknown item has none.
    const other = await makeItem(h, manager);
    const wrong = await manager.send('PUT', `/api/items/${other.id}/variants/${m.id}/`, { stock: 1 });
    expect(wrong.statusCode).toBe(404);
    const missing = await manager.send('POST', '/api/items/999999/variants/', { name_tw: 'M', sku: 'NOPE-1' });
    expect(missing.statusCode).toBe(404);

    // The item's own stock is its variants': set through them, refused here, nothing changed.
    const stock = await manager.send('PUT', `/api/items/${item.id}/`, { stock: 50, price: 1 });
    expect(stock.statusCode).toBe(400);
    expect(stock.json()).toMatchObject({ fields: { stock: ['held_by_variants'] } });
    expect(await getItem(h, item.id)).toMatchObject({ stock: 9 });
  });

  it("a variant's change renews the kept item answer and its ETag", async () => {
    const manager = await userWithToken(h, 'manager');
    const item = await makeItem(h, manager);
    const v = await addVariant(h, manager, item.id, { stock: 3 });
    const first = await h.inject({ method: 'GET', url: `/api/items/${item.id}/` });
    const tag = first.headers.etag as string;
    expect(tag).toBeTruthy();
    expect((await h.inject({ method: 'GET', url: `/api/items/${item.id}/`, headers: { 'if-none-match': tag } })).statusCode).toBe(
      304,
    );
    const list = await h.inject({ method: 'GET', url: '/api/items/?limit=100' });

    await h.db.updateTable('item_variant').set({ name_tw: '改名' }).where('id', '=', v.id).execute();
    const after = await h.inject({ method: 'GET', url: `/api/items/${item.id}/`, headers: { 'if-none-match': tag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().variants[0].name_tw).toBe('改名');
    const listAfter = await h.inject({
      method: 'GET',
      url: '/api/items/?limit=100',
      headers: { 'if-none-match': list.headers.etag as string },
    });
    expect(listAfter.statusCode).toBe(200);
  });

  it('pre-checkout prices and checks stock per variant, and names a missing or foreign variant', async () => {
    const manager = await userWithToken(h, 'manager');
    const customer = await userWithToken(h, 'customer');
    const item = await makeItem(h, manager, { price: 500 });
    const m = await addVariant(h, manager, item.id, { stock: 2 });
    const xl = await addVariant(h, manager, item.id, { stock: 5, price: 560 });
    const gone = await addVariant(h, manager, item.id, { stock: 5, is_active: false });
    const other = await makeItem(h, manager);
    const foreign = await addVariant(h, manager, other.id);
    const data = cartText({
      [`${item.id}:v${xl.id}`]: { item_id: item.id, variant_id: xl.id, quantity: 2 },
      m1: { item_id: item.id, variant_id: m.id, quantity: 2 },
      m2: { item_id: item.id, variant_id: m.id, quantity: 1 },
      none: { item_id: item.id, quantity: 1 },
      foreign: { item_id: item.id, variant_id: foreign.id, quantity: 1 },
      off: { item_id: item.id, variant_id: gone.id, quantity: 1 },
    });
    const res = await customer.send('POST', '/api/pre_checkout/', { data });
    expect(res.statusCode, res.body).toBe(200);
    const byKey = Object.fromEntries(res.json().lines.map((l: { key: string }) => [l.key, l]));
    expect(byKey[`${item.id}:v${xl.id}`]).toMatchObject({
      unit_price: 560,
      subtotal: 1120,
      stock: 5,
      variant: { id: xl.id, name_tw: 'M / 米白' },
      problem: null,
    });
    // Two lines of one variant must fit its stock together (2 + 1 > 2).
    expect(byKey.m1.problem).toBe('quantity_exceeds_stock');
    expect(byKey.none.problem).toBe('variant_required');
    expect(byKey.foreign.problem).toBe('variant_not_found');
    expect(byKey.off.problem).toBe('inactive');
    expect(res.json()).toMatchObject({ subtotal: 1120, ok: false });
  });

  it('an order reserves the variant, keeps it in the line, and a cancel returns it exactly once', async () => {
    const manager = await userWithToken(h, 'manager');
    const customer = await userWithToken(h, 'customer');
    const item = await makeItem(h, manager, { price: 500 });
    const m = await addVariant(h, manager, item.id, { stock: 3, options: { size: 'M' } });
    const xl = await addVariant(h, manager, item.id, { name_tw: 'XL', name_en: 'XL', stock: 4, price: 560 });
    const other = await makeItem(h, manager);
    const foreign = await addVariant(h, manager, other.id);

    const none = await placeOrder(h, customer, { k: { item_id: item.id, quantity: 1 } });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'validation_error', fields: { 'data.items.k.variant_id': ['variant_required'] } });
    const wrong = await placeOrder(h, customer, { k: { item_id: item.id, variant_id: foreign.id, quantity: 1 } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { 'data.items.k.variant_id': ['wrong_variant'] } });
    const plain = await placeOrder(h, customer, { k: { item_id: other.id, variant_id: m.id, quantity: 1 } });
    expect(plain.json()).toMatchObject({ fields: { 'data.items.k.variant_id': ['wrong_variant'] } });
    const short = await placeOrder(h, customer, { k: { item_id: item.id, variant_id: m.id, quantity: 4 } });
    expect(short.statusCode).toBe(409);
    // Refusals changed nothing.
    expect(await getItem(h, item.id)).toMatchObject({ stock: 7, sold_count: 0, variants: [{ stock: 3 }, { stock: 4 }] });

    const placed = await placeOrder(h, customer, {
      a: { item_id: item.id, variant_id: xl.id, quantity: 2 },
      b: { item_id: item.id, variant_id: m.id, quantity: 1 },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const body = placed.json();
    expect(body.subtotal).toBe(2 * 560 + 500);
    const lines = body.items.map((l: { saved_item_json: string; unit_price: number }) => ({
      ...l,
      saved: JSON.parse(l.saved_item_json),
    }));
    const xlLine = lines.find((l: { saved: { variant: { id: number } } }) => l.saved.variant.id === xl.id);
    expect(xlLine).toMatchObject({
      unit_price: 560,
      subtotal: 1120,
      saved: { variant: { name_tw: 'XL', sku: xl.sku, price: 560 } },
    });
    const mLine = lines.find((l: { saved: { variant: { id: number } } }) => l.saved.variant.id === m.id);
    expect(mLine.saved.variant.options).toEqual({ size: 'M' });
    const rows = await h.db
      .selectFrom('order_item')
      .select(['variant_id'])
      .where('order_id', '=', body.id)
      .orderBy('variant_id')
      .execute();
    expect(rows.map((r) => r.variant_id)).toEqual([m.id, xl.id].sort((a, b) => a - b));
    expect(await getItem(h, item.id)).toMatchObject({ stock: 4, sold_count: 3, variants: [{ stock: 2 }, { stock: 2 }] });

    for (let i = 0; i < 2; i++) {
      const cancelled = await customer.send('POST', `/api/order/${body.id}/cancel/`);
      expect(cancelled.statusCode).toBe(200);
    }
    expect(await getItem(h, item.id)).toMatchObject({ stock: 7, sold_count: 0, variants: [{ stock: 3 }, { stock: 4 }] });
  });

  it('a variant taken off sale gets its stock back from a cancel, outside the item sum', async () => {
    const manager = await userWithToken(h, 'manager');
    const customer = await userWithToken(h, 'customer');
    const item = await makeItem(h, manager);
    const m = await addVariant(h, manager, item.id, { stock: 2 });
    await addVariant(h, manager, item.id, { stock: 1 });
    const placed = await placeOrder(h, customer, { a: { item_id: item.id, variant_id: m.id, quantity: 2 } });
    expect(placed.statusCode).toBe(201);
    await manager.send('PUT', `/api/items/${item.id}/variants/${m.id}/`, { is_active: false });
    await customer.send('POST', `/api/order/${placed.json().id}/cancel/`);
    const row = await h.db.selectFrom('item_variant').select('stock').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.stock).toBe(2);
    expect(await getItem(h, item.id)).toMatchObject({ stock: 1, sold_count: 0 });
  });

  it('concurrent orders for the last unit of a variant: one wins, and another variant of the item is unaffected', async () => {
    const manager = await userWithToken(h, 'manager');
    const item = await makeItem(h, manager, { price: 300 });
    const last = await addVariant(h, manager, item.id, { stock: 1 });
    const plenty = await addVariant(h, manager, item.id, { stock: 3 });
    const buyers = await Promise.all(Array.from({ length: 4 }, () => userWithToken(h, 'customer')));
    const forLast = Array.from({ length: 8 }, (_, i) =>
      placeOrder(h, buyers[i % 4]!, { k: { item_id: item.id, variant_id: last.id, quantity: 1 } }),
    );
    const forPlenty = Array.from({ length: 2 }, (_, i) =>
      placeOrder(h, buyers[i]!, { k: { item_id: item.id, variant_id: plenty.id, quantity: 1 } }),
    );
    const [a, b] = await Promise.all([Promise.all(forLast), Promise.all(forPlenty)]);
    expect(a.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(a.filter((r) => r.statusCode === 409 && r.json().code === 'out_of_stock')).toHaveLength(7);
    expect(b.map((r) => r.statusCode)).toEqual([201, 201]);
    const after = await getItem(h, item.id);
    expect(after).toMatchObject({ stock: 1, sold_count: 3 });
    expect(after.variants.find((v) => v.id === last.id)!.stock).toBe(0);
    expect(after.variants.find((v) => v.id === plenty.id)!.stock).toBe(1);
  });
});
