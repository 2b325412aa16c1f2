import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Item, ItemCreate, ItemListQuery, ItemUpdate } from '@pnc/schemas/shop/item';
import type { Db, Engine } from '../../db/connect';
import { prepared } from '../../db/prepared';
import type { Database } from '../../db/database';
import type { ItemRow } from '../../db/shop.table';
import { invalid } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { keywordCondition, keywordCount, keywordMatches, shortGrams, toSearchText } from './search';
import { hasVariants, variantsOf } from './variant-repository';

type Tx = Db;

/** An item row as the API reads it: every column but search_text, which only the keyword filter reads. */
type ItemFields = Omit<ItemRow, 'search_text'>;

/**
 * The columns behind an answer. Not `select *`: search_text (both languages' names and descriptions,
 * normalised) is as long as the rest of a row together, and reading it for every row of a page only
 * to drop it was a measurable share of a catalogue page's database time (docs/performance.md).
 */
export const ITEM_COLUMNS = [
  'item.id',
  'item.name_tw',
  'item.name_en',
  'item.description_tw',
  'item.description_en',
  'item.price',
  'item.currency',
  'item.stock',
  'item.images',
  'item.is_active',
  'item.is_featured',
  'item.attributes',
  'item.sold_count',
  'item.created_at',
  'item.updated_at',
] as const;

/** Row → API: the one place item rows become items. */
export function toItem(row: ItemFields, categories: number[], variants: Item['variants'] = []): Item {
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
    variants,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * Items by rows, with their category ids and their variants, in the rows' order. The public sees only active
 * variants; `inactiveVariants` (managers) shows every one.
 */
export async function withCategories(db: Db, rows: ItemFields[], opts: { inactiveVariants?: boolean } = {}): Promise<Item[]> {
  if (!rows.length) return [];
  const variants = await variantsOf(
    db,
    rows.map((r) => r.id),
    !!opts.inactiveVariants,
  );
  // Sorted here, per item: ORDER BY over the whole IN list made the database sort every link.
  const links = await db
    .selectFrom('item_category')
    .select(['item_id', 'category_id'])
    .where(
      'item_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  const by = new Map<number, number[]>();
  for (const l of links) (by.get(l.item_id) ?? by.set(l.item_id, []).get(l.item_id)!).push(l.category_id);
  return rows.map((r) => toItem(r, by.get(r.id)?.sort((a, b) => a - b) ?? [], variants.get(r.id) ?? []));
}

interface ListScope {
  /** category ids: an item in any of them matches. */
  categoryIds?: number[];
  /** managers see inactive items too, so they can edit them. */
  includeInactive: boolean;
}

/** From this many matches a page is found by walking an ordering's index (SQLite; see listItems). */
const WALK_FROM = 1000;

/** Whether the list filters the items' own rows (price, stock): no kept count covers those. */
const filtersRows = (q: ItemListQuery) => q.min_price !== undefined || q.max_price !== undefined || q.in_stock !== undefined;

/**
 * The count of a list filtered by nothing but its categories, from the counts the database keeps per
 * category (item_count, migration 0011; category 0 is every item). A sum over several categories is exact
 * only while at most one of them holds matching items (an item may sit in two), so otherwise it answers
 * undefined and the caller counts the rows.
 */
async function keptCount(db: Db, q: ItemListQuery, scope: ListScope): Promise<number | undefined> {
  if (q.keyword || filtersRows(q)) return undefined;
  let query = db
    .selectFrom('item_count')
    .select((eb) => eb.fn.sum<number | string>('n').as('n'))
    .where('category_id', 'in', scope.categoryIds ?? [0])
    .groupBy('category_id');
  if (!scope.includeInactive) query = query.where('is_active', '=', 1);
  const held = (await query.execute()).map((r) => Number(r.n)).filter((n) => n > 0);
  return held.length <= 1 ? (held[0] ?? 0) : undefined;
}

export async function listItems(db: Db, engine: Engine, q: ItemListQuery, scope: ListScope) {
  if (scope.categoryIds && !scope.categoryIds.length) return { count: 0, rows: [] as ItemFields[] };
  /**
   * The filtered items. Keyword and category filters are id lists; `walk` tests each item against the
   * list instead of looking the list's ids up (`+item.id`, which SQLite cannot use to look up rows).
   * `from`: the keyword's matches as a table (SQLite's count), joined to the items in place of the keyword filter.
   */
  const matching = (walk: boolean, from?: RawBuilder<{ id: number }>) => {
    const id = walk ? sql<number>`+item.id` : sql<number>`item.id`;
    // The joined form selects from item as the plain one does; only its FROM differs.
    let query = from
      ? (db.selectFrom(from.as('m')).innerJoin('item', 'item.id', 'm.id') as unknown as SelectQueryBuilder<
          Database,
          'item',
          object
        >)
      : db.selectFrom('item');
    if (!scope.includeInactive) query = query.where('item.is_active', '=', 1);
    const ids = scope.categoryIds;
    if (ids) {
      query = query.where(id, 'in', (eb) =>
        eb.selectFrom('item_category').select('item_category.item_id').where('item_category.category_id', 'in', ids),
      );
    }
    if (q.keyword && !from) query = query.where(keywordCondition(engine, q.keyword, id, walk));
    if (q.min_price !== undefined) query = query.where('item.price', '>=', q.min_price);
    if (q.max_price !== undefined) query = query.where('item.price', '<=', q.max_price);
    if (q.in_stock === true) query = query.where('item.stock', '>', 0);
    if (q.in_stock === false) query = query.where('item.stock', '=', 0);
    return query;
  };

  const onlyKeyword = !!q.keyword && !scope.categoryIds && !filtersRows(q);
  const count =
    (await keptCount(db, q, scope)) ??
    (onlyKeyword ? await keywordCount(db, engine, q.keyword!, scope.includeInactive) : undefined) ??
    Number(
      (
        await matching(false, engine === 'sqlite' && q.keyword ? keywordMatches(q.keyword) : undefined)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  // The count picks SQLite's plan for the page. Few matches: look them up by id and sort them. Many (a
  // common keyword, a category): walk the ordering's index (is_active, key), testing each item against
  // the match list, and stop at the page's end, which comes early while the page lies within the first
  // quarter of the matches. PostgreSQL's planner weighs this itself.
  const walk = engine === 'sqlite' && !!(q.keyword || scope.categoryIds) && count >= WALK_FROM && q.offset + q.limit <= count / 4;
  let rows = matching(walk).select(ITEM_COLUMNS);
  rows =
    q.ordering === 'price'
      ? rows.orderBy('item.price', 'asc')
      : q.ordering === '-price'
        ? rows.orderBy('item.price', 'desc')
        : q.ordering === '-sold_count'
          ? rows.orderBy('item.sold_count', 'desc')
          : rows.orderBy('item.created_at', 'desc');
  const list = await rows.orderBy('item.id', 'desc').limit(q.limit).offset(q.offset).execute();
  return { count, rows: list };
}

/** Built once (db/prepared.ts): every item page reads its item by id. */
const itemById = prepared((db: Db, id: number) => db.selectFrom('item').select(ITEM_COLUMNS).where('item.id', '=', id));

export const findItemRow = async (db: Db, id: number) => (await itemById(db, id))[0];

/** Known category ids, each once, ascending: links are written in that order (see lockCounts). */
async function checkCategories(db: Tx, ids: number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (!unique.length) return unique;
  const found = await db.selectFrom('category').select('id').where('id', 'in', unique).execute();
  if (found.length !== unique.length) throw invalid({ categories: ['not_an_id'] }, 'No such category.');
  return unique;
}

/**
 * Keeps search_text and the short-keyword grams in step with the item's text, in the caller's transaction. The
 * grams carry the item's is_active (a trigger would set it otherwise, migration 0031).
 */
async function indexText(
  trx: Tx,
  id: number,
  row: Pick<ItemRow, 'name_tw' | 'name_en' | 'description_tw' | 'description_en' | 'is_active'>,
) {
  const text = toSearchText(row.name_tw, row.name_en, row.description_tw, row.description_en);
  await trx.updateTable('item').set({ search_text: text }).where('id', '=', id).execute();
  await trx.deleteFrom('item_gram').where('item_id', '=', id).execute();
  const grams = shortGrams(text);
  for (let i = 0; i < grams.length; i += 500) {
    await trx
      .insertInto('item_gram')
      .values(grams.slice(i, i + 500).map((gram) => ({ gram, item_id: id, is_active: row.is_active })))
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
    await indexText(trx, id, { ...input, is_active: input.is_active ? 1 : 0 });
    if (categories.length) {
      await trx
        .insertInto('item_category')
        .values(categories.map((category_id) => ({ item_id: id, category_id })))
        .execute();
    }
    return id;
  });
}

/**
 * PostgreSQL: locks the kept counts (migration 0011) of every item (0) and of these categories, in key order,
 * before a transaction changes them in several statements. Each trigger locks the rows it changes in key
 * order, but an update that moves an item from category 7 to 3 would otherwise take 7 before 3 while another
 * writer holds 3 and waits for 7. Writers take their one item's row before any count. SQLite has one writer
 * at a time.
 */
async function lockCounts(trx: Tx, engine: Engine, categories: number[]) {
  if (engine !== 'postgres') return;
  await sql`select pnc_count_lock(${[0, ...categories]}::integer[])`.execute(trx);
}

/** Answers false when the item does not exist. */
export async function updateItem(db: Db, engine: Engine, id: number, input: ItemUpdate): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // The item's row first, then its counts: the order every writer of one item takes them in.
    const read = trx.selectFrom('item').selectAll().where('id', '=', id);
    const current = await (engine === 'postgres' ? read.forUpdate() : read).executeTakeFirst();
    if (!current) return false;
    // An item with variants holds their stock's sum (decision 0024): its own is set through them, never here.
    if (input.stock !== undefined && input.stock !== current.stock && (await hasVariants(trx, id))) {
      throw invalid({ stock: ['held_by_variants'] });
    }
    if (input.categories || input.is_active !== undefined) {
      const linked = await trx.selectFrom('item_category').select('category_id').where('item_id', '=', id).execute();
      await lockCounts(trx, engine, [...linked.map((l) => l.category_id), ...(input.categories ?? [])]);
    }
    const { categories, images, attributes, is_active, is_featured, ...plain } = input;
    const updated = await trx
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
      .executeTakeFirst();
    // Deleted by another transaction since it was read.
    if (!Number(updated.numUpdatedRows)) return false;
    if (['name_tw', 'name_en', 'description_tw', 'description_en'].some((k) => k in plain)) {
      const active = is_active === undefined ? current.is_active : is_active ? 1 : 0;
      await indexText(trx, id, { ...current, ...plain, is_active: active });
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
