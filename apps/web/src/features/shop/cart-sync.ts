import { createListenerMiddleware, type Middleware } from '@reduxjs/toolkit';
import { api } from '../../api/client';
import { autoLogin, login, logout, socialSignIn } from '../account/session-thunks';
import { cartChanged, favoritesChanged } from '../account/userSlice';
import { emptyCart, loadCart, replaceCart, type Cart } from './cart';
import { applyEdits, noteCartEdits, saveCartToAccount } from './cart-actions';

/**
 * Keeps the local cart and the account's cart together:
 * - a login merges the local cart into the account's (quantities add up per key) and stores the answer locally;
 * - a restored session (token saved from an earlier visit) takes the account's cart as it is: the local one was
 *   already merged then, and merging again would double every quantity;
 * - a logout empties the local cart, so the next person on this device does not see it (it stays on the account).
 * Favorites are read after either kind of login. The local cart stays first: what the customer changes while the
 * account's answer is on its way is replayed on top of it and saved back, never lost to the answer.
 */
export function cartSyncMiddleware(): Middleware {
  const listener = createListenerMiddleware();
  const adopt = (cart: Cart, dispatch: (action: unknown) => unknown) => {
    replaceCart(cart);
    dispatch(cartChanged(cart));
  };
  /** Asks the account for its cart, then keeps it locally with the local changes made meanwhile on top. */
  const sync = async (ask: () => Promise<Cart>, dispatch: (action: unknown) => unknown) => {
    const journal = noteCartEdits();
    let answer: Cart;
    try {
      answer = await ask();
    } catch (error) {
      journal.stop();
      throw error;
    }
    const meanwhile = journal.stop();
    adopt(applyEdits(answer, meanwhile), dispatch);
    if (meanwhile.length) void saveCartToAccount(loadCart());
  };
  const loadFavorites = async (dispatch: (action: unknown) => unknown) => {
    try {
      const items = await api.get<Array<{ id: number }>>('user/favorite');
      dispatch(favoritesChanged(items.map((item) => item.id)));
    } catch (error) {
      console.warn('cannot read favorites', error);
    }
  };
  listener.startListening({
    predicate: (action) => login.fulfilled.match(action) || socialSignIn.fulfilled.match(action),
    effect: async (_action, { dispatch }) => {
      try {
        await sync(() => api.post<Cart>('user/cart/merge', { items: loadCart().items }), dispatch);
      } catch (error) {
        console.warn('cannot merge the cart into the account', error);
      }
      await loadFavorites(dispatch);
    },
  });
  listener.startListening({
    actionCreator: autoLogin.fulfilled,
    effect: async (action, { dispatch }) => {
      if (!action.payload) return;
      try {
        await sync(() => api.get<Cart>('user/cart'), dispatch);
      } catch (error) {
        console.warn('cannot read the account cart', error);
      }
      await loadFavorites(dispatch);
    },
  });
  listener.startListening({
    actionCreator: logout.fulfilled,
    effect: () => {
      replaceCart(emptyCart());
    },
  });
  return listener.middleware;
}
