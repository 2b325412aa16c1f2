import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { DAY } from '../../lib/time';

/** SQLite's trigram indexes of keyword search (migrations 0003 and 0032). */
const FTS_TABLES = ['item_fts', 'item_fts_hidden'] as const;

/**
 * SQLite: merges each keyword index into one b-tree with FTS5's `optimize` command
 * (https://sqlite.org/fts5.html#the_optimize_command) when the server is ready and once a day after. FTS5 writes
 * every transaction's rows as a new segment and merges them only in part (automerge), so a query reads each term
 * in every segment left: at 100,000 items a keyword of 3+ characters took twice as long as at 1,000 before the
 * merge and about as long after it (docs/performance.md, Scale). The merge rewrites the index in one transaction.
 * A failed merge is logged and changes nothing; search reads the index either way. PostgreSQL's trigram index
 * needs no such step.
 */
export function searchIndexUpkeep(app: FastifyInstance) {
  if (app.config.database.engine !== 'sqlite') return;
  const merge = async () => {
    const started = performance.now();
    try {
      for (const table of FTS_TABLES)
        await sql`insert into ${sql.table(table)}(${sql.ref(table)}) values ('optimize')`.execute(app.db);
      app.log.info({ ms: Math.round(performance.now() - started) }, 'search index merged');
    } catch (err) {
      app.log.warn({ err }, 'search index merge failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await merge();
    timer = setInterval(() => void merge(), DAY);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
