import { sql } from 'kysely';
import type { ItemVariant, ItemVariantCreate, ItemVariantUpdate } from '@pnc/schemas/shop/item-variant';
import { isUniqueViolation } from '../../accounts/unique';
import type { Db, Engine } from '../../db/connect';
import type { ItemVariantRow } from '../../db/shop.table';
import { invalid } from '../../lib/errors';
import { nowIso } from '../../lib/time';

/** Row → API: the one place variant rows become variants. */
export const toVariant = (row: ItemVariantRow): ItemVariant => ({
  id: row.id,
  item_id: row.item_id,
  name_tw: row.name_tw,
  name_en: row.name_en,
  options: JSON.parse(row.options) as ItemVariant['options'],
  sku: row.sku,
  price: row.price,
  stock: row.stock,
  sort_order: row.sort_order,
  is_active: row.is_active === 1,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** The variants of these items by item id, in sort order; the public sees only the active ones. */
export async function variantsOf(db: Db, itemIds: number[], includeInactive: boolean): Promise<Map<number, ItemVariant[]>> {
  const by = new Map<number, ItemVariant[]>();
  if (!itemIds.length) return by;
  let query = db.selectFrom('item_variant').selectAll().where('item_id', 'in', itemIds);
  if (!includeInactive) query = query.where('is_active', '=', 1);
  const rows = await query.orderBy('item_id').orderBy('sort_order').orderBy('id').execute();
  for (const r of rows) (by.get(r.item_id) ?? by.set(r.item_id, []).get(r.item_id)!).push(toVariant(r));
  return by;
}

export const hasVariants = async (db: Db, itemId: number) =>
  !!(await db.selectFrom('item_variant').select('id').where('item_id', '=', itemId).limit(1).executeTakeFirst());

const skuTaken = () => invalid({ sku: ['sku_taken'] });

/**
 * Locks the item's row first (PostgreSQL), the order every writer of an item's stock takes: order reservation
 * and release change the item's row before its variant's (checkout/reserve-stock.ts). Answers false when there is
 * no such item.
 */
async function lockItem(trx: Db, engine: Engine, itemId: number): Promise<boolean> {
  const read = trx.selectFrom('item').select('id').where('id', '=', itemId);
  return !!(await (engine === 'postgres' ? read.forUpdate() : read).executeTakeFirst());
}

/**
 * The item's stock becomes the sum of its active variants' (decision 0024). Run after the item's row is locked:
 * orders that reserve or release its variants wait for it and then change the item's stock by their own amount.
 */
async function syncItemStock(trx: Db, itemId: number) {
  await trx
    .updateTable('item')
    .set({
      stock: sql<number>`(select coalesce(sum(stock), 0) from item_variant where item_id = ${itemId} and is_active = 1)`,
      updated_at: nowIso(),
    })
    .where('id', '=', itemId)
    .execute();
}

/** Adds a variant; the item's stock becomes its variants' sum. Undefined when the item does not exist. */
export async function createVariant(db: Db, engine: Engine, itemId: number, input: ItemVariantCreate) {
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await lockItem(trx, engine, itemId))) return undefined;
      const now = nowIso();
      const row = await trx
        .insertInto('item_variant')
        .values({
          ...input,
          item_id: itemId,
          options: JSON.stringify(input.options),
          is_active: input.is_active ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await syncItemStock(trx, itemId);
      return toVariant(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw skuTaken();
    throw err;
  }
}

/** Changes the fields sent (deactivating takes its stock out of the item's). Undefined when the item has no such variant. */
export async function updateVariant(db: Db, engine: Engine, itemId: number, variantId: number, input: ItemVariantUpdate) {
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await lockItem(trx, engine, itemId))) return undefined;
      const { options, is_active, ...plain } = input;
      const row = await trx
        .updateTable('item_variant')
        .set({
          ...plain,
          ...(options && { options: JSON.stringify(options) }),
          ...(is_active !== undefined && { is_active: is_active ? 1 : 0 }),
          updated_at: nowIso(),
        })
        .where('id', '=', variantId)
        .where('item_id', '=', itemId)
        .returningAll()
        .executeTakeFirst();
      if (!row) return undefined;
      await syncItemStock(trx, itemId);
      return toVariant(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw skuTaken();
    throw err;
  }
}
