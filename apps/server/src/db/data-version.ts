import type SQLite from 'better-sqlite3';
import { type CompiledQuery, sql } from 'kysely';
import type { Db } from './database';

/**
 * Tables without a change counter: sessions, throttling, captcha and one-time keys change on nearly every
 * request that touches them, the audit log on every centre write, and Kysely's own tables are not data.
 * No kept answer may read them (cachedAnswer refuses such a route at start-up). Migrations keep their own copy.
 */
export const UNVERSIONED_TABLES: readonly string[] = [
  'auth_token',
  'throttle',
  'captcha',
  'one_time_key',
  'audit_log',
  'data_version',
  'kysely_migration',
  'kysely_migration_lock',
];

/** How many times the counters were read from the database (a test checks that SQLite reads them once per commit). */
export const versionReads = { count: 0 };

interface SqliteCommits {
  sqlite: SQLite.Database;
  /** PRAGMA data_version (moves when another connection commits) and total_changes() (this connection's writes). */
  state: SQLite.Statement;
  /** Counter sums read while the state was `state`, by table set. */
  memo: { state: string; versions: Map<string, number> };
}

const sqliteCommits = new WeakMap<Db, SqliteCommits>();
const compiled = new WeakMap<Db, Map<string, CompiledQuery<{ version: number | string | null }>>>();

/**
 * An SQLite connection: counter sums are kept until anything is committed to the file, by this connection
 * (total_changes() moves with every row it writes, triggers' rows included) or by any other connection or
 * process (`PRAGMA data_version`, https://sqlite.org/pragma.html#pragma_data_version).
 */
export function watchSqliteCommits(db: Db, sqlite: SQLite.Database) {
  const state = sqlite.prepare('select data_version, total_changes() from pragma_data_version').raw();
  sqliteCommits.set(db, { sqlite, state, memo: { state: '', versions: new Map() } });
}

/**
 * The sum of the given tables' change counters (migrations 0008 and 0010): it grows with every committed write
 * to any of them, through any instance or straight into the database. Read it before the data it guards, so an
 * answer kept under a version is never older than that version.
 *
 * On SQLite the sum is read once per commit: the commit state is read first, outside any transaction (inside
 * one it would be that transaction's snapshot, so the counters are read through Kysely, after it ends), and a
 * sum read after it is at least as new as that state.
 */
export async function dataVersion(db: Db, tables: readonly string[]): Promise<number> {
  const w = sqliteCommits.get(db);
  if (!w || w.sqlite.inTransaction) return readVersion(db, tables);
  const state = (w.state.get() as [number, number]).join(' ');
  if (w.memo.state !== state) w.memo = { state, versions: new Map() };
  const { versions } = w.memo;
  const key = tables.join(',');
  const kept = versions.get(key);
  if (kept !== undefined) return kept;
  const version = await readVersion(db, tables);
  versions.set(key, version);
  return version;
}

async function readVersion(db: Db, tables: readonly string[]): Promise<number> {
  versionReads.count++;
  const key = tables.join(',');
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
