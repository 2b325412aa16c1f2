import { type Insertable, sql } from 'kysely';
import type { Db, Engine } from '../../src/db/connect';
import type { ItemTable } from '../../src/db/shop.table';
import { shortGrams, toSearchText } from '../../src/shop/catalogue/search';

export interface ScaleSize {
  items: number;
  mothers: number;
}

/** The always-on size (plans only) and the size (RUN_SCALE=1). */
export const SMALL: ScaleSize = { items: 5_000, mothers: 500 };
export const LARGE: ScaleSize = { items: 100_000, mothers: 2_000 };

const ROOMS = 40;
const CATEGORIES = 20;
/** Stays are 28 days, one after another in each room, the newest ending around BOARD_FROM. */
const BOARD_FROM = '2026-11-01';

const products = [
  ['紗布巾', 'gauze towel'],
  ['哺乳衣', 'nursing top'],
  ['尿布', 'diaper'],
  ['奶瓶', 'baby bottle'],
  ['溢乳巾', 'burp cloth'],
  ['乳頭霜', 'nipple cream'],
  ['集乳袋', 'milk storage bag'],
  ['嬰兒濕紙巾', 'baby wipes'],
  ['月子茶', 'postpartum tea'],
  ['束腹帶', 'belly band'],
  ['防脹氣奶嘴', 'anti-colic teat'],
  ['包巾', 'swaddle'],
] as const;
const adjectives = [
  ['有機', 'organic'],
  ['純棉', 'cotton'],
  ['舒適', 'comfy'],
  ['輕柔', 'soft'],
  ['大容量', 'large'],
] as const;

const pad = (n: number) => String(n).padStart(6, '0');
const isoAt = (ms: number) => new Date(ms).toISOString();
const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Multi-row inserts of up to `size` rows, all in one transaction per call; answers the new ids in order. */
async function insertRows(db: Db, table: string, rows: Record<string, unknown>[], size = 500): Promise<number[]> {
  const ids: number[] = [];
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += size) {
      const batch = rows.slice(i, i + size);
      // Tables named at run time (generic centre tables); the rows are this file's own.
      const out = (await trx
        .insertInto(table as never)
        .values(batch as never)
        .returning('id' as never)
        .execute()) as unknown as { id: number }[];
      ids.push(...out.map((r) => Number(r.id)));
    }
  });
  return ids;
}

async function insertPlain(db: Db, table: string, rows: Record<string, unknown>[], size: number) {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += size)
      await trx
        .insertInto(table as never)
        .values(rows.slice(i, i + size) as never)
        .execute();
  });
}

/**
 * Generates a shop catalogue and centre stays of the given size, directly in the database (the
 * routes would take minutes): items with their search text, short-keyword grams and categories,
 * mothers with one stay each. Items go in chunks of 5,000, each chunk in its own transaction.
 * Then ANALYZE, so PostgreSQL's planner knows the sizes; on PostgreSQL VACUUM too, which marks the pages
 * all-visible as autovacuum does after bulk inserts: index-only scans (a short keyword's count, a deep page's
 * index) otherwise read each row from the table, and how many they read depended on whether autovacuum had
 * come yet.
 */
export async function seedScale(db: Db, engine: Engine, size: ScaleSize) {
  // Generated data need not survive a power cut: SQLite skips its fsyncs while seeding (about 3x faster).
  if (engine === 'sqlite') await sql`pragma synchronous = off`.execute(db);
  try {
    await generate(db, size);
  } finally {
    if (engine === 'sqlite') await sql`pragma synchronous = full`.execute(db);
  }
  await (engine === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
}

/** An item row as the app writes it, its search_text made from its names; `fields` sets any other column. */
export function itemRow(name_tw: string, name_en: string, fields: Partial<Insertable<ItemTable>> = {}) {
  const at = '2026-01-01T00:00:00.000Z';
  const row: Insertable<ItemTable> = {
    name_tw,
    name_en,
    description_tw: '',
    description_en: '',
    price: 100,
    currency: 'TWD',
    stock: 1,
    images: '[]',
    is_active: 1,
    is_featured: 0,
    attributes: '{}',
    sold_count: 0,
    search_text: toSearchText(name_tw, name_en, '', ''),
    created_at: at,
    updated_at: at,
  };
  return { ...row, ...fields };
}

async function generate(db: Db, size: ScaleSize) {
  const base = Date.parse('2024-01-01T00:00:00Z');
  const categoryRows = Array.from({ length: CATEGORIES }, (_, i) => ({
    name_tw: `分類${i + 1}`,
    name_en: `Category ${i + 1}`,
    parent_id: null,
    sort_order: i,
    image_url: '',
    created_at: isoAt(base),
    updated_at: isoAt(base),
  }));
  const categories = await insertRows(db, 'category', categoryRows);

  for (let start = 0; start < size.items; start += 5_000) {
    const n = Math.min(5_000, size.items - start);
    const rows = Array.from({ length: n }, (_, k) => {
      const i = start + k;
      const [tw, en] = products[i % products.length]!;
      const [atw, aen] = adjectives[Math.floor(i / products.length) % adjectives.length]!;
      const name_tw = `${atw}${tw} ${pad(i)}`;
      const name_en = `${aen} ${en} ${pad(i)}`;
      const at = isoAt(base + i * 60_000);
      return itemRow(name_tw, name_en, {
        price: 100 + ((i * 37) % 2_000),
        stock: i % 10,
        // One in twenty is inactive, so the is_active condition filters something.
        is_active: i % 20 === 0 ? 0 : 1,
        is_featured: i % 50 === 0 ? 1 : 0,
        sold_count: (i * 7919) % 5_000,
        created_at: at,
        updated_at: at,
      });
    });
    const ids = await insertRows(db, 'item', rows);
    const grams = ids.flatMap((id, k) =>
      shortGrams(rows[k]!.search_text).map((gram) => ({ gram, item_id: id, is_active: rows[k]!.is_active })),
    );
    await insertPlain(db, 'item_gram', grams, 5_000);
    await insertPlain(
      db,
      'item_category',
      // Runs of 7, so every category holds active and inactive items.
      ids.map((id, k) => ({ item_id: id, category_id: categories[Math.floor((start + k) / 7) % CATEGORIES]! })),
      5_000,
    );
  }

  const now = isoAt(base);
  const [roomType] = await insertRows(db, 'room_type', [
    { name_tw: '標準房', name_en: 'Standard', daily_rate: 8_000, capacity: 2, created_at: now, updated_at: now },
  ]);
  const rooms = await insertRows(
    db,
    'room',
    Array.from({ length: ROOMS }, (_, r) => ({
      number: String(200 + r),
      floor: 2 + Math.floor(r / 10),
      room_type: roomType,
      status: 'available',
      created_at: now,
      updated_at: now,
    })),
  );
  const mothers = await insertRows(
    db,
    'mother',
    Array.from({ length: size.mothers }, (_, i) => ({
      name: `${['王', '林', '陳', '張', '李'][i % 5]}小美${pad(i)}`,
      phone: `0912-${pad(i).slice(2)}`,
      created_at: now,
      updated_at: now,
    })),
  );
  // Each room holds one stay after another; the last slot starts just before BOARD_FROM.
  const slots = Math.ceil(size.mothers / ROOMS);
  const firstDay = dayAfter(BOARD_FROM, -30 * (slots - 1) - 10);
  await insertRows(
    db,
    'mom_living_record',
    mothers.map((mother, i) => {
      const start = dayAfter(firstDay, 30 * Math.floor(i / ROOMS));
      return {
        mother,
        room: rooms[i % ROOMS],
        start_date: start,
        end_date: dayAfter(start, 28),
        created_at: now,
        updated_at: now,
      };
    }),
  );
}

/**
 * The routes whose plans and timings matter at scale; `staff` ones need a staff token. `broad` ones
 * match a large share of the items (all, 1 in 12, 1 in 20), so their page count is one pass over
 * those rows whatever the plan.
 */
export function scaleRoutes(firstCategoryId: number): { name: string; url: string; staff?: boolean; broad?: boolean }[] {
  return [
    { name: 'item list', url: '/api/items/?limit=20', broad: true },
    { name: 'item list, deep page', url: '/api/items/?limit=20&offset=2000', broad: true },
    { name: 'item list by price', url: '/api/items/?limit=20&ordering=price', broad: true },
    { name: 'item list by sales', url: '/api/items/?limit=20&ordering=-sold_count', broad: true },
    { name: 'keyword (4+ chars, rare)', url: `/api/items/?limit=20&keyword=${encodeURIComponent('紗布巾 000132')}` },
    { name: 'keyword (4+ chars, common)', url: `/api/items/?limit=20&keyword=${encodeURIComponent('gauze towel')}`, broad: true },
    { name: 'keyword (3 chars, common)', url: `/api/items/?limit=20&keyword=${encodeURIComponent('紗布巾')}`, broad: true },
    { name: 'keyword (2-char CJK)', url: `/api/items/?limit=20&keyword=${encodeURIComponent('乳頭')}`, broad: true },
    { name: 'category items', url: `/api/categories/${firstCategoryId}/items/?limit=20`, broad: true },
    { name: 'mother list', url: '/api/mother/', staff: true, broad: true },
    // One mother on both sizes (the 43rd): the same answer, so only the search's own cost can differ. ('小美0001'
    // until 2026-11-24 matched no one among 100 mothers and a full page of 100 among 2,000.)
    { name: 'mother search', url: `/api/mother/?name=${encodeURIComponent('小美000042')}`, staff: true },
    { name: 'room board', url: `/api/mom_living_record/?from_date=${BOARD_FROM}&duration=60&limit=1000`, staff: true },
  ];
}
