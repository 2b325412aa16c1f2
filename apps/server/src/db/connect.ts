import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database, Db } from './database';
import { watchSqliteCommits } from './data-version';
import { rememberPgPool } from '../metrics/pg-pool';
import { timedPool } from './pg-pool';
import { pgTarget } from './pg-target';
import { GuardedSqliteDialect } from './sqlite-dialect';
import { withStatementCache } from './statement-cache';
import { type DbTimeouts, defaultTimeouts } from './timeouts';

export type Engine = Config['database']['engine'];
export type { Db };

// COUNT(*) and BIGINT arrive as strings from pg; every count we read fits a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

/** Opens the database; every wait on it ends after `timeouts` (decision 0043), 503 to the caller. */
export function connect(database: Config['database'], timeouts: DbTimeouts = defaultTimeouts): Db {
  if (database.engine === 'sqlite') {
    if (database.path !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(database.path)), { recursive: true });
    // `timeout`: how long a statement waits for another connection's lock before SQLITE_BUSY.
    const sqlite = new SQLite(database.path, { timeout: timeouts.busyMs });
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    const db = new Kysely<Database>({ dialect: new GuardedSqliteDialect({ database: withStatementCache(sqlite) }, sqlite) });
    watchSqliteCommits(db, sqlite);
    return db;
  }
  const { pool, pgPool } = timedPool(pgTarget(database), timeouts);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  rememberPgPool(db, pgPool);
  return db;
}
