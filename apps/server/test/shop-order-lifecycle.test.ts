import { describe, expect, it } from 'vitest';
import { remindUnpaidOrders } from '../src/shop/checkout/order-notify';
import { DAY, HOUR } from '../src/lib/time';
import { engines, setupApp } from './helper';
import { makeItem, placeOrder, userWithToken } from './shop-support';

describe.each(engines)("an order's life on %s", (engine) => {
  const h = setupApp(engine);

  const place = async (opts: { language?: 'tw' | 'en'; payment_type?: 'atm' | 'credit_card' } = {}) => {
    const manager = await userWithToken(h, 'manager');
    const customer = await userWithToken(h, 'customer');
    if (opts.language)
      await h.db.updateTable('app_user').set({ language: opts.language }).where('id', '=', customer.id).execute();
    const item = await makeItem(h, manager, { price: 1200, stock: 4 });
    const res = await placeOrder(
      h,
      customer,
      { k: { item_id: item.id, quantity: 3 } },
      { payment_type: opts.payment_type ?? 'atm' },
    );
    expect(res.statusCode).toBe(201);
    return { manager, customer, item, order: res.json() as { id: number; [k: string]: unknown } };
  };
  const stockOf = async (id: number) => (await h.inject({ method: 'GET', url: `/api/items/${id}/` })).json().stock as number;
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    h.inject({ method: 'POST', url, headers, ...(payload && { payload }) });
  const confirm = (id: number, headers: Record<string, string>) => post(`/api/order/${id}/confirm_payment/`, headers);
  const mailsTo = (email: string) => h.mails.filter((m) => m.to === email);

  it('goes placed → paid → shipped → delivered, with a mail at each step in the customer language', async () => {
    const { manager, customer, order } = await place({ language: 'en' });
    const placed = mailsTo(customer.email);
    expect(placed.map((m) => m.subject)).toEqual([expect.stringContaining(`Order #${order.id} placed`)]);
    // The placed mail says where to transfer and by when, in Taipei time.
    expect(placed[0]!.text).toMatch(/bank code 822, virtual account \d{14}/);

    const paid = (await confirm(order.id, manager.headers)).json();
    // Paid: the e-invoice is issued at once, and its number is in the paid mail.
    expect(paid).toMatchObject({
      status: 'success',
      invoice: { status: 'issued', number: expect.stringMatching(/^[A-Z]{2}\d{8}$/) },
    });
    expect(mailsTo(customer.email).at(-1)!.text).toContain(`E-invoice number: ${paid.invoice.number}`);
    const ship = { carrier: 'tcat', tracking_number: '9087-1234-5678' };
    expect((await post(`/api/admin/orders/${order.id}/ship/`, customer.headers, ship)).statusCode).toBe(403);
    const shipped = await post(`/api/admin/orders/${order.id}/ship/`, manager.headers, ship);
    expect(shipped.json()).toMatchObject({
      status: 'shipped',
      shipment: { carrier: 'tcat', tracking_number: '9087-1234-5678', shipped_at: expect.any(String) },
    });
    // The same shipment again changes nothing; another tracking number for a shipped order is refused.
    expect((await post(`/api/admin/orders/${order.id}/ship/`, manager.headers, ship)).json()).toEqual(shipped.json());
    const other = await post(`/api/admin/orders/${order.id}/ship/`, manager.headers, { ...ship, tracking_number: 'ZZ123456' });
    expect(other.json().code).toBe('order_not_paid');
    expect((await post(`/api/admin/orders/${order.id}/deliver/`, manager.headers)).json()).toMatchObject({
      status: 'delivered',
      shipment: { delivered_at: expect.any(String) },
    });
    const mine = await customer.send('GET', `/checkout/order/${order.id}/`);
    expect(mine.json()).toMatchObject({ status: 'delivered', shipment: { tracking_number: '9087-1234-5678' } });

    const subjects = mailsTo(customer.email).map((m) => m.subject);
    expect(subjects).toEqual([
      expect.stringContaining('placed'),
      expect.stringContaining(`Order #${order.id} is paid`),
      expect.stringContaining(`Order #${order.id} has shipped`),
    ]);
    expect(mailsTo(customer.email)[2]!.text).toContain('T-Cat, tracking number 9087-1234-5678');
  });

  it('writes mails in Chinese for a tw customer', async () => {
    const { customer, order } = await place({ language: 'tw' });
    const [mail] = mailsTo(customer.email);
    expect(mail!.subject).toContain(`訂單 #${order.id} 已成立`);
    expect(mail!.text).toContain('虛擬帳號');
  });

  it('refuses steps out of order, with the rule named', async () => {
    const { manager, customer, order } = await place();
    const ship = { carrier: 'post', tracking_number: 'RR123456789TW' };
    expect((await post(`/api/admin/orders/${order.id}/ship/`, manager.headers, ship)).json().code).toBe('order_not_paid');
    expect((await post(`/api/admin/orders/${order.id}/deliver/`, manager.headers)).json().code).toBe('order_not_shipped');
    const refund = await post(`/api/admin/orders/${order.id}/refund/`, manager.headers, { reason: 'x' });
    expect(refund.json().code).toBe('order_not_refundable');
    const bad = await post(`/api/admin/orders/${order.id}/ship/`, manager.headers, { carrier: 'pigeon', tracking_number: '12' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['carrier', 'tracking_number']));
    expect((await post(`/api/admin/orders/999999/ship/`, manager.headers, ship)).json().code).toBe('order_not_found');
    // Nothing moved.
    const now = await customer.send('GET', `/checkout/order/${order.id}/`);
    expect(now.json()).toMatchObject({ status: 'waiting', shipment: { carrier: null }, refunded_at: null });
  });

  it('lets the customer cancel before shipping, not after', async () => {
    const unpaid = await place();
    expect(await stockOf(unpaid.item.id)).toBe(1);
    const cancelled = await post(`/api/order/${unpaid.order.id}/cancel/`, unpaid.customer.headers, { reason: '買錯了' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancel_reason: '買錯了', cancelled_at: expect.any(String) });
    expect(await stockOf(unpaid.item.id)).toBe(4);
    // A repeat changes nothing (and the stock does not come back twice).
    expect((await post(`/api/order/${unpaid.order.id}/cancel/`, unpaid.customer.headers)).json().status).toBe('cancelled');
    expect(await stockOf(unpaid.item.id)).toBe(4);
    expect(mailsTo(unpaid.customer.email).map((m) => m.subject)).toEqual([
      expect.stringContaining('已成立'),
      expect.stringContaining('已取消'),
    ]);

    const shipped = await place();
    await confirm(shipped.order.id, shipped.manager.headers);
    await post(`/api/admin/orders/${shipped.order.id}/ship/`, shipped.manager.headers, {
      carrier: 'hct',
      tracking_number: '12345678',
    });
    const late = await post(`/api/order/${shipped.order.id}/cancel/`, shipped.customer.headers);
    expect(late.json().code).toBe('order_not_cancellable');
    // Someone else's order is answered like a missing one.
    expect((await post(`/api/order/${shipped.order.id}/cancel/`, unpaid.customer.headers)).json().code).toBe('order_not_found');
  });

  it('refunds a paid order once: stock back exactly once, under concurrency too', async () => {
    const { manager, customer, item, order } = await place();
    await confirm(order.id, manager.headers);
    // The customer cancels the paid order before it ships: stock returns, the refund follows.
    expect((await post(`/api/order/${order.id}/cancel/`, customer.headers)).json()).toMatchObject({
      status: 'cancelled',
      paid_at: expect.any(String),
    });
    expect(await stockOf(item.id)).toBe(4);
    const url = `/api/admin/orders/${order.id}/refund/`;
    const [a, b] = await Promise.all([
      post(url, manager.headers, { reason: '客戶取消' }),
      post(url, manager.headers, { reason: '客戶取消' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toMatchObject({ status: 'refunded', refunded_at: expect.any(String) });
    // Refunded in the invoice's own filing period: the invoice is voided.
    expect((await customer.send('GET', `/checkout/order/${order.id}/`)).json().invoice).toMatchObject({
      status: 'void',
    });
    expect(await stockOf(item.id)).toBe(4);
    expect(mailsTo(customer.email).filter((m) => m.subject.includes('已退款'))).toHaveLength(1);

    // A shipped order refunded (goods returned): its stock comes back once.
    const second = await place();
    await confirm(second.order.id, second.manager.headers);
    await post(`/api/admin/orders/${second.order.id}/ship/`, second.manager.headers, {
      carrier: 'tcat',
      tracking_number: '55556666',
    });
    expect(await stockOf(second.item.id)).toBe(1);
    const refunds = await Promise.all(
      [1, 2, 3].map(() => post(`/api/admin/orders/${second.order.id}/refund/`, second.manager.headers, { reason: '退貨' })),
    );
    expect(refunds.every((r) => r.statusCode === 200)).toBe(true);
    expect(await stockOf(second.item.id)).toBe(4);
  });

  it('reminds once, the day before an ATM deadline', async () => {
    const { customer, order } = await place({ language: 'en' });
    const expires = Date.parse(String((order.payment as { expires_at: string }).expires_at));
    expect(await remindUnpaidOrders(h.app, expires - 2 * DAY)).toBe(0);
    const dayBefore = expires - DAY + HOUR;
    // Two instances sweeping at once (other tests' orders are due too): each order is reminded once.
    await Promise.all([remindUnpaidOrders(h.app, dayBefore), remindUnpaidOrders(h.app, dayBefore)]);
    expect(await remindUnpaidOrders(h.app, dayBefore)).toBe(0);
    const reminders = mailsTo(customer.email).filter((m) => m.subject.startsWith('Reminder'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toMatch(/virtual account \d{14}/);
  });
});
