import { describe, expect, it } from 'vitest';
import { luhnDigit } from '../src/shop/payments/atm';
import { expireAtmOrders } from '../src/shop/checkout/order-repository';
import { engines, setupApp } from './helper';
import { makeItem, placeOrder, userWithToken } from './shop-support';

describe.each(engines)('card (sandbox) and ATM payments on %s', (engine) => {
  const h = setupApp(engine);

  const setup = async (payment_type: 'credit_card' | 'atm') => {
    const manager = await userWithToken(h, 'manager');
    const customer = await userWithToken(h, 'customer');
    const item = await makeItem(h, manager, { price: 1200, stock: 4 });
    const res = await placeOrder(h, customer, { k: { item_id: item.id, quantity: 3 } }, { payment_type });
    expect(res.statusCode).toBe(201);
    return { manager, customer, item, order: res.json() };
  };
  const pay = (orderId: number, headers: Record<string, string>, card_number: string) =>
    h.inject({
      method: 'POST',
      url: `/api/payment/card/${orderId}/`,
      headers,
      payload: { card_number, exp_month: 12, exp_year: 2030, cvc: '123' },
    });
  const stockOf = async (id: number) => (await h.inject({ method: 'GET', url: `/api/items/${id}/` })).json().stock as number;

  it('pays a card order with the sandbox test card, once', async () => {
    const { customer, order } = await setup('credit_card');
    expect(order.payment.provider).toBe('sandbox');
    const first = await pay(order.id, customer.headers, '4242 4242 4242 4242');
    expect(first.json()).toMatchObject({
      status: 'success',
      paid_at: expect.any(String),
      payment: { reference: expect.stringMatching(/^sandbox_/) },
    });
    const again = await pay(order.id, customer.headers, '4242424242424242');
    expect(again.json()).toEqual(first.json());
    // The card number is never written anywhere: not in the order, not in the logs.
    expect(JSON.stringify(first.json())).not.toContain('4242424242');
    expect(h.logs.join('\n')).not.toContain('4242 4242');
  });

  it('keeps a declined card order awaiting payment, its stock held, to pay again', async () => {
    const { customer, item, order } = await setup('credit_card');
    expect(await stockOf(item.id)).toBe(1);
    const declined = (await pay(order.id, customer.headers, '4000000000000002')).json();
    expect(declined).toMatchObject({ status: 'waiting', payment: { error: 'declined' }, paid_at: null });
    expect(await stockOf(item.id)).toBe(1);
    const paid = (await pay(order.id, customer.headers, '4242424242424242')).json();
    expect(paid).toMatchObject({ status: 'success', payment: { error: null } });
    expect(await stockOf(item.id)).toBe(1);
  });

  it('ends a declined card order left unpaid past its deadline, and its stock returns', async () => {
    const { customer, item, order } = await setup('credit_card');
    const hours = (Date.parse(order.payment.expires_at) - Date.parse(order.created_at)) / 3_600_000;
    expect(hours).toBe(24);
    await pay(order.id, customer.headers, '4000000000000002');
    expect(await stockOf(item.id)).toBe(1);
    await expireAtmOrders(h.db, new Date(Date.parse(order.payment.expires_at) + 1000).toISOString());
    expect(await stockOf(item.id)).toBe(4);
    const ended = (await customer.send('GET', `/checkout/order/${order.id}/`)).json();
    expect(ended.status).toBe('failure');
  });

  it('refuses real card numbers, other people, other payment types and bad input', async () => {
    const { customer, order } = await setup('credit_card');
    const real = await pay(order.id, customer.headers, '5555555555554444');
    expect(real.statusCode).toBe(400);
    // A field-error code the web words in the reader's language, never an English sentence.
    expect(real.json().fields).toEqual({ card_number: ['sandbox_card'] });
    expect((await customer.send('GET', `/checkout/order/${order.id}/`)).json().status).toBe('waiting');
    expect((await pay(order.id, customer.headers, 'abc')).json().code).toBe('validation_error');
    const other = await userWithToken(h, 'customer');
    expect((await pay(order.id, other.headers, '4242424242424242')).json().code).toBe('order_not_found');
    expect(
      (await h.inject({ method: 'POST', url: `/api/payment/card/${order.id}/`, payload: { card_number: '4242424242424242' } }))
        .statusCode,
    ).toBe(401);
    const atm = await setup('atm');
    expect((await pay(atm.order.id, atm.customer.headers, '4242424242424242')).statusCode).toBe(400);
  });

  it('issues an ATM virtual account with a check digit and an expiry', async () => {
    const { order } = await setup('atm');
    const { bank_code, virtual_account, expires_at } = order.payment;
    expect(bank_code).toBe('822');
    expect(virtual_account).toMatch(/^\d{14}$/);
    expect(luhnDigit(virtual_account.slice(0, 13))).toBe(virtual_account[13]);
    const hours = (Date.parse(expires_at) - Date.parse(order.created_at)) / 3_600_000;
    expect(hours).toBe(72);
  });

  it('lets a manager confirm an ATM payment, once', async () => {
    const { manager, customer, order } = await setup('atm');
    const url = `/api/order/${order.id}/confirm_payment/`;
    expect((await customer.send('POST', url)).statusCode).toBe(403);
    expect((await h.inject({ method: 'POST', url })).statusCode).toBe(401);
    const first = await manager.send('POST', url);
    expect(first.json()).toMatchObject({ status: 'success', paid_at: expect.any(String) });
    const again = await manager.send('POST', url);
    expect(again.json()).toEqual(first.json());
    expect((await manager.send('POST', '/api/order/999999/confirm_payment/')).json().code).toBe('order_not_found');
    const card = await setup('credit_card');
    expect((await manager.send('POST', `/api/order/${card.order.id}/confirm_payment/`)).statusCode).toBe(400);
  });

  it('fails expired unpaid ATM orders and releases their stock once', async () => {
    const { manager, customer, item, order } = await setup('atm');
    const paid = await setup('atm');
    await manager.send('POST', `/api/order/${paid.order.id}/confirm_payment/`);
    expect(await stockOf(item.id)).toBe(1);

    expect(await expireAtmOrders(h.db, order.created_at)).toBe(0); // not due yet
    const later = new Date(Date.parse(order.payment.expires_at) + 1000).toISOString();
    const [a, b] = await Promise.all([expireAtmOrders(h.db, later), expireAtmOrders(h.db, later)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await stockOf(item.id)).toBe(4);
    expect(await expireAtmOrders(h.db, later)).toBe(0);
    expect(await stockOf(item.id)).toBe(4);
    expect((await customer.send('GET', `/checkout/order/${order.id}/`)).json().status).toBe('failure');
    // Paid orders never expire.
    expect(
      (await h.inject({ method: 'GET', url: `/checkout/order/${paid.order.id}/`, headers: paid.customer.headers })).json().status,
    ).toBe('success');
    // Money arriving after expiry is not confirmed silently.
    const late = await manager.send('POST', `/api/order/${order.id}/confirm_payment/`);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('order_not_waiting');
  });

  it('lets the owner cancel an unpaid order, returning its stock once', async () => {
    const { customer, item, order } = await setup('atm');
    const url = `/api/order/${order.id}/cancel/`;
    const other = await userWithToken(h, 'customer');
    expect((await other.send('POST', url)).json().code).toBe('order_not_found');
    expect((await customer.send('POST', url)).json().status).toBe('cancelled');
    expect((await customer.send('POST', url)).json().status).toBe('cancelled');
    expect(await stockOf(item.id)).toBe(4);
    // An order that expired unpaid has ended: nothing to cancel.
    const expired = await setup('atm');
    await expireAtmOrders(h.db, new Date(Date.parse(expired.order.payment.expires_at) + 1000).toISOString());
    const late = await h.inject({
      method: 'POST',
      url: `/api/order/${expired.order.id}/cancel/`,
      headers: expired.customer.headers,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('order_not_cancellable');
  });
});
