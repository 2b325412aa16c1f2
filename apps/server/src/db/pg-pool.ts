import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { clientQueryTimeout, type DbTimeouts } from './timeouts';

/** pg's client-side answer timeout (query_timeout). */
export const isQueryReadTimeout = (err: unknown) => (err as Error)?.message === 'Query read timeout';

/**
 * A pg pool (to `target`: pgTarget's fields) whose every wait ends (decision 0043): connecting, each statement, each lock wait and each idle
 * transaction. A client whose answer never came (query_timeout) goes back to the pool as broken, so the pool
 * closes it rather than handing a connection still waiting for that answer to the next request.
 */
export function timedPool(target: pg.PoolConfig, t: DbTimeouts): { pool: PostgresPool; pgPool: pg.Pool } {
  const pool = new pg.Pool({
    ...target,
    max: 10,
    connectionTimeoutMillis: t.connectMs,
    statement_timeout: t.statementMs,
    lock_timeout: t.lockMs,
    idle_in_transaction_session_timeout: t.idleInTransactionMs,
    query_timeout: clientQueryTimeout(t),
  });
  // An idle client's network error must not crash the process; the next query reports it.
  pool.on('error', () => {});
  // Nor may a checked-out client's: when the server goes away mid-request, the query fails (503) and
  // then the socket's end is emitted as an 'error' on the client, which the pool no longer listens to.
  pool.on('connect', (client) => client.on('error', () => {}));
  const kyselyPool: PostgresPool = {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let broken: Error | undefined;
      const query = ((...args: Parameters<pg.PoolClient['query']>) => {
        const answer = (client.query as (...a: unknown[]) => unknown)(...args);
        if (answer instanceof Promise) {
          return answer.catch((err: unknown) => {
            if (isQueryReadTimeout(err)) broken = err as Error;
            throw err;
          });
        }
        return answer;
      }) as PostgresPoolClient['query'];
      return { query, release: () => client.release(broken) };
    },
    end: () => pool.end(),
    // Kysely reads the pool's connection settings to open a connection of its own that cancels a query.
    options: pool.options,
  };
  return { pool: kyselyPool, pgPool: pool };
}
