import type { Item, ItemCreate, ItemListQuery, ItemUpdate } from '@pnc/schemas/shop/item';
import type { Db, Engine } from '../../db/connect';
import type { ItemRow } from '../../db/shop.table';
import { invalid } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { keywordCondition, shortGrams, toSearchText } from './search';

type Tx = Db;

/** Row → API: the one place item rows become items. */
export function toItem(row: ItemRow, categories: number[]): Item {
  return {
    id: row.id,
    name_tw: row.name_tw,
    name_en: row.name_en,
    description_tw: row.description_tw,
    description_en: row.description_en,
    price: row.price,
    currency: row.currency as Item['currency'],
    stock: row.stock,
    images: JSON.parse(row.images) as string[],
    is_active: row.is_active === 1,
    is_featured: row.is_featured === 1,
    categories,
    attributes: JSON.parse(row.attributes) as Item['attributes'],
    sold_count: row.sold_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Items by rows, with their category ids, in the rows' order. */
export async function withCategories(db: Db, rows: ItemRow[]): Promise<Item[]> {
  if (!rows.length) return [];
  const links = await db
    .selectFrom('item_category')
    .select(['item_id', 'category_id'])
    .where(
      'item_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('category_id')
    .execute();
  const by = new Map<number, number[]>();
  for (const l of links) (by.get(l.item_id) ?? by.set(l.item_id, []).get(l.item_id)!).push(l.category_id);
  return rows.map((r) => toItem(r, by.get(r.id) ?? []));
}

export interface ListScope {
  /** category ids: an item in any of them matches. */
  categoryIds?: number[];
  /** managers see inactive items too, so they can edit them. */
  includeInactive: boolean;
}

export async function listItems(db: Db, engine: Engine, q: ItemListQuery, scope: ListScope) {
  let query = db.selectFrom('item');
  if (!scope.includeInactive) query = query.where('item.is_active', '=', 1);
  if (scope.categoryIds) {
    if (!scope.categoryIds.length) return { count: 0, rows: [] as ItemRow[] };
    const ids = scope.categoryIds;
    query = query.where('item.id', 'in', (eb) =>
      eb.selectFrom('item_category').select('item_category.item_id').where('item_category.category_id', 'in', ids),
    );
  }
  if (q.keyword) query = query.where(keywordCondition(engine, q.keyword));
  if (q.min_price !== undefined) query = query.where('item.price', '>=', q.min_price);
  if (q.max_price !== undefined) query = query.where('item.price', '<=', q.max_price);
  if (q.in_stock === true) query = query.where('item.stock', '>', 0);
  if (q.in_stock === false) query = query.where('item.stock', '=', 0);

  const { count } = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  let rows = query.selectAll('item');
  rows =
    q.ordering === 'price'
      ? rows.orderBy('item.price', 'asc')
      : q.ordering === '-price'
        ? rows.orderBy('item.price', 'desc')
        : q.ordering === '-sold_count'
          ? rows.orderBy('item.sold_count', 'desc')
          : rows.orderBy('item.created_at', 'desc');
  const list = await rows.orderBy('item.id', 'desc').limit(q.limit).offset(q.offset).execute();
  return { count: Number(count), rows: list };
}

export const findItemRow = (db: Db, id: number) => db.selectFrom('item').selectAll().where('id', '=', id).executeTakeFirst();

async function checkCategories(db: Tx, ids: number[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return unique;
  const found = await db.selectFrom('category').select('id').where('id', 'in', unique).execute();
  if (found.length !== unique.length) throw invalid({ categories: ['unknown category'] });
  return unique;
}

/** Keeps search_text and the short-keyword grams in step with the item's text, in the caller's transaction. */
async function indexText(trx: Tx, id: number, row: Pick<ItemRow, 'name_tw' | 'name_en' | 'description_tw' | 'description_en'>) {
  const text = toSearchText(row.name_tw, row.name_en, row.description_tw, row.description_en);
  await trx.updateTable('item').set({ search_text: text }).where('id', '=', id).execute();
  await trx.deleteFrom('item_gram').where('item_id', '=', id).execute();
  const grams = shortGrams(text);
  for (let i = 0; i < grams.length; i += 500) {
    await trx
      .insertInto('item_gram')
      .values(grams.slice(i, i + 500).map((gram) => ({ gram, item_id: id })))
      .execute();
  }
}

export async function createItem(db: Db, input: ItemCreate): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const categories = await checkCategories(trx, input.categories);
    const now = nowIso();
    const { id } = await trx
      .insertInto('item')
      .values({
        name_tw: input.name_tw,
        name_en: input.name_en,
        description_tw: input.description_tw,
        description_en: input.description_en,
        price: input.price,
        currency: input.currency,
        stock: input.stock,
        images: JSON.stringify(input.images),
        is_active: input.is_active ? 1 : 0,
        is_featured: input.is_featured ? 1 : 0,
        attributes: JSON.stringify(input.attributes),
        sold_count: 0,
        search_text: '',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await indexText(trx, id, input);
    if (categories.length) {
      await trx
        .insertInto('item_category')
        .values(categories.map((category_id) => ({ item_id: id, category_id })))
        .execute();
    }
    return id;
  });
}

/** Answers false when the item does not exist. */
export async function updateItem(db: Db, id: number, input: ItemUpdate): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('item').selectAll().where('id', '=', id).executeTakeFirst();
    if (!current) return false;
    const { categories, images, attributes, is_active, is_featured, ...plain } = input;
    await trx
      .updateTable('item')
      .set({
        ...plain,
        ...(images && { images: JSON.stringify(images) }),
        ...(attributes && { attributes: JSON.stringify(attributes) }),
        ...(is_active !== undefined && { is_active: is_active ? 1 : 0 }),
        ...(is_featured !== undefined && { is_featured: is_featured ? 1 : 0 }),
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .execute();
    if (['name_tw', 'name_en', 'description_tw', 'description_en'].some((k) => k in plain)) {
      await indexText(trx, id, { ...current, ...plain });
    }
    if (categories) {
      const ids = await checkCategories(trx, categories);
      await trx.deleteFrom('item_category').where('item_id', '=', id).execute();
      if (ids.length) {
        await trx
          .insertInto('item_category')
          .values(ids.map((category_id) => ({ item_id: id, category_id })))
          .execute();
      }
    }
    return true;
  });
}
