import { sql } from 'kysely';
import type { AnyDb, EngineMigration } from './helpers';
import { createResourceTables } from './resource-tables';
import { versionNewTables } from './version-new-tables';

/**
 * Issue 20: a newborn's screenings, vaccines and paediatrician visits as they are done (`newborn_milestone`, a
 * clinical record: archived, never deleted), and the mother's HBsAg (`mother.hbsag`: negative, positive, unknown),
 * as their definitions described them when this migration landed. What is due is worked out, not stored. A baby's
 * milestones are read by baby and kind, so the index on baby carries the kind too.
 */
export const newbornMilestones: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    // On PostgreSQL, run in one transaction with 0016 (a database upgraded from before it), that migration's row
    // updates leave deferred trigger events on mother, which forbid altering the table: fire them now.
    if (engine === 'postgres') await sql`set constraints all immediate`.execute(db);
    await db.schema.alterTable('mother').addColumn('hbsag', 'text').execute();
    await createResourceTables(db, engine, [
      {
        table: 'newborn_milestone',
        columns: [
          ['baby', 'integer', { notNull: true, references: 'baby' }],
          ['kind', 'text', { notNull: true }],
          ['done_at', 'text', { notNull: true }],
          ['result', 'text', { notNull: true }],
          ['done_by', 'integer', { references: 'app_user' }],
          ['note', 'text'],
          ['archived_at', 'text'],
          ['archived_by', 'integer', { references: 'app_user' }],
          ['archive_reason', 'text'],
        ],
        indexed: ['done_by'],
      },
    ]);
    await db.schema.createIndex('newborn_milestone_baby_kind_idx').on('newborn_milestone').columns(['baby', 'kind']).execute();
    await versionNewTables(db, engine, ['newborn_milestone']);
  },
});
