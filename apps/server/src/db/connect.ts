import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './database';
import { watchSqliteCommits } from './data-version';
import { rememberPgPool } from '../metrics/pg-pool';
import { pgTarget } from './pg-target';
import { withStatementCache } from './statement-cache';

export type Engine = Config['database']['engine'];
export type Db = Kysely<Database>;

// COUNT(*) and BIGINT arrive as strings from pg; every count we read fits a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

export function connect(database: Config['database']): Db {
  if (database.engine === 'sqlite') {
    if (database.path !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(database.path)), { recursive: true });
    const sqlite = new SQLite(database.path);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    watchSqliteCommits(db, sqlite);
    return db;
  }
  const pool = new pg.Pool({ ...pgTarget(database), max: 10, connectionTimeoutMillis: 5000 });
  // An idle client's network error must not crash the process; the next query reports it.
  pool.on('error', () => {});
  // Nor may a checked-out client's: when the server goes away mid-request, the query fails (503) and
  // then the socket's end is emitted as an 'error' on the client, which the pool no longer listens to.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  rememberPgPool(db, pool);
  return db;
}
