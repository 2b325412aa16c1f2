import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Engine } from '../../db/connect';

/** What keyword search reads: both languages' names and descriptions, NFKC-normalised and lower-cased (English without regard to case). */
export const toSearchText = (...parts: string[]) => parts.join('\n').normalize('NFKC').toLowerCase();

export const normaliseKeyword = (keyword: string) => keyword.normalize('NFKC').toLowerCase().trim();

/** Every distinct 1- and 2-character piece of a text (by code point), whitespace-only pieces left out. */
export function shortGrams(text: string): string[] {
  const chars = [...text];
  const out = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    const one = chars[i]!;
    if (!/^\s$/u.test(one)) out.add(one);
    const two = one + (chars[i + 1] ?? '');
    if (i + 1 < chars.length && !/^\s+$/u.test(two)) out.add(two);
  }
  return [...out];
}

/**
 * The keyword condition on `item.id`, always served by an index:
 * - 3 or more characters: SQLite's FTS5 trigram table (MATCH on a quoted phrase is a substring search)
 *   or PostgreSQL's pg_trgm GIN index (LIKE '%kw%' on the lower-cased search_text);
 * - 1 or 2 characters (乳頭, 尿布): trigrams cannot serve them, so the item_gram table answers by equality on its primary key.
 * `id` is the item id the condition tests (`item.id`, or SQLite's `+item.id` for a list that walks an ordering's index).
 */
export function keywordCondition(engine: Engine, keyword: string, id: RawBuilder<number> = sql`item.id`): Expression<SqlBool> {
  const kw = normaliseKeyword(keyword);
  if ([...kw].length < 3) {
    return sql<SqlBool>`${id} in (select item_gram.item_id from item_gram where item_gram.gram = ${kw})`;
  }
  if (engine === 'sqlite') {
    const phrase = `"${kw.replace(/"/g, '""')}"`;
    return sql<SqlBool>`${id} in (select item_fts.rowid from item_fts where item_fts match ${phrase})`;
  }
  const pattern = `%${kw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`item.search_text like ${pattern}`;
}
