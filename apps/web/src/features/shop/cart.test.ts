import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { setCartEntry } from './cart-actions';
import { loadCart, updateCart } from './cart';

describe('cart storage (spec section 4)', () => {
  it('is empty when nothing is stored', () => {
    expect(loadCart()).toEqual({ items: {} });
  });

  it('setting an entry at a key replaces it, and the cart is saved under "cart"', () => {
    updateCart('sku-1', { id: 1, quantity: 1 });
    const cart = updateCart('sku-1', { id: 1, quantity: 3 });
    expect(cart.items).toEqual({ 'sku-1': { id: 1, quantity: 3 } });
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual(cart);
  });

  it('no value deletes the entry at that key', () => {
    updateCart('a', { id: 1 });
    updateCart('b', { id: 2 });
    expect(updateCart('a').items).toEqual({ b: { id: 2 } });
    expect(loadCart().items).toEqual({ b: { id: 2 } });
  });

  it.each(['{not json', '[]', '{"items":null}', '"text"'])('corrupt data %s is logged and treated as empty', (stored) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('cart', stored);
    expect(loadCart()).toEqual({ items: {} });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('corrupt cart'), expect.anything());
  });

  it('the cart thunk saves, returns and updates the logged-in user data', async () => {
    const store = makeStore({
      user: {
        status: 'loggedIn',
        token: 't',
        id: 1,
        orders: null,
        data: { cart: { items: {} }, favorite: [] } as never,
      },
    });
    const cart = await store.dispatch(setCartEntry({ key: 'k', value: { id: 4 } })).unwrap();
    expect(cart.items).toEqual({ k: { id: 4 } });
    expect(store.getState().user.data!.cart.items).toEqual({ k: { id: 4 } });
  });
});
