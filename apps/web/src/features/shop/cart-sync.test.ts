import { describe, expect, it, vi } from 'vitest';
import { dynamicMiddleware, makeStore } from '../../app/store';
import { mockFetch, profile } from '../../test/fetch-mock';
import { autoLogin, login, logout } from '../account/session-thunks';
import { loadCart, replaceCart } from './cart';
import { cartSyncMiddleware } from './cart-sync';

const entry = (item_id: number, quantity: number) => ({ item_id, quantity, attributes: {} });
const customer = { ...profile, id: 4, role: 'customer' as const };

function storeWithSync() {
  const store = makeStore();
  store.dispatch(dynamicMiddleware.withMiddleware(cartSyncMiddleware()));
  return store;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('cart follows the customer (merge at login, account copy on restore, emptied at logout)', () => {
  it('a login merges the local cart into the account and keeps the merged answer locally', async () => {
    replaceCart({ items: { '1': entry(1, 2) } });
    const { calls } = mockFetch({
      'POST /api/user/login/': { status: 200, body: { token: 'tok', id: 4 } },
      'GET /api/user/profile/': { status: 200, body: customer },
      'POST /api/user/cart/merge/': { status: 200, body: { items: { '1': entry(1, 3), '9': entry(9, 1) } } },
      'GET /api/user/favorite/': { status: 200, body: [{ id: 9 }] },
    });
    const store = storeWithSync();
    await store.dispatch(login({ username: 'customer', password: 'x' }));
    await settle();
    const merge = calls.find((c) => c.url === '/api/user/cart/merge/')!;
    expect(JSON.parse(merge.body!)).toEqual({ items: { '1': entry(1, 2) } });
    expect(loadCart().items).toEqual({ '1': entry(1, 3), '9': entry(9, 1) });
    expect(store.getState().user.data!.cart.items).toHaveProperty('9');
    expect(store.getState().user.data!.favorite).toEqual([9]);
  });

  it('a restored session takes the account cart as it is (no second merge that would double quantities)', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('id', '4');
    replaceCart({ items: { '1': entry(1, 2) } });
    const { calls } = mockFetch({
      'GET /api/user/profile/': { status: 200, body: customer },
      'GET /api/user/cart/': { status: 200, body: { items: { '1': entry(1, 2), '5': entry(5, 1) } } },
      'GET /api/user/favorite/': { status: 200, body: [] },
    });
    const store = storeWithSync();
    await store.dispatch(autoLogin());
    await settle();
    expect(calls.some((c) => c.url.includes('merge'))).toBe(false);
    expect(loadCart().items).toEqual({ '1': entry(1, 2), '5': entry(5, 1) });
  });

  it('logout empties the local cart (it stays on the account)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    replaceCart({ items: { '1': entry(1, 2) } });
    mockFetch({ 'POST /api/user/logout/': { status: 204 } });
    const store = storeWithSync();
    await store.dispatch(logout());
    expect(loadCart()).toEqual({ items: {} });
  });
});
