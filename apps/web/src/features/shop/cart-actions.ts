import { createAsyncThunk } from '@reduxjs/toolkit';
import { cartChanged } from '../account/userSlice';
import { updateCart, type CartEntry } from './cart';

/** Spec section 4: set the entry at `key` (or delete it when no value), save, and return the cart. */
export const setCartEntry = createAsyncThunk(
  'cart/set',
  async ({ key, value }: { key: string; value?: CartEntry }, { dispatch }) => {
    const cart = updateCart(key, value);
    dispatch(cartChanged(cart));
    return cart;
  },
);
