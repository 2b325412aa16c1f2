import { type CompiledQuery, sql } from 'kysely';
import type { Db } from './connect';
import { sinceLastCommit } from './commit-memo';

const compiled = new WeakMap<Db, Map<string, CompiledQuery<{ version: number | string | null }>>>();

/** How many times the counters were read from the database (tests check that SQLite reads them once per commit). */
export const versionReads = { count: 0 };

/**
 * The sum of the given tables' change counters (migration 0008): it grows with every committed write to
 * any of them, through any instance or straight into the database. Read it before the data it guards, so
 * an answer kept under a version is never older than that version. The query is compiled once per set.
 * `since`: when the request began (see sinceLastCommit).
 */
export async function dataVersion(db: Db, tables: readonly string[], since?: number): Promise<number> {
  const key = tables.join(',');
  return sinceLastCommit(db, `data_version ${key}`, () => readVersion(db, tables, key), since);
}

async function readVersion(db: Db, tables: readonly string[], key: string): Promise<number> {
  versionReads.count++;
  let byTables = compiled.get(db);
  if (!byTables) compiled.set(db, (byTables = new Map()));
  let query = byTables.get(key);
  if (!query) {
    query = sql<{ version: number | string | null }>`select sum(version) as version from data_version where name in (${sql.join(
      tables.map((t) => sql.lit(t)),
    )})`.compile(db);
    byTables.set(key, query);
  }
  const { rows } = await db.executeQuery(query);
  return Number(rows[0]?.version ?? 0);
}
