import { readStorage, storageKeys, writeStorage } from '../../lib/storage';

/** One cart line (domain "cart"): the item, how many, and the chosen attributes (size, colour…). */
export interface CartEntry {
  item_id: number;
  quantity: number;
  attributes: Record<string, unknown>;
  /** the chosen variant (size, colour…): an item with variants is bought through one of them. */
  variant_id?: number;
}
/** An object whose items are indexed by a key; an empty cart has no items. */
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

/** Why a stored line was left out of the cart: its quantity or item id is not a whole number we sell, or the item is gone. */
type DropReason = 'bad_quantity' | 'bad_item' | 'not_found';
/** A line the cart dropped, as it was stored, so the customer can be told what left the cart. */
export interface DroppedLine {
  key: string;
  item_id: unknown;
  quantity: unknown;
  reason: DropReason;
}

/** The server's limit of one line (CartEntry: a whole number from 1 to 999). */
const MAX_LINE_QUANTITY = 999;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Keeps the lines that are a cart entry as the server takes it and drops the others whole: an item id that is not a
 * positive whole number, a quantity that is not a whole number from 1 to 999 (-5, 1.5, "2"), bad attributes. Nothing
 * is rounded or clamped into a quantity the customer did not choose; the dropped lines are answered to be told.
 */
export function cleanCart(cart: Cart): { cart: Cart; dropped: DroppedLine[] } {
  const items: Record<string, CartEntry> = {};
  const dropped: DroppedLine[] = [];
  for (const [key, value] of Object.entries(cart.items)) {
    const line: Record<string, unknown> = isPlainObject(value) ? value : {};
    const { item_id, quantity, attributes = {}, variant_id } = line;
    // A variant is a positive whole number when there is one (items with variants): kept with its line.
    const badVariant = variant_id !== undefined && (!Number.isSafeInteger(variant_id) || (variant_id as number) <= 0);
    if (!Number.isSafeInteger(item_id) || (item_id as number) <= 0 || !isPlainObject(attributes) || badVariant)
      dropped.push({ key, item_id, quantity, reason: 'bad_item' });
    else if (!Number.isSafeInteger(quantity) || (quantity as number) < 1 || (quantity as number) > MAX_LINE_QUANTITY)
      dropped.push({ key, item_id, quantity, reason: 'bad_quantity' });
    else
      items[key] = {
        item_id: item_id as number,
        quantity: quantity as number,
        attributes,
        ...(variant_id !== undefined && { variant_id: variant_id as number }),
      };
  }
  return { cart: { ...cart, items }, dropped };
}

/**
 * The key of a line: the item, its variant when it has one (`7:v12`), plus its attributes when it has any, so two
 * sizes of one item are two lines.
 */
export function cartKey(itemId: number, attributes: Record<string, unknown> = {}, variantId?: number): string {
  const base = variantId === undefined ? String(itemId) : `${itemId}:v${variantId}`;
  const names = Object.keys(attributes).sort();
  if (!names.length) return base;
  return `${base}:${names.map((n) => `${n}=${String(attributes[n])}`).join('&')}`;
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

/**
 * Reads the stored cart, cleaned (cleanCart): the lines that are not valid entries are left out and answered in
 * `dropped`. Corrupt data is logged and treated as an empty cart.
 */
export function readCart(): { cart: Cart; dropped: DroppedLine[] } {
  const raw = readStorage(storageKeys.cart);
  if (!raw) return { cart: emptyCart(), dropped: [] };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isCart(parsed)) return cleanCart(parsed);
    throw new Error('cart has no items object');
  } catch (error) {
    console.error('corrupt cart data, starting with an empty cart', error);
    return { cart: emptyCart(), dropped: [] };
  }
}

/** The stored cart, its invalid lines left out (every reader sees the same clean cart: badge, cart page, checkout). */
export const loadCart = (): Cart => readCart().cart;

/** Saves the whole cart (after a merge with the account's cart, or to empty it after an order). */
export function replaceCart(cart: Cart): Cart {
  writeStorage(storageKeys.cart, JSON.stringify(cart));
  notify();
  return cart;
}

/** The cart with the entry at `key` set (replacing it), or deleted when `value` is undefined. */
export function withEntry(cart: Cart, key: string, value?: CartEntry): Cart {
  const items = { ...cart.items };
  if (value === undefined) delete items[key];
  else items[key] = value;
  return { ...cart, items };
}

/** Sets or deletes the stored cart's entry at `key` (withEntry); saves and returns the cart. */
export const updateCart = (key: string, value?: CartEntry): Cart => replaceCart(withEntry(loadCart(), key, value));

/** How many pieces the cart holds (the header badge). */
export const cartCount = (cart: Cart) =>
  Object.values(cart.items).reduce((sum, entry) => sum + (Number(entry?.quantity) || 0), 0);
