import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db, Engine } from '../../db/connect';

/** What keyword search reads: both languages' names and descriptions, NFKC-normalised and lower-cased (English without regard to case). */
export const toSearchText = (...parts: string[]) => parts.join('\n').normalize('NFKC').toLowerCase();

const normaliseKeyword = (keyword: string) => keyword.normalize('NFKC').toLowerCase().trim();

/** Every distinct 1- and 2-character piece of a text (by code point), whitespace-only pieces left out. */
export function shortGrams(text: string): string[] {
  const chars = [...text];
  const out = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    const one = chars[i]!;
    if (!/^\s$/u.test(one)) out.add(one);
    const next = chars[i + 1];
    if (next !== undefined && !/^\s+$/u.test(one + next)) out.add(one + next);
  }
  return [...out];
}

/** Keywords of 1 or 2 characters: trigrams cannot serve them; the item_gram table does. */
const isShort = (kw: string) => [...kw].length < 3;

/**
 * The table of pieces a keyword is looked up in by equality: item_gram for 1 or 2 characters; on PostgreSQL,
 * item_gram3 for 3 (kept by a trigger, migration 0033), whose count reads index entries where pg_trgm's LIKE reads
 * each match's row. SQLite's FTS5 counts a 3-character keyword from its own index.
 */
const gramTable = (engine: Engine, kw: string) =>
  isShort(kw) ? 'item_gram' : engine === 'postgres' && [...kw].length === 3 ? 'item_gram3' : undefined;

/**
 * The keyword condition on `item.id`, always served by an index:
 * - 3 or more characters: SQLite's FTS5 trigram table (MATCH on a quoted phrase is a substring search)
 *   or PostgreSQL's pg_trgm GIN index (LIKE '%kw%' on the lower-cased search_text), 3 there from item_gram3;
 * - 1 or 2 characters (乳頭, 尿布): trigrams cannot serve them, so the item_gram table answers by equality on its primary key.
 * `id` is the item id the condition tests (`item.id`, or SQLite's `+item.id` for a list that walks an ordering's index).
 * `probe`: the caller tests a few items (a walk), so each one is tested by itself instead of listing every match
 * first: a short keyword is looked up in item_gram, a longer one in the item's own search_text with instr(), which
 * is what the case-sensitive trigram index matches (migration 0032).
 */
export function keywordCondition(
  engine: Engine,
  keyword: string,
  id: RawBuilder<number> = sql`item.id`,
  probe = false,
): Expression<SqlBool> {
  const kw = normaliseKeyword(keyword);
  const grams = gramTable(engine, kw);
  if (grams) {
    const table = sql.table(grams);
    return probe
      ? sql<SqlBool>`exists (select 1 from ${table} where ${table}.gram = ${kw} and ${table}.item_id = ${id})`
      : sql<SqlBool>`${id} in (select ${table}.item_id from ${table} where ${table}.gram = ${kw})`;
  }
  if (engine === 'sqlite') {
    if (probe) return sql<SqlBool>`instr(item.search_text, ${kw}) > 0`;
    return sql<SqlBool>`${id} in (select item_fts.rowid from item_fts where item_fts match ${ftsPhrase(kw)})`;
  }
  return sql<SqlBool>`item.search_text like ${likePattern(kw)}`;
}

/** PostgreSQL: LIKE's pattern for "holds kw", its wildcards escaped. */
const likePattern = (kw: string) => `%${kw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ftsPhrase = (kw: string) => `"${kw.replace(/"/g, '""')}"`;

/**
 * SQLite: the keyword's matches as a table of item ids (`id`), from the same indexes as keywordCondition, for a
 * count to start from and look each match up once, not copy every match into a temporary list first.
 */
export function keywordMatches(keyword: string): RawBuilder<{ id: number }> {
  const kw = normaliseKeyword(keyword);
  return isShort(kw)
    ? sql`(select item_gram.item_id as id from item_gram where item_gram.gram = ${kw})`
    : sql`(select item_fts.rowid as id from item_fts where item_fts match ${ftsPhrase(kw)})`;
}

/** Up to this many matches, SQLite counts a keyword of 3+ characters by looking its items up (keywordCount). */
const FEW_MATCHES = 100;

/**
 * The count of a keyword's matches with no other filter, from its index, not from every match's row; the public's
 * count leaves out the items it does not see:
 * - 1 or 2 characters, and 3 on PostgreSQL: the gram's rows, less those of inactive items (item_gram.is_active,
 *   migration 0031, item_gram3's 0033; the literal 0 lets PostgreSQL use the partial index);
 * - 3 or more on SQLite: item_fts's matches, less item_fts_hidden's (the items with is_active not 1, migration 0032);
 *   the public's count of at most FEW_MATCHES matches looks their rows up instead;
 * - 3 or more on PostgreSQL, the public's: LIKE over item_search_active, the active items' text alone (0032), as
 *   pg_trgm's index needs each candidate's row to check LIKE. Undefined for a manager: the item rows are counted.
 */
export async function keywordCount(
  db: Db,
  engine: Engine,
  keyword: string,
  includeInactive: boolean,
): Promise<number | undefined> {
  const kw = normaliseKeyword(keyword);
  let all: RawBuilder<number>;
  let hidden: RawBuilder<number>;
  const grams = gramTable(engine, kw);
  if (grams) {
    const table = sql.table(grams);
    all = sql`(select count(*) from ${table} where ${table}.gram = ${kw})`;
    hidden = sql`(select count(*) from ${table} where ${table}.gram = ${kw} and ${table}.is_active = 0)`;
  } else if (engine === 'sqlite') {
    if (!includeInactive) {
      // Few matches: looking their rows up by id costs less than reading the second index, whose lists of common
      // trigrams (` 00`) are long whatever the keyword matches.
      const { rows: few } = await sql<{ id: number }>`select item_fts.rowid as id from item_fts
          where item_fts match ${ftsPhrase(kw)} limit ${FEW_MATCHES + 1}`.execute(db);
      if (few.length <= FEW_MATCHES) {
        if (!few.length) return 0;
        const ids = few.map((r) => r.id);
        const { rows } = await sql<{ n: number }>`select count(*) as n from item
            where item.id in (${sql.join(ids)}) and item.is_active = 1`.execute(db);
        return Number(rows[0]!.n);
      }
    }
    all = sql`(select count(*) from item_fts where item_fts match ${ftsPhrase(kw)})`;
    hidden = sql`(select count(*) from item_fts_hidden where item_fts_hidden match ${ftsPhrase(kw)})`;
  } else if (includeInactive) return undefined;
  else {
    all = sql`(select count(*) from item_search_active where item_search_active.search_text like ${likePattern(kw)})`;
    hidden = sql`0`;
  }
  const { rows } = await sql<{ n: number | string }>`select ${all} - ${includeInactive ? sql`0` : hidden} as n`.execute(db);
  return Number(rows[0]!.n);
}
