import { sql } from 'kysely';
import type { Db } from '../db/connect';

/**
 * Fixed-window counters in the database, shared by every server instance.
 * One upsert both counts and reads, so parallel requests can never all pass.
 */
export async function hit(db: Db, key: string, windowMs: number): Promise<{ count: number; resetInMs: number }> {
  const now = Date.now();
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const row = await sql<{ count: number }>`
    insert into throttle (key, window_start, count) values (${key}, ${windowStart}, 1)
    on conflict (key) do update set
      count = case when throttle.window_start = excluded.window_start then throttle.count + 1 else 1 end,
      window_start = excluded.window_start
    returning count`.execute(db);
  return { count: Number(row.rows[0]!.count), resetInMs: windowStart + windowMs - now };
}

/** Gives back one reserved attempt (a login that succeeded is not held against the caller). */
export async function release(db: Db, key: string) {
  await db
    .updateTable('throttle')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}

/** A store class for @fastify/rate-limit (it constructs the store itself) over the same table, so route limits hold across instances. */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    constructor(private readonly prefix = 'rl:') {}
    incr(key: string, cb: (err: Error | null, res?: { current: number; ttl: number }) => void, timeWindow: number) {
      hit(db, this.prefix + key, timeWindow).then(
        (r) => cb(null, { current: r.count, ttl: r.resetInMs }),
        (err: Error) => cb(err),
      );
    }
    child(routeOptions: { routeInfo?: { method?: string; url?: string } }) {
      const route = routeOptions.routeInfo;
      return new DatabaseRateLimitStore(`rl:${route?.method ?? ''}${route?.url ?? ''}:`);
    }
  };
}
