import { z } from 'zod';
import { Cart, type CartEntry } from '@pnc/schemas/shop/cart';
import type { LineProblem } from '@pnc/schemas/shop/order';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { invalid } from '../../lib/errors';

/** The cart arrives as JSON text in `data` (spec). Bad JSON or a bad shape is a 400 validation_error on `data`. */
export function parseCartText(text: string): Record<string, CartEntry> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalid({ data: ['data must be the cart as JSON text'] });
  }
  const parsed = Cart.safeParse(json);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fields[['data', ...issue.path].join('.')] ??= []).push(issue.message);
    throw invalid(fields);
  }
  return parsed.data.items;
}

export const shippingFor = (config: Config, subtotal: number) =>
  subtotal === 0 || subtotal >= config.shop.freeShippingOver ? 0 : config.shop.shippingFee;

/** Prices a cart from the database only (client prices are ignored) and names a problem per line. */
export async function priceCart(db: Db, config: Config, items: Record<string, CartEntry>) {
  const ids = [...new Set(Object.values(items).map((e) => e.item_id))];
  const rows = ids.length ? await db.selectFrom('item').selectAll().where('id', 'in', ids).execute() : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  // Several keys may name one item (different attributes): stock must cover their sum.
  const wanted = new Map<number, number>();
  for (const e of Object.values(items)) wanted.set(e.item_id, (wanted.get(e.item_id) ?? 0) + e.quantity);
  const lines = Object.entries(items).map(([key, e]) => {
    const item = byId.get(e.item_id);
    let problem: LineProblem | null = null;
    if (!item) problem = 'not_found';
    else if (!item.is_active) problem = 'inactive';
    else if (item.stock <= 0) problem = 'out_of_stock';
    else if (wanted.get(e.item_id)! > item.stock) problem = 'quantity_exceeds_stock';
    const unit = item?.price ?? 0;
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
      stock: item?.stock ?? 0,
      problem,
    };
  });
  const subtotal = lines.filter((l) => !l.problem).reduce((s, l) => s + l.subtotal, 0);
  const shipping_fee = shippingFor(config, subtotal);
  return {
    lines,
    currency: 'TWD' as const,
    subtotal,
    shipping_fee,
    total: subtotal + shipping_fee,
    ok: lines.length > 0 && lines.every((l) => !l.problem),
  };
}

export const ItemsOnly = z.object({ items: Cart.shape.items });
