import { describe, expect, it, vi } from 'vitest';
import { dynamicMiddleware, makeStore } from '../../app/store';
import { mockFetch, profile } from '../../test/fetch-mock';
import { autoLogin, login, logout } from '../account/session-thunks';
import { loadCart, replaceCart } from './cart';
import { cartSyncMiddleware } from './cart-sync';
import { setCartEntry } from './cart-actions';

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

describe('the cart is local first while signed in', () => {
  /** A fetch whose answers wait until the test releases them, one per call, in order. */
  function heldFetch(answer: (method: string, url: string, body: string | undefined) => unknown) {
    const calls: { method: string; url: string; body: string | undefined; release: () => void }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (input: RequestInfo | URL, init: RequestInit = {}) =>
          new Promise<Response>((resolve) => {
            const method = (init.method ?? 'GET').toUpperCase();
            const url = String(input);
            const body = init.body as string | undefined;
            calls.push({
              method,
              url,
              body,
              release: () =>
                resolve(
                  new Response(JSON.stringify(answer(method, url, body)), {
                    status: 200,
                    headers: { 'content-type': 'application/json' },
                  }),
                ),
            });
          }),
      ),
    );
    return calls;
  }
  const signedIn = {
    user: { status: 'loggedIn' as const, token: 't', id: 4, orders: null, data: { cart: { items: {} }, favorite: [] } as never },
  };

  it('an add is in local storage at once, before the account has answered; saves go one at a time, the newest last', async () => {
    const calls = heldFetch((_m, _u, body) => JSON.parse(body ?? '{}'));
    const store = makeStore(signedIn);
    void store.dispatch(setCartEntry({ key: '1', value: entry(1, 1) }));
    // Written locally in the same tick, while the account's PUT is still on its way.
    expect(loadCart().items).toEqual({ '1': entry(1, 1) });
    expect(calls.map((c) => c.method)).toEqual(['PUT']);
    void store.dispatch(setCartEntry({ key: '1', value: entry(1, 2) }));
    void store.dispatch(setCartEntry({ key: '1', value: entry(1, 3) }));
    expect(loadCart().items).toEqual({ '1': entry(1, 3) });
    // The two later saves wait for the first; only the newest cart is sent then.
    expect(calls).toHaveLength(1);
    calls[0]!.release();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(JSON.parse(calls[1]!.body!)).toEqual({ items: { '1': entry(1, 3) } });
    calls[1]!.release();
    await settle();
    expect(calls).toHaveLength(2);
  });

  it("an add while the restored session's account cart is on its way is kept, and saved back to the account", async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('id', '4');
    const account = { items: { '5': entry(5, 1) } };
    const calls = heldFetch((method, url, body) => {
      if (url === '/api/user/profile/') return customer;
      if (url === '/api/user/cart/' && method === 'GET') return account;
      if (url === '/api/user/favorite/') return [];
      return JSON.parse(body ?? '{}');
    });
    const store = storeWithSync();
    void store.dispatch(autoLogin());
    await vi.waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/user/profile/'));
    calls.find((c) => c.url === '/api/user/profile/')!.release();
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'GET' && c.url === '/api/user/cart/')).toBe(true));
    // The customer adds an item while the account's cart is being read.
    void store.dispatch(setCartEntry({ key: '1', value: entry(1, 2) }));
    expect(loadCart().items).toEqual({ '1': entry(1, 2) });
    calls.find((c) => c.method === 'GET' && c.url === '/api/user/cart/')!.release();
    await vi.waitFor(() => expect(loadCart().items).toEqual({ '5': entry(5, 1), '1': entry(1, 2) }));
    // The account gets the whole cart back: its own line and the one added meanwhile.
    for (const call of calls.filter((c) => c.method === 'PUT')) call.release();
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => JSON.parse(c.body!).items)).toContainEqual({
        '5': entry(5, 1),
        '1': entry(1, 2),
      }),
    );
    for (const call of calls) call.release();
    await settle();
    expect(store.getState().user.data!.cart.items).toEqual({ '5': entry(5, 1), '1': entry(1, 2) });
  });
});
