import { describe, expect, it } from 'vitest';
import { orderStatuses, type OrderStatus } from '@pnc/schemas/shop/order';
import { canStep, endedBeforeShipping, orderLife, type OrderStep } from '@pnc/schemas/shop/order-life';
import { engines, setupApp } from './helper';
import { makeItem, placeOrder, type ShopUser, userWithToken } from './shop-support';

const ship = { carrier: 'tcat', tracking_number: '9087-1234-5678' };

/** The steps the API takes, each with its route, who calls it and the stable code it refuses with. */
const apiSteps: { step: OrderStep; by: 'customer' | 'manager'; url: (id: number) => string; body?: object; code: string }[] = [
  { step: 'pay', by: 'manager', url: (id) => `/api/order/${id}/confirm_payment/`, code: 'order_not_waiting' },
  { step: 'ship', by: 'manager', url: (id) => `/api/admin/orders/${id}/ship/`, body: ship, code: 'order_not_paid' },
  { step: 'deliver', by: 'manager', url: (id) => `/api/admin/orders/${id}/deliver/`, code: 'order_not_shipped' },
  { step: 'cancel', by: 'customer', url: (id) => `/api/order/${id}/cancel/`, code: 'order_not_cancellable' },
  {
    step: 'cancelByManager',
    by: 'manager',
    url: (id) => `/api/admin/orders/${id}/cancel/`,
    body: { reason: 'out of stock' },
    code: 'order_not_cancellable',
  },
  {
    step: 'refund',
    by: 'manager',
    url: (id) => `/api/admin/orders/${id}/refund/`,
    body: { reason: 'returned' },
    code: 'order_not_refundable',
  },
];

/** Every status, and the ended-before-shipping ones both unpaid and paid (paid late, or cancelled after paying). */
const cases: { status: OrderStatus; paid: boolean }[] = orderStatuses.flatMap((status) =>
  endedBeforeShipping.includes(status)
    ? [
        { status, paid: false },
        { status, paid: true },
      ]
    : [{ status, paid: ['success', 'shipped', 'delivered', 'refunded'].includes(status) }],
);

describe.each(engines)("the order's life table against the API on %s", (engine) => {
  const h = setupApp(engine);

  /** An ATM order put in `status` as the steps would have left it (paid_at, shipment). */
  async function orderIn(customer: ShopUser, itemId: number, status: OrderStatus, paid: boolean) {
    const res = await placeOrder(h, customer, { k: { item_id: itemId, quantity: 1 } });
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { id: number }).id;
    const at = new Date().toISOString();
    const shipped = status === 'shipped' || status === 'delivered' || status === 'refunded';
    await h.db
      .updateTable('shop_order')
      .set({
        status,
        paid_at: paid ? at : null,
        ...(shipped && { shipping_carrier: ship.carrier, tracking_number: ship.tracking_number, shipped_at: at }),
        ...(status === 'delivered' && { delivered_at: at }),
        ...(status === 'cancelled' && { cancelled_at: at }),
        ...(status === 'refunded' && { refunded_at: at }),
      })
      .where('id', '=', id)
      .execute();
    return id;
  }
  const statusOf = async (id: number) =>
    (await h.db.selectFrom('shop_order').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it.each(cases)('takes from $status (paid: $paid) exactly the steps the table allows', async ({ status, paid }) => {
    const manager = await userWithToken(h, 'manager');
    const customer = await userWithToken(h, 'customer');
    const item = await makeItem(h, manager, { price: 500, stock: 100 });
    for (const s of apiSteps) {
      const id = await orderIn(customer, item.id, status, paid);
      const caller = s.by === 'manager' ? manager : customer;
      const res = await h.inject({ method: 'POST', url: s.url(id), headers: caller.headers, ...(s.body && { payload: s.body }) });
      const { to } = orderLife[s.step];
      if (canStep(s.step, status, paid)) {
        expect(res.statusCode, s.step).toBe(200);
        expect(await statusOf(id), s.step).toBe(to);
      } else if (status === to) {
        // A repeat of the step that led here changes nothing.
        expect(res.statusCode, s.step).toBe(200);
        expect(await statusOf(id), s.step).toBe(status);
      } else {
        expect(res.statusCode, s.step).toBe(409);
        expect(res.json().code, s.step).toBe(s.code);
        expect(await statusOf(id), s.step).toBe(status);
      }
    }
  });
});
