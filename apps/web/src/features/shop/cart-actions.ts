import { createAsyncThunk } from '@reduxjs/toolkit';
import { api } from '../../api/client';
import type { RootState } from '../../app/store';
import { cartChanged } from '../account/userSlice';
import { replaceCart, updateCart, type Cart, type CartEntry } from './cart';

/** While logged in, the account keeps a copy so the cart follows the customer to another device. */
function saveToAccount(state: RootState, cart: Cart) {
  if (state.user.status !== 'loggedIn') return;
  api
    .put('user/cart', { items: cart.items })
    .catch((error: unknown) => console.warn('cannot save the cart to the account', error));
}

/** Spec section 4: set the entry at `key` (or delete it when no value), save, and return the cart. */
export const setCartEntry = createAsyncThunk(
  'cart/set',
  async ({ key, value }: { key: string; value?: CartEntry }, { dispatch, getState }) => {
    const cart = updateCart(key, value);
    dispatch(cartChanged(cart));
    saveToAccount(getState() as RootState, cart);
    return cart;
  },
);

/** Replaces the whole cart (emptied after an order). */
export const cartReplaced = createAsyncThunk('cart/replace', async (cart: Cart, { dispatch, getState }) => {
  replaceCart(cart);
  dispatch(cartChanged(cart));
  saveToAccount(getState() as RootState, cart);
  return cart;
});
