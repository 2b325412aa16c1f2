import { sql } from 'kysely';
import type { AnyDb, EngineMigration } from './helpers';

/**
 * PostgreSQL: the newest-first and best-selling orderings' indexes end with the id, the lists' tie-breaker
 * (`order by created_at desc, id desc`, `sold_count desc, id desc`), so a backward scan reads a page in
 * the answer's order. Without the id the planner sorted every run of equal keys it walked (an incremental
 * sort) and a deep page (offset=2000) sorted all 2,020 rows it skipped (docs/performance.md, Scale).
 * SQLite's indexes end with the rowid, which is the id: its indexes already read in this order.
 */
export const itemOrderWithId: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    if (engine !== 'postgres') return;
    await sql`create index item_created_id on item (is_active, created_at, id)`.execute(db);
    await sql`drop index item_created`.execute(db);
    await sql`create index item_sold_id on item (is_active, sold_count, id)`.execute(db);
    await sql`drop index item_sold`.execute(db);
  },
});
