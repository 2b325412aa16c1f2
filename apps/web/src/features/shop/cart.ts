import { readStorage, storageKeys, writeStorage } from '../../lib/storage';

/** One cart line; its shape grows with the checkout issue (item id, quantity, chosen options…). */
export type CartEntry = Record<string, unknown>;
/** Spec section 3: an object whose items are indexed by a key; an empty cart has no items. */
export interface Cart {
  items: Record<string, CartEntry>;
}

export const emptyCart = (): Cart => ({ items: {} });

const isCart = (value: unknown): value is Cart =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Cart).items === 'object' &&
  (value as Cart).items !== null &&
  !Array.isArray((value as Cart).items);

/** Reads the stored cart; corrupt data is logged and treated as an empty cart. */
export function loadCart(): Cart {
  const raw = readStorage(storageKeys.cart);
  if (!raw) return emptyCart();
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isCart(parsed)) return parsed;
    throw new Error('cart has no items object');
  } catch (error) {
    console.error('corrupt cart data, starting with an empty cart', error);
    return emptyCart();
  }
}

/** Sets the entry at `key` (replacing it), or deletes it when `value` is undefined; saves and returns the cart. */
export function updateCart(key: string, value?: CartEntry): Cart {
  const cart = loadCart();
  const items = { ...cart.items };
  if (value === undefined) delete items[key];
  else items[key] = value;
  const next = { ...cart, items };
  writeStorage(storageKeys.cart, JSON.stringify(next));
  return next;
}
