import { describe, expect, it } from 'vitest';
import { engines, setupApp } from './helper';
import { makeItem, orderTo, placeOrder, userWithToken } from './shop-support';

describe.each(engines)("managers' order list on %s", (engine) => {
  const h = setupApp(engine);

  const order = async (customer: { headers: Record<string, string> }, itemId: number, payment_type: 'atm' | 'credit_card') => {
    const res = await placeOrder(h, customer, { k: { item_id: itemId, quantity: 1 } }, { payment_type });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; status: string };
  };
  const list = (headers: Record<string, string>, query = '') =>
    h.inject({ method: 'GET', url: `/api/admin/orders/${query}`, headers });

  it("lists every customer's orders newest first, with who placed each, filtered and paged", async () => {
    const manager = await userWithToken(h, 'manager');
    const ann = await userWithToken(h, 'customer');
    const bea = await userWithToken(h, 'customer');
    const item = await makeItem(h, manager, { price: 500, stock: 50 });
    const first = await order(ann, item.id, 'atm');
    const second = await order(bea, item.id, 'credit_card');
    const third = await order(bea, item.id, 'atm');

    const all = await list(manager.headers);
    expect(all.statusCode).toBe(200);
    const page = all.json();
    expect(page.count).toBe(3);
    expect(page.results.map((o: { id: number }) => o.id)).toEqual([third.id, second.id, first.id]);
    expect(page.results[2]).toMatchObject({
      id: first.id,
      user_id: ann.id,
      username: ann.username,
      email: ann.email,
      status: 'waiting',
      payment_type: 'atm',
      total: 600,
      ...orderTo,
      payment: { virtual_account: expect.stringMatching(/^9\d{13}$/) },
      items: [expect.objectContaining({ item_id: item.id, quantity: 1 })],
    });

    const atm = (await list(manager.headers, '?payment_type=atm&status=waiting')).json();
    expect(atm.results.map((o: { id: number }) => o.id)).toEqual([third.id, first.id]);
    const paged = (await list(manager.headers, '?limit=1&offset=1')).json();
    expect(paged).toMatchObject({ count: 3, results: [expect.objectContaining({ id: second.id })] });
    expect(paged.next).toContain('offset=2');
    expect(paged.previous).toContain('offset=0');
  });

  it('shows a confirmed ATM transfer as paid, in the list and on the customer order page', async () => {
    const manager = await userWithToken(h, 'manager');
    const customer = await userWithToken(h, 'customer');
    const item = await makeItem(h, manager, { price: 800, stock: 5 });
    const placed = await order(customer, item.id, 'atm');
    const confirmed = await manager.send('POST', `/api/order/${placed.id}/confirm_payment/`);
    expect(confirmed.json()).toMatchObject({ status: 'success', paid_at: expect.any(String) });
    const paid = (await list(manager.headers, '?status=success&payment_type=atm')).json();
    expect(paid.results.map((o: { id: number }) => o.id)).toContain(placed.id);
    const own = await customer.send('GET', `/checkout/order/${placed.id}/`);
    expect(own.json().status).toBe('success');
  });

  it('is for managers and admins only, and refuses unknown filters', async () => {
    expect((await list({})).statusCode).toBe(401);
    for (const role of ['customer', 'staff'] as const) {
      const who = await userWithToken(h, role);
      const res = await list(who.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    const admin = await userWithToken(h, 'admin');
    expect((await list(admin.headers)).statusCode).toBe(200);
    const bad = await list(admin.headers, '?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_error', fields: { status: expect.any(Array) } });
    expect((await list(admin.headers, '?limit=101')).statusCode).toBe(400);
  });
});
