import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { DAY } from '../../lib/time';

/** SQLite's trigram indexes of keyword search (migrations 0003 and 0032). */
const FTS_TABLES = ['item_fts', 'item_fts_hidden'] as const;

/**
 * SQLite: merges each keyword index into one b-tree with FTS5's `optimize` command
 * (https://sqlite.org/fts5.html#the_optimize_command) when the server is ready and once a day after, so a keyword's
 * lookup reads one segment per trigram instead of every segment FTS5 has written since (decision 0030). Each table
 * is merged by one statement of its own; one that fails is logged by name and left as it was, and search reads it
 * the same either way. PostgreSQL's trigram index needs no such step.
 */
export function searchIndexUpkeep(app: FastifyInstance) {
  if (app.config.database.engine !== 'sqlite') return;
  const merge = async () => {
    for (const table of FTS_TABLES) {
      const started = performance.now();
      try {
        await sql`insert into ${sql.table(table)}(${sql.ref(table)}) values ('optimize')`.execute(app.db);
        app.log.info({ table, ms: Math.round(performance.now() - started) }, 'search index merged');
      } catch (err) {
        app.log.warn({ table, err }, 'search index merge failed');
      }
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
