import { createAsyncThunk } from '@reduxjs/toolkit';
import { api } from '../../api/client';
import type { RootState } from '../../app/store';
import { cartChanged } from '../account/userSlice';
import { replaceCart, updateCart, withEntry, type Cart, type CartEntry } from './cart';

/** One change of the local cart: an entry set or deleted at a key, or the whole cart replaced. */
type CartEdit = { key: string; value?: CartEntry } | { cart: Cart };

const journals = new Set<CartEdit[]>();
const record = (edit: CartEdit) => journals.forEach((journal) => journal.push(edit));

/**
 * Starts noting the customer's cart changes, for a sync that asks the server and then writes the answer locally:
 * `stop()` answers the changes made meanwhile, to be replayed on top of the answer (applyEdits), so an answer never
 * undoes what the customer did while it was on its way.
 */
export function noteCartEdits(): { stop: () => CartEdit[] } {
  const journal: CartEdit[] = [];
  journals.add(journal);
  return {
    stop: () => {
      journals.delete(journal);
      return journal;
    },
  };
}

/** The cart after the noted changes, in order. */
export const applyEdits = (cart: Cart, edits: CartEdit[]): Cart =>
  edits.reduce<Cart>((current, edit) => ('cart' in edit ? edit.cart : withEntry(current, edit.key, edit.value)), cart);

let sending: Promise<void> | null = null;
let queued: Cart | null = null;

/**
 * Saves the cart to the account in the background, one request at a time: a change made while a save is on its
 * way waits for it and only the newest waiting cart is sent, so the account ends with the last local cart.
 */
export function saveCartToAccount(cart: Cart): Promise<void> {
  queued = cart;
  sending ??= (async () => {
    while (queued) {
      const next = queued;
      queued = null;
      try {
        await api.put('user/cart', { items: next.items });
      } catch (error) {
        console.warn('cannot save the cart to the account', error);
      }
    }
    sending = null;
  })();
  return sending;
}

/** While logged in, the account keeps a copy so the cart follows the customer to another device. */
function saveToAccount(state: RootState, cart: Cart) {
  if (state.user.status === 'loggedIn') void saveCartToAccount(cart);
}

/**
 * Set the entry at `key` (or delete it when no value), save, and return the cart. Local first: the
 * local cart is written before anything is sent, and the account's copy follows without being waited for.
 */
export const setCartEntry = createAsyncThunk(
  'cart/set',
  async ({ key, value }: { key: string; value?: CartEntry }, { dispatch, getState }) => {
    const cart = updateCart(key, value);
    record({ key, value });
    dispatch(cartChanged(cart));
    saveToAccount(getState() as RootState, cart);
    return cart;
  },
);

/** Replaces the whole cart (emptied after an order, cleaned of lines that cannot be bought). */
export const cartReplaced = createAsyncThunk('cart/replace', async (cart: Cart, { dispatch, getState }) => {
  replaceCart(cart);
  record({ cart });
  dispatch(cartChanged(cart));
  saveToAccount(getState() as RootState, cart);
  return cart;
});
