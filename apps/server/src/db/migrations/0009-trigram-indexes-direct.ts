import { sql } from 'kysely';
import type { AnyDb, EngineMigration } from './helpers';

/** PostgreSQL's trigram (GIN) indexes behind keyword and mother search. */
export const TRIGRAM_INDEXES = ['item_search_trgm', 'mother_name_trgm', 'mother_phone_trgm'] as const;

/**
 * GIN indexes take new rows into a pending list by default (fastupdate) and merge it later, when
 * autovacuum comes or the list outgrows 4 MB; until then every search reads the whole list. At 100,000
 * items a rare keyword took 5 ms with the list full and 1.5 ms with it merged, and which one a search met
 * depended on when autovacuum last ran (docs/performance.md). Items and mothers are written far less
 * often than they are searched, so new rows go straight into the index and what is pending is merged now.
 * SQLite's FTS5 and item_gram tables have no such list.
 */
export const trigramIndexesDirect: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    if (engine !== 'postgres') return;
    for (const index of TRIGRAM_INDEXES) {
      await sql`alter index ${sql.id(index)} set (fastupdate = off)`.execute(db);
      await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
    }
  },
});
