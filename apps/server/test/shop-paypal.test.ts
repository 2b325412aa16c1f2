import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { recoverStuckPayments } from '../src/shop/checkout/order-repository';
import { engines, setupApp } from './helper';
import { fakePaypal } from './support/fake-paypal';
import { makeItem, placeOrder, userWithToken } from './shop-support';

const paypal = fakePaypal();
let apiUrl = '';
beforeAll(async () => {
  apiUrl = await paypal.start();
});
afterAll(() => paypal.stop());

describe.each(engines)('PayPal payments on %s', (engine) => {
  const h = setupApp(engine, {
    config: {
      // A getter: the fake's port is known only once it listens (before the app is built).
      get shop() {
        const base = testConfig().shop;
        return { ...base, paypal: { clientId: 'cid', clientSecret: 'secret', apiUrl } };
      },
    },
  });

  const setup = async (stock = 5, quantity = 2) => {
    const manager = await userWithToken(h, 'manager');
    const customer = await userWithToken(h, 'customer');
    const item = await makeItem(h, manager, { price: 700, stock });
    const res = await placeOrder(h, customer, { k: { item_id: item.id, quantity } }, { payment_type: 'paypal' });
    return { customer, item, res, order: res.json() };
  };
  const result = (orderId: number, headers: Record<string, string>, data = '{"status":"COMPLETED"}') =>
    h.inject({ method: 'POST', url: `/api/paypal/result/${orderId}/`, headers, payload: { data } });
  const stockOf = async (id: number) => (await h.inject({ method: 'GET', url: `/api/items/${id}/` })).json().stock as number;

  it('offers PayPal in bootstrap when a client id is configured', async () => {
    const body = (await h.inject({ method: 'GET', url: '/api/bootstrap/' })).json();
    expect(body.payment_types).toEqual(['atm', 'credit_card', 'paypal']);
    expect(body.paypal_client_id).toBe('cid');
  });

  it('creates a PayPal order for the server-computed total', async () => {
    const { res, order } = await setup();
    expect(res.statusCode).toBe(201);
    expect(order).toMatchObject({
      status: 'waiting',
      subtotal: 1400,
      shipping_fee: 100,
      total: 1500,
      payment: { provider: 'paypal', approve_url: expect.stringContaining('paypal') },
    });
    const pp = paypal.orders.get(order.payment.reference)!;
    expect(pp.amount).toEqual({ currency_code: 'TWD', value: '1500' });
    expect(pp.custom_id).toBe(String(order.id));
  });

  it("ignores a client's claim of success while PayPal says the order is not approved", async () => {
    const { customer, item, order } = await setup();
    const res = await result(
      order.id,
      customer.headers,
      JSON.stringify({ status: 'COMPLETED', orderID: order.payment.reference }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'waiting', paid_at: null });
    expect(await stockOf(item.id)).toBe(3);
  });

  it('captures once PayPal has the approval; the same result again changes nothing', async () => {
    const { customer, order } = await setup();
    paypal.orders.get(order.payment.reference)!.status = 'APPROVED';
    const first = await result(order.id, customer.headers);
    expect(first.json()).toMatchObject({ status: 'success', paid_at: expect.any(String) });
    const second = await result(order.id, customer.headers);
    expect(second.json()).toEqual(first.json());
    expect(paypal.orders.get(order.payment.reference)!).toMatchObject({ captures: 1, captureCalls: 1 });
  });

  it('handles concurrent results with one transition and one capture', async () => {
    const { customer, item, order } = await setup();
    paypal.orders.get(order.payment.reference)!.status = 'APPROVED';
    const all = await Promise.all(Array.from({ length: 6 }, () => result(order.id, customer.headers)));
    expect(all.every((r) => r.statusCode === 200)).toBe(true);
    // Only the caller that moved waiting → processing asked PayPal; the others changed nothing.
    expect(paypal.orders.get(order.payment.reference)!).toMatchObject({ captures: 1, captureCalls: 1 });
    const final = await customer.send('GET', `/checkout/order/${order.id}/`);
    expect(final.json().status).toBe('success');
    expect(await stockOf(item.id)).toBe(3);
  });

  it('fails a voided or underpaid order and releases its stock exactly once', async () => {
    const voided = await setup();
    paypal.orders.get(voided.order.payment.reference)!.status = 'VOIDED';
    expect((await result(voided.order.id, voided.customer.headers)).json().status).toBe('failure');
    expect(await stockOf(voided.item.id)).toBe(5);
    expect((await result(voided.order.id, voided.customer.headers)).json().status).toBe('failure');
    expect(await stockOf(voided.item.id)).toBe(5);

    const under = await setup();
    Object.assign(paypal.orders.get(under.order.payment.reference)!, { status: 'APPROVED', paidValue: '1' });
    expect((await result(under.order.id, under.customer.headers)).json().status).toBe('failure');
    expect(await stockOf(under.item.id)).toBe(5);
  });

  it('answers the result only to the owner, with a token', async () => {
    const { order } = await setup();
    const other = await userWithToken(h, 'customer');
    const res = await result(order.id, other.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('order_not_found');
    expect((await h.inject({ method: 'POST', url: `/api/paypal/result/${order.id}/`, payload: { data: '' } })).statusCode).toBe(
      401,
    );
    expect((await result(999999, other.headers)).json().code).toBe('order_not_found');
  });

  it('fails the order and returns its stock when PayPal cannot create the payment', async () => {
    paypal.failCreate(true);
    try {
      const { res, item, customer } = await setup();
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('service_unavailable');
      expect(await stockOf(item.id)).toBe(5);
      const [order] = (await customer.send('GET', '/api/order/')).json();
      expect(order.status).toBe('failure');
    } finally {
      paypal.failCreate(false);
    }
  });

  it('puts a payment interrupted in processing back to waiting, so a later result completes it', async () => {
    const { customer, order } = await setup();
    // As if the server stopped between waiting → processing and PayPal's answer.
    await h.db.updateTable('shop_order').set({ status: 'processing' }).where('id', '=', order.id).execute();
    paypal.orders.get(order.payment.reference)!.status = 'APPROVED';
    expect((await result(order.id, customer.headers)).json().status).toBe('processing');
    expect(await recoverStuckPayments(h.db, Date.now())).toBe(0); // not stale yet
    expect(await recoverStuckPayments(h.db, Date.now() + 11 * 60_000)).toBeGreaterThanOrEqual(1);
    expect((await result(order.id, customer.headers)).json().status).toBe('success');
  });
});
