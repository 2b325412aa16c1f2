import { readStorage, storageKeys, writeStorage } from '../../lib/storage';

/** One cart line (domain "cart"): the item, how many, and the chosen attributes (size, colour…). */
export interface CartEntry {
  item_id: number;
  quantity: number;
  attributes: Record<string, unknown>;
}
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

/** The key of a line: the item, plus its attributes when it has any, so two sizes of one item are two lines. */
export function cartKey(itemId: number, attributes: Record<string, unknown> = {}): string {
  const names = Object.keys(attributes).sort();
  if (!names.length) return String(itemId);
  return `${itemId}:${names.map((n) => `${n}=${String(attributes[n])}`).join('&')}`;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Called on every cart write in this tab and in other tabs (storage event), for the header badge and the cart page. */
export function subscribeCart(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.cart) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

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

/** Saves the whole cart (after a merge with the account's cart, or to empty it after an order). */
export function replaceCart(cart: Cart): Cart {
  writeStorage(storageKeys.cart, JSON.stringify(cart));
  notify();
  return cart;
}

/** Sets the entry at `key` (replacing it), or deletes it when `value` is undefined; saves and returns the cart. */
export function updateCart(key: string, value?: CartEntry): Cart {
  const cart = loadCart();
  const items = { ...cart.items };
  if (value === undefined) delete items[key];
  else items[key] = value;
  return replaceCart({ ...cart, items });
}

/** How many pieces the cart holds (the header badge). */
export const cartCount = (cart: Cart) =>
  Object.values(cart.items).reduce((sum, entry) => sum + (Number(entry?.quantity) || 0), 0);
