import type { CartEntry } from '@pnc/schemas/shop/cart';
import type { Db } from '../../db/connect';
import type { ItemRow, ItemVariantRow } from '../../db/shop.table';
import { AppError, invalid } from '../../lib/errors';
import { toItem } from '../catalogue/item-repository';
import { toVariant } from '../catalogue/variant-repository';

const outOfStock = (key: string) =>
  new AppError(409, 'out_of_stock', 'Some items are no longer in stock in that quantity.', {
    [`items.${key}`]: ['out_of_stock'],
  });

const variantField = (key: string, code: 'variant_required' | 'wrong_variant') =>
  invalid({ [`data.items.${key}.variant_id`]: [code] });

/**
 * The order lines are reserved in: by item, then variant. Every writer of an item's stock takes the item's row
 * before its variants' (here, on release, and the variant editor), so two orders never wait on each other in a
 * circle on PostgreSQL.
 */
export const byLockOrder = (a: CartEntry, b: CartEntry) => a.item_id - b.item_id || (a.variant_id ?? 0) - (b.variant_id ?? 0);

interface ReservedLine {
  item: ItemRow;
  variant: ItemVariantRow | null;
  /** the variant's price when it has its own, else the item's. */
  unitPrice: number;
}

/** The item without its live counts and variant list, plus what was chosen: the line's saved_item_json. */
export function lineSnapshot(line: ReservedLine, entry: CartEntry) {
  const { stock: _stock, sold_count: _sold, categories: _categories, variants: _variants, ...kept } = toItem(line.item, []);
  const v = line.variant && toVariant(line.variant);
  return {
    ...kept,
    chosen_attributes: entry.attributes,
    variant: v && { id: v.id, name_tw: v.name_tw, name_en: v.name_en, options: v.options, sku: v.sku, price: v.price },
  };
}

/** The line's quantity off the item's stock and onto its sold count, only while it is on sale with enough in stock. */
const takeItemStock = (trx: Db, e: CartEntry) =>
  trx
    .updateTable('item')
    .set((eb) => ({ stock: eb('stock', '-', e.quantity), sold_count: eb('sold_count', '+', e.quantity) }))
    .where('id', '=', e.item_id)
    .where('is_active', '=', 1)
    .where('stock', '>=', e.quantity);

/**
 * Reserves one cart line inside the order's transaction, or throws (the transaction then rolls back every line).
 * An item without variants: one conditional UPDATE of its stock. An item with variants is sold only through one of
 * them: the item's row first (its stock is their sum, decision 0024), then one conditional UPDATE of the variant's
 * stock (stock >= quantity): of two orders for its last unit, one wins. A line without a variant for an item that
 * has them, or with another item's variant, is 400 on `data.items.<key>.variant_id`; a short line is 409.
 */
export async function reserveLine(trx: Db, key: string, e: CartEntry): Promise<ReservedLine> {
  if (e.variant_id === undefined) {
    const item = await takeItemStock(trx, e)
      .where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom('item_variant').select('item_variant.id').whereRef('item_variant.item_id', '=', 'item.id')),
        ),
      )
      .returningAll()
      .executeTakeFirst();
    if (item) return { item, variant: null, unitPrice: item.price };
    const withVariants = await trx
      .selectFrom('item_variant')
      .select('id')
      .where('item_id', '=', e.item_id)
      .limit(1)
      .executeTakeFirst();
    throw withVariants ? variantField(key, 'variant_required') : outOfStock(key);
  }
  // A variant's item never changes: read outside any lock, it says whether the line names one of this item's.
  const owner = await trx.selectFrom('item_variant').select('item_id').where('id', '=', e.variant_id).executeTakeFirst();
  if (owner?.item_id !== e.item_id) throw variantField(key, 'wrong_variant');
  const item = await takeItemStock(trx, e).returningAll().executeTakeFirst();
  if (!item) throw outOfStock(key);
  const variant = await trx
    .updateTable('item_variant')
    .set((eb) => ({ stock: eb('stock', '-', e.quantity) }))
    .where('id', '=', e.variant_id)
    .where('is_active', '=', 1)
    .where('stock', '>=', e.quantity)
    .returningAll()
    .executeTakeFirst();
  if (!variant) throw outOfStock(key);
  return { item, variant, unitPrice: variant.price ?? item.price };
}

/**
 * Puts one order line's stock back (the caller guards that an order releases once). A variant's line returns to
 * the variant, and to the item's sum while the variant is on sale; the item's row is changed first (lock order).
 * A line from before the item had variants returns only its sold count: its units have no variant to go back to,
 * and the item's stock stays its variants' sum (decision 0024).
 */
export async function releaseLine(trx: Db, l: { item_id: number; variant_id: number | null; quantity: number }) {
  if (l.variant_id === null) {
    const res = await trx
      .updateTable('item')
      .set((eb) => ({ stock: eb('stock', '+', l.quantity), sold_count: eb('sold_count', '-', l.quantity) }))
      .where('id', '=', l.item_id)
      .where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom('item_variant').select('item_variant.id').whereRef('item_variant.item_id', '=', 'item.id')),
        ),
      )
      .executeTakeFirst();
    if (Number(res.numUpdatedRows)) return;
  }
  await trx
    .updateTable('item')
    .set((eb) => ({ sold_count: eb('sold_count', '-', l.quantity) }))
    .where('id', '=', l.item_id)
    .execute();
  if (l.variant_id === null) return;
  const variant = await trx
    .updateTable('item_variant')
    .set((eb) => ({ stock: eb('stock', '+', l.quantity) }))
    .where('id', '=', l.variant_id)
    .returning('is_active')
    .executeTakeFirst();
  if (variant?.is_active) {
    await trx
      .updateTable('item')
      .set((eb) => ({ stock: eb('stock', '+', l.quantity) }))
      .where('id', '=', l.item_id)
      .execute();
  }
}
