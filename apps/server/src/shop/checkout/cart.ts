import { Cart, type CartEntry } from '@pnc/schemas/shop/cart';
import { fieldErrorOf } from '@pnc/schemas/field-errors';
import type { DeliveryMethod } from '@pnc/schemas/shop/delivery';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { invalid } from '../../lib/errors';
import { judgeLines } from './line-stock';

/** The value at a path of parsed JSON (undefined where there is none). */
const valueAt = (json: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined), json);

/** The cart arrives as JSON text in `data` (spec). Bad JSON or a bad shape is a 400 validation_error on `data`. */
export function parseCartText(text: string): Record<string, CartEntry> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalid({ data: ['invalid'] }, 'data must be the cart as JSON text.');
  }
  const parsed = Cart.safeParse(json);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (fields[['data', ...issue.path].join('.')] ??= []).push(fieldErrorOf(issue, valueAt(json, issue.path)));
    throw invalid(fields);
  }
  return parsed.data.items;
}

/** The delivery fee of one method for a subtotal: none for an empty cart or at and above the free-shipping threshold. */
export const shippingFor = (config: Config, method: DeliveryMethod, subtotal: number) =>
  subtotal === 0 || subtotal >= config.shop.freeShippingOver ? 0 : config.shop.shippingFees[method];

/** How much more gives free shipping (0 once reached); an empty cart is the whole threshold away. */
export const freeShippingGap = (config: Config, subtotal: number) => Math.max(0, config.shop.freeShippingOver - subtotal);

/** Prices a cart from the database only (client prices are ignored) and names a problem per line. */
export async function priceCart(db: Db, config: Config, items: Record<string, CartEntry>, method: DeliveryMethod = 'home') {
  // Per line: its item, its variant (an item with variants is priced and stocked per variant), problem and price.
  const judge = await judgeLines(db, items);
  const lines = Object.entries(items).map(([key, e]) => {
    const { item, variant, unit, stock, problem } = judge(e);
    return {
      key,
      item_id: e.item_id,
      name_tw: item?.name_tw ?? '',
      name_en: item?.name_en ?? '',
      image: item ? ((JSON.parse(item.images) as string[])[0] ?? null) : null,
      quantity: e.quantity,
      attributes: e.attributes,
      unit_price: unit,
      subtotal: unit * e.quantity,
      stock,
      variant: variant && { id: variant.id, name_tw: variant.name_tw, name_en: variant.name_en },
      problem,
    };
  });
  const subtotal = lines.filter((l) => !l.problem).reduce((s, l) => s + l.subtotal, 0);
  const shipping_fee = shippingFor(config, method, subtotal);
  return {
    lines,
    currency: 'TWD' as const,
    subtotal,
    shipping_fee,
    total: subtotal + shipping_fee,
    ok: lines.length > 0 && lines.every((l) => !l.problem),
    delivery_method: method,
    shipping_fees: { home: shippingFor(config, 'home', subtotal), cvs: shippingFor(config, 'cvs', subtotal) },
    free_shipping_at: config.shop.freeShippingOver,
    free_shipping_gap: freeShippingGap(config, subtotal),
  };
}
