import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { shortGrams } from '../src/shop/catalogue/search';
import { engines, setupApp } from './helper';
import { userWithToken } from './shop-support';
import { itemRow, seedScale } from './support/scale-data';

type Page = { count: number; results: { id: number }[] };
const ORDERINGS = ['-created_at', '-sold_count', 'price', '-price'] as const;
const keys: Record<(typeof ORDERINGS)[number], string> = {
  '-created_at': 'created_at desc',
  '-sold_count': 'sold_count desc',
  price: 'price asc',
  '-price': 'price desc',
};

/**
 * Deep pages and keyword lists answer what a plain reading of the rows answers: the same items in the same
 * order (the ordering's key, then id, newest first), and the same count, whichever index or count serves them
 * (kept gram counts, SQLite's walk of an ordering's index, PostgreSQL's ordering indexes; docs/performance.md).
 * 4,000 generated items, so some keywords match over 1,000 items (SQLite walks then), with ties on every key.
 */
describe.each(engines)('catalogue pages against a plain reading on %s', (engine) => {
  const h = setupApp(engine, { config: { answerCacheBytes: 0 } });

  /** The rows the definition picks: search_text holds the keyword, ordered by the key then id. */
  async function expected(ordering: (typeof ORDERINGS)[number], keyword: string | undefined, manager: boolean) {
    const kw = keyword?.normalize('NFKC').toLowerCase().trim();
    const position = sql.raw(engine === 'sqlite' ? 'instr' : 'strpos');
    const { rows } = await sql<{ id: number }>`select id from item
      where ${manager ? sql`1 = 1` : sql`is_active = 1`}
        and ${kw === undefined ? sql`1 = 1` : sql`${position}(search_text, ${kw}) > 0`}
      order by ${sql.raw(keys[ordering])}, id desc`.execute(h.db);
    return rows.map((r) => Number(r.id));
  }

  async function page(url: string, auth?: string) {
    const res = await h.inject({ url, headers: auth ? { authorization: auth } : {} });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  }

  /** Every page asked for (first, a walked one, one past the first quarter, the last) against the reference. */
  async function check(keyword: string | undefined, auth: string | undefined, atLeast = 1) {
    for (const ordering of ORDERINGS) {
      const want = await expected(ordering, keyword, !!auth);
      expect(want.length, `${keyword} ${ordering}`).toBeGreaterThanOrEqual(atLeast);
      const last = Math.max(0, want.length - 7);
      for (const offset of [0, 20, Math.floor(want.length / 3), 2000, last]) {
        const q = new URLSearchParams({ ordering, limit: '20', offset: String(offset) });
        if (keyword) q.set('keyword', keyword);
        const got = await page(`/api/items/?${q}`, auth);
        const where = `${keyword ?? 'all'} ${ordering} offset ${offset}${auth ? ' (manager)' : ''}`;
        expect(got.count, where).toBe(want.length);
        expect(
          got.results.map((r) => r.id),
          where,
        ).toEqual(want.slice(offset, offset + 20));
      }
    }
  }

  it('answers deep pages and keyword lists in the same order and count, after flags change whatever writes', async () => {
    await seedScale(h.db, engine, { items: 4_000, mothers: 0 });
    // Ties on every ordering key, so the id decides within them.
    await sql`update item set created_at = '2024-01-01T12:00:00.000Z' where id % 7 = 0`.execute(h.db);
    await sql`update item set sold_count = 42 where id % 5 = 0`.execute(h.db);
    const manager = await userWithToken(h, 'manager');

    const keywords = [undefined, ' 00', '紗布巾', 'gauze towel', '紗布巾 0001', '乳', '乳頭', 'a'];
    const run = async () => {
      for (const keyword of keywords) {
        await check(keyword, undefined, keyword === ' 00' || keyword === '乳' ? 1_000 : 1);
        await check(keyword, manager.auth);
      }
    };
    await run();

    // Flags change through the API and straight in the database; an item's grams written by hand take its flag.
    const nipple = await expected('-created_at', '乳頭', false);
    for (const id of nipple.slice(0, 5)) {
      const res = await manager.send('PUT', `/api/items/${id}/`, { is_active: false });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Keywords of 3+ characters: flags and texts change through the API (the text of a hidden item too) ...
    const gauze = await expected('-created_at', '紗布巾', false);
    for (const [id, payload] of [
      ...gauze.slice(0, 4).map((id) => [id, { is_active: false }] as const),
      [gauze[4]!, { is_active: false, name_tw: '改名的 布巾', name_en: 'renamed' }] as const,
      [gauze[5]!, { name_tw: '改名的 布巾', name_en: 'renamed' }] as const,
      [gauze[0]!, { name_tw: '紗布巾 改名', name_en: 'gauze towel renamed' }] as const,
    ]) {
      const res = await manager.send('PUT', `/api/items/${id}/`, payload);
      expect(res.statusCode, res.body).toBe(200);
    }
    // ... and straight in the database: flags, a hidden item's text, a hidden item deleted.
    await sql`update item set is_active = 1 - is_active where id % 11 = 0`.execute(h.db);
    await sql`update item set search_text = search_text || ' 紗布巾' where id % 13 = 0 and is_active = 0`.execute(h.db);
    const gone = (await expected('-created_at', '紗布巾', true)).find((id) => !gauze.includes(id))!;
    await h.db.deleteFrom('item_category').where('item_id', '=', gone).execute();
    await h.db.deleteFrom('item_gram').where('item_id', '=', gone).execute();
    await h.db.deleteFrom('item').where('id', '=', gone).execute();
    const handWritten = itemRow('乳頭貼 紗布巾 手寫', 'nipple pad', { is_active: 0, created_at: '2030-01-01T00:00:00.000Z' });
    const { id } = await h.db.insertInto('item').values(handWritten).returning('id').executeTakeFirstOrThrow();
    // Its grams as another writer would put them, without a flag: they take the item's.
    await h.db
      .insertInto('item_gram')
      .values(shortGrams(handWritten.search_text).map((gram) => ({ gram, item_id: id })))
      .execute();
    const flags = await h.db.selectFrom('item_gram').select('is_active').where('item_id', '=', id).execute();
    expect(new Set(flags.map((f) => f.is_active))).toEqual(new Set([0]));
    await run();
  }, 180_000);
});
