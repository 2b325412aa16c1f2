import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { keywordCondition } from '../src/shop/catalogue/search';
import { engines, migratedDatabase, setupApp } from './helper';
import { makeItem, userWithToken } from './shop-support';
import { itemRow } from './support/scale-data';

describe.each(engines)('shop keyword search on %s', (engine) => {
  const h = setupApp(engine);
  const ids: Record<string, number> = {};

  const search = async (keyword: string) => {
    const res = await h.inject({ method: 'GET', url: `/api/items/?keyword=${encodeURIComponent(keyword)}&limit=100` });
    expect(res.statusCode).toBe(200);
    return (res.json().results as { id: number }[]).map((i) => i.id).sort((a, b) => a - b);
  };

  it('finds Chinese inside words and English without regard to case', async () => {
    const manager = await userWithToken(h, 'manager');
    ids.lanolin = (
      await makeItem(h, manager, {
        name_tw: '羊毛脂乳頭霜',
        name_en: 'Lanolin Nipple Cream',
        description_en: 'Soothes cracked nipples.',
      })
    ).id;
    ids.bra = (await makeItem(h, manager, { name_tw: '哺乳內衣', name_en: 'Nursing Bra', description_tw: '單手開扣' })).id;
    ids.meal = (
      await makeItem(h, manager, { name_tw: '麻油雞', name_en: 'Sesame Oil Chicken', description_tw: '溫補月子餐 100% 純黑麻油' })
    ).id;

    expect(await search('乳頭')).toEqual([ids.lanolin]);
    expect(await search('羊毛脂乳頭')).toEqual([ids.lanolin]);
    expect(await search('LANOLIN')).toEqual([ids.lanolin]);
    expect(await search('nipple cream')).toEqual([ids.lanolin]);
    expect(await search('哺乳')).toEqual([ids.bra]);
    expect(await search('乳')).toEqual([ids.lanolin, ids.bra]);
    expect(await search('單手開扣')).toEqual([ids.bra]); // description_tw
    expect(await search('sesame oil')).toEqual([ids.meal]);
    expect(await search('ＳＥＳＡＭＥ')).toEqual([ids.meal]); // full-width letters fold to ASCII
    expect(await search('100%')).toEqual([ids.meal]);
    // 3 characters (PostgreSQL's item_gram3, migration 0033): CJK, English in any case, a space inside.
    expect(await search('麻油雞')).toEqual([ids.meal]);
    expect(await search('BRA')).toEqual([ids.bra]);
    expect(await search('% 純')).toEqual([ids.meal]);
    expect(await search('油雞 ')).toEqual([ids.meal]);
    expect(await search('a c')).toEqual([]);
    expect(await search('10%')).toEqual([]); // % is a literal, not a wildcard
    expect(await search('"')).toEqual([]);
    expect(await search('a"b"c')).toEqual([]);
    expect(await search('尿布')).toEqual([]);
  });

  // A match is "the text holds the keyword" on both engines: no character is folded into another beyond NFKC and
  // lower case (SQLite's trigram indexes are case-sensitive, migration 0032; FTS5's folding took ς for σ).
  it('keeps characters apart that only a search index would fold together', async () => {
    const manager = await userWithToken(h, 'manager');
    const { id } = await makeItem(h, manager, { name_tw: '希臘文', name_en: 'ΛΌΓΟΣ book' });
    expect(await search('λόγος')).toEqual([id]);
    expect(await search('όγοσ')).toEqual([]);
    const res = await h.inject({ method: 'GET', url: `/api/items/?keyword=${encodeURIComponent('όγοσ')}` });
    expect(res.json().count).toBe(0);
    await manager.send('DELETE', `/api/items/${id}/`);
  });

  it('follows edits and deletions', async () => {
    const manager = await userWithToken(h, 'manager');
    await manager.send('PUT', `/api/items/${ids.bra}/`, { name_tw: '孕婦內褲', name_en: 'Maternity Briefs' });
    expect(await search('哺乳')).toEqual([]);
    expect(await search('孕婦')).toEqual([ids.bra]);
    expect(await search('maternity')).toEqual([ids.bra]);
    await manager.send('DELETE', `/api/items/${ids.bra}/`);
    expect(await search('maternity')).toEqual([]);
    expect(await search('孕婦')).toEqual([]);
    // Combined with other filters.
    const res = await h.inject({ method: 'GET', url: '/api/items/?keyword=lanolin&min_price=101' });
    expect(res.json().count).toBe(0);
  });

  it('answers keyword searches from an index, not a scan', async () => {
    const plan = async (keyword: string) => {
      const compiled = h.db.selectFrom('item').select('item.id').where(keywordCondition(engine, keyword)).compile();
      const prefix = engine === 'sqlite' ? 'explain query plan ' : 'explain ';
      return h.db.connection().execute(async (conn) => {
        // With a handful of rows PostgreSQL would rightly prefer a scan; turning scans off shows the index can serve the query.
        if (engine === 'postgres') await sql`set enable_seqscan = off`.execute(conn);
        const rows = (await conn.executeQuery(CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]))).rows;
        if (engine === 'postgres') await sql`reset enable_seqscan`.execute(conn);
        return JSON.stringify(rows);
      });
    };
    const long = await plan('lanolin');
    const short = await plan('乳頭');
    const three = await plan('麻油雞');
    if (engine === 'sqlite') {
      expect(long).toMatch(/VIRTUAL TABLE INDEX/);
      expect(long).toMatch(/item_fts/);
      expect(short).toMatch(/item_gram.*(INDEX|PRIMARY KEY)/);
      expect(short).not.toMatch(/SCAN item_gram/);
      expect(three).toMatch(/VIRTUAL TABLE INDEX/);
    } else {
      expect(long).toMatch(/item_search_trgm/);
      expect(short).toMatch(/item_gram_pk/);
      expect(three).toMatch(/item_gram3_pkey/);
      expect(three).not.toMatch(/item_search_trgm/);
    }
  });
});

/** The 3-character pieces migration 0033 keeps (none starts or ends with whitespace), each with its flag. */
const threes = (text: string, flag: number) => {
  const c = [...text];
  const pieces = c.slice(0, -2).map((_, i) => c.slice(i, i + 3).join(''));
  return [...new Set(pieces.filter((p) => !/^\s|\s$/u.test(p)))].map((p) => `${p}:${flag}`).sort();
};

describe.runIf(engines.includes('postgres'))('PostgreSQL: item_gram3 (migration 0033)', () => {
  it('holds the 3-character pieces of the items written before it, and follows any writer after it', async () => {
    const db = await migratedDatabase('postgres', '0032-keyword-count-active');
    const pieces = async (id: number) =>
      (await sql<{ p: string }>`select gram || ':' || is_active as p from item_gram3 where item_id = ${id}`.execute(db)).rows
        .map((r) => r.p)
        .sort();
    const insert = async (row: ReturnType<typeof itemRow>) =>
      (await db.insertInto('item').values(row).returning('id').executeTakeFirstOrThrow()).id;
    const rows = [
      itemRow('紗布巾 三入', 'Gauze  Towel'),
      itemRow('麻油雞 100% 純', '🍲 oil', { is_active: 0 }),
      itemRow('襪', 'x'),
    ];
    const ids = await Promise.all(rows.map(insert));
    await migrateToLatest(db, 'postgres');
    for (const [k, row] of rows.entries()) expect(await pieces(ids[k]!)).toEqual(threes(row.search_text, row.is_active!));
    // Straight in the database, as an instance of the previous release would write: text and flag, a new item.
    await sql`update item set search_text = 'abcd', is_active = 0 where id = ${ids[0]!}`.execute(db);
    expect(await pieces(ids[0]!)).toEqual(['abc:0', 'bcd:0']);
    const added = itemRow('新品', 'new');
    expect(await pieces(await insert(added))).toEqual(threes(added.search_text, 1));
  });
});
