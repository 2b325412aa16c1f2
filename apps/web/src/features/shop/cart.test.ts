import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { makeStore } from '../../app/store';
import { setCartEntry } from './cart-actions';
import { cartCount, loadCart, readCart, updateCart } from './cart';

describe('cart storage', () => {
  it('is empty when nothing is stored', () => {
    expect(loadCart()).toEqual({ items: {} });
  });

  it('setting an entry at a key replaces it, and the cart is saved under "cart"', () => {
    updateCart('sku-1', { item_id: 1, quantity: 1, attributes: {} });
    const cart = updateCart('sku-1', { item_id: 1, quantity: 3, attributes: {} });
    expect(cart.items).toEqual({ 'sku-1': { item_id: 1, quantity: 3, attributes: {} } });
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual(cart);
  });

  it('no value deletes the entry at that key', () => {
    updateCart('a', { item_id: 1, quantity: 1, attributes: {} });
    updateCart('b', { item_id: 2, quantity: 1, attributes: {} });
    expect(updateCart('a').items).toEqual({ b: { item_id: 2, quantity: 1, attributes: {} } });
    expect(loadCart().items).toEqual({ b: { item_id: 2, quantity: 1, attributes: {} } });
  });

  it.each(['{not json', '[]', '{"items":null}', '"text"'])('corrupt data %s is logged and treated as empty', (stored) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('cart', stored);
    expect(loadCart()).toEqual({ items: {} });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('corrupt cart'), expect.anything());
  });

  it('the cart thunk saves, returns and updates the logged-in user data, and keeps the account copy in sync', async () => {
    const { calls } = mockFetch({ 'PUT /api/user/cart/': { status: 200, body: { items: {} } } });
    const store = makeStore({
      user: {
        status: 'loggedIn',
        token: 't',
        id: 1,
        orders: null,
        data: { cart: { items: {} }, favorite: [] } as never,
      },
    });
    const cart = await store.dispatch(setCartEntry({ key: 'k', value: { item_id: 4, quantity: 1, attributes: {} } })).unwrap();
    expect(cart.items).toEqual({ k: { item_id: 4, quantity: 1, attributes: {} } });
    expect(store.getState().user.data!.cart.items).toEqual({ k: { item_id: 4, quantity: 1, attributes: {} } });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['PUT /api/user/cart/']);
    expect(JSON.parse(calls[0]!.body!)).toEqual({ items: { k: { item_id: 4, quantity: 1, attributes: {} } } });
  });

  it('logged out, the cart stays local (no account call)', async () => {
    const { calls } = mockFetch({});
    await makeStore().dispatch(setCartEntry({ key: '2', value: { item_id: 2, quantity: 1, attributes: {} } }));
    expect(calls).toEqual([]);
    expect(loadCart().items).toHaveProperty('2');
  });

  it('a tampered cart is cleaned on read: invalid lines are dropped whole and named, nothing is rounded', () => {
    const good = { item_id: 1, quantity: 2, attributes: {} };
    localStorage.setItem(
      'cart',
      JSON.stringify({
        items: {
          good,
          neg: { item_id: 1, quantity: -5, attributes: {} },
          half: { item_id: 2, quantity: 1.5, attributes: {} },
          text: { item_id: 2, quantity: '2', attributes: {} },
          big: { item_id: 2, quantity: 1000, attributes: {} },
          zero: { item_id: 0, quantity: 1, attributes: {} },
          name: { item_id: 'abc', quantity: 1 },
          null: null,
        },
      }),
    );
    const { cart, dropped } = readCart();
    expect(cart.items).toEqual({ good });
    expect(Object.fromEntries(dropped.map((d) => [d.key, d.reason]))).toEqual({
      neg: 'bad_quantity',
      half: 'bad_quantity',
      text: 'bad_quantity',
      big: 'bad_quantity',
      zero: 'bad_item',
      name: 'bad_item',
      null: 'bad_item',
    });
    expect(dropped.find((d) => d.key === 'half')).toMatchObject({ item_id: 2, quantity: 1.5 });
    // Every reader sees the clean cart: the header badge counts 2, not 2 − 5 + 1.5 + …
    expect(loadCart()).toEqual(cart);
    expect(cartCount(loadCart())).toBe(2);
  });
});
