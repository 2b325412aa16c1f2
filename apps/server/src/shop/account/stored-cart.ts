import { CartEntry } from '@pnc/schemas/shop/cart';

type Items = Record<string, CartEntry>;

/**
 * Reads the cart text saved on an account. Lines that are not a valid cart entry (an item id or a quantity that is
 * not a positive whole number, a quantity over 999) are dropped whole, never rounded or clamped into something the
 * customer did not choose; corrupt text is an empty cart (spec). `dropped` names the keys left out, for the log.
 */
export function readStoredCart(text: string): { items: Items; dropped: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { items: {}, dropped: ['*'] };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { items: {}, dropped: ['*'] };
  const items: Items = {};
  const dropped: string[] = [];
  for (const [key, value] of Object.entries(json)) {
    const entry = CartEntry.safeParse(value);
    if (entry.success) items[key] = entry.data;
    else dropped.push(key);
  }
  return { items, dropped };
}
