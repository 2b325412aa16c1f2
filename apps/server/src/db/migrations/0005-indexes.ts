import { sql } from 'kysely';
import type { AnyDb, EngineMigration } from './helpers';

/**
 * Indexes found missing by the scale plans (test/scale-plans.test.ts, issue 7):
 * - items by sales (ordering=-sold_count) sorted every active item for one page;
 * - mother search (name/phone contains, lower(…) LIKE '%…%') had no index on PostgreSQL; pg_trgm
 *   (created in 0003) serves it. SQLite has no index for an infix LIKE: its mother list walks the
 *   primary key instead (a few thousand rows at most).
 */
export const indexes: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    await db.schema.createIndex('item_sold').on('item').columns(['is_active', 'sold_count']).execute();
    if (engine === 'postgres') {
      await sql`create index mother_name_trgm on mother using gin (lower(name) gin_trgm_ops)`.execute(db);
      await sql`create index mother_phone_trgm on mother using gin (lower(phone) gin_trgm_ops)`.execute(db);
    }
  },
});
