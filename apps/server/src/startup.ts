import pg from 'pg';
import { pgTarget } from './db/pg-target';
import { raiseFlagsOnUpgrade } from './centre/clinical-flags/upgrade';
import type { Config } from './config';
import { seedDemoIfEmpty } from './demo/seed';
import type { DemoLogin } from './demo/users';
import { connect } from './db/connect';
import { migrateToLatest } from './db/migrate';

/** The advisory lock key instances share for migrate + seed (any fixed bigint; "pnc0043" in ASCII). */
const STARTUP_LOCK = 0x706e6330303433n;

/**
 * Holds a PostgreSQL session advisory lock on a connection of its own while `work` runs: instances started together
 * take turns, so one migrates and seeds an empty database and the others find it done. The lock ends with its
 * connection, so an instance killed while holding it never blocks the others. SQLite needs none: one process
 * opens the file at start.
 */
async function underStartupLock<T>(database: Config['database'], work: () => Promise<T>): Promise<T> {
  if (database.engine !== 'postgres') return work();
  const client = new pg.Client(pgTarget(database));
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK.toString()]);
    return await work();
  } finally {
    await client.end();
  }
}

/**
 * Brings the database to this release before the server serves: migrations, the upgrade's one-off work, and the
 * demo data on an empty database when asked. Runs on a connection of its own without a statement timeout (a
 * migration may rewrite a large table); answers the demo logins loaded, none when the data was there already.
 */
export async function prepareDatabase(config: Config, opts: { seedDemo: boolean }): Promise<DemoLogin[]> {
  return underStartupLock(config.database, async () => {
    const db = connect(config.database, { ...config.dbTimeouts, statementMs: 0, lockMs: 0 });
    try {
      await raiseFlagsOnUpgrade(db, await migrateToLatest(db, config.database.engine));
      return opts.seedDemo ? await seedDemoIfEmpty(db) : [];
    } finally {
      await db.destroy();
    }
  });
}
