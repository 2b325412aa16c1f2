import { type CompiledQuery, sql } from 'kysely';
import type { Db } from './connect';
import { WalHeader } from './wal-header';

const compiled = new WeakMap<Db, Map<string, CompiledQuery<{ version: number | string | null }>>>();
const walHeaders = new WeakMap<Db, WalHeader>();
/** The versions last read, by table set, and the WAL-index header seen just before they were read. */
const lastRead = new WeakMap<Db, { header: string; versions: Map<string, number> }>();

/** How many times the counters were read from the database (tests check the header spares them). */
export const versionReads = { count: 0 };

/**
 * An SQLite file in WAL mode: dataVersion then asks the database only when its WAL-index header has changed
 * since the last read, i.e. when something was committed (wal-header.ts). Returns what closes the file.
 */
export function watchSqliteCommits(db: Db, path: string) {
  const header = new WalHeader(`${path}-shm`);
  walHeaders.set(db, header);
  return () => header.close();
}

/**
 * The sum of the given tables' change counters (migration 0008): it grows with every committed write to
 * any of them, through any instance or straight into the database. Read it before the data it guards, so
 * an answer kept under a version is never older than that version. The query is compiled once per set.
 */
export async function dataVersion(db: Db, tables: readonly string[]): Promise<number> {
  const key = tables.join(',');
  // The header is read before the counters: counters read after it are at least as new as it, so they are
  // reused only while it is unchanged, i.e. while nothing has been committed since.
  const header = walHeaders.get(db)?.read();
  const last = lastRead.get(db);
  if (header !== undefined && last?.header === header) {
    const version = last.versions.get(key);
    if (version !== undefined) return version;
  }
  const version = await readVersion(db, tables, key);
  if (header !== undefined) {
    const kept = lastRead.get(db);
    if (kept?.header === header) kept.versions.set(key, version);
    else lastRead.set(db, { header, versions: new Map([[key, version]]) });
  }
  return version;
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
