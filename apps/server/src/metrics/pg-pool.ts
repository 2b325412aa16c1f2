import type pg from 'pg';
import type { Db } from '../db/connect';

/** Each PostgreSQL connection's pool, so the metrics can read its counts (Kysely keeps it to itself). */
const pools = new WeakMap<Db, pg.Pool>();

export const rememberPgPool = (db: Db, pool: pg.Pool) => void pools.set(db, pool);

export const pgPoolOf = (db: Db): pg.Pool | undefined => pools.get(db);
