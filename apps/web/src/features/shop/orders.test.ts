import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { mockFetch } from '../../test/fetch-mock';
import { createOrder, fetchOrder, fetchOrders } from './order-thunks';

const raw = (id: number, name = 'item') => ({ id, items: [{ saved_item_json: JSON.stringify({ name }) }] });

describe('orders', () => {
  it('starts with no list and an empty map', () => {
    expect(makeStore().getState().order).toEqual({ list: null, byId: {} });
  });

  it('creation stores the order and appends it to the list, parsing saved_item_json', async () => {
    const { calls } = mockFetch({ 'POST /checkout/order/': { status: 201, body: raw(1, 'crib') } });
    const store = makeStore();
    await store
      .dispatch(
        createOrder({
          title: 't',
          currency: 'TWD',
          payment_type: 'atm',
          data: '{}',
          shipping: { name: 'n', phone: '0912345678' },
          delivery: { method: 'home', zip: '100', city: '臺北市', district: '中正區', address: 'a road 1' },
          invoice: { type: 'member' },
        }),
      )
      .unwrap();
    expect(calls[0]!.url).toBe('/checkout/order/');
    const { order } = store.getState();
    expect(order.list).toHaveLength(1);
    expect(order.byId[1]!.items[0]!.saved_item).toEqual({ name: 'crib' });
  });

  it('a single fetch replaces the order with the same id or appends it', async () => {
    mockFetch({
      'GET /api/order/': { status: 200, body: [raw(1, 'a'), raw(2, 'b')] },
      'GET /checkout/order/2/': { status: 200, body: raw(2, 'b2') },
      'GET /checkout/order/3/': { status: 200, body: raw(3, 'c') },
    });
    const store = makeStore();
    await store.dispatch(fetchOrders());
    await store.dispatch(fetchOrder(2));
    await store.dispatch(fetchOrder(3));
    const list = store.getState().order.list!;
    expect(list.map((o) => o.id)).toEqual([1, 2, 3]);
    expect(list[1]!.items[0]!.saved_item).toEqual({ name: 'b2' });
  });

  it('a list fetch replaces the whole list and mirrors it into user.orders', async () => {
    mockFetch({
      'GET /api/order/': [
        { status: 200, body: [raw(1)] },
        { status: 200, body: { results: [raw(5)] } },
      ],
    });
    const store = makeStore();
    await store.dispatch(fetchOrders());
    await store.dispatch(fetchOrders());
    expect(store.getState().order.list!.map((o) => o.id)).toEqual([5]);
    expect(Object.keys(store.getState().order.byId)).toEqual(['5']);
    expect(store.getState().user.orders!.map((o) => o.id)).toEqual([5]);
  });

  it('failures are logged and passed to the caller', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({ 'GET /checkout/order/9/': { status: 404, body: { status: 404, code: 'order_not_found', message: 'x' } } });
    const store = makeStore();
    await expect(store.dispatch(fetchOrder(9)).unwrap()).rejects.toMatchObject({ status: 404, code: 'order_not_found' });
    expect(warn).toHaveBeenCalled();
    expect(store.getState().order.list).toBeNull();
  });
});
