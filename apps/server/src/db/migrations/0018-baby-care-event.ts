import type { AnyDb, EngineMigration } from './helpers';
import { createResourceTables } from './resource-tables';
import { versionNewTables } from './version-new-tables';

/**
 * Issue 20: a baby's care log event by event (`baby_care_event`: feeds, diapers, sleep, bath, cord care, nursery in
 * and out, each with its time and nurse), as its definition described it when this migration landed. A clinical
 * record: archived, never deleted. A baby's events are read by baby and time (the dashboard's last 24 hours), so the
 * index on baby carries the time too.
 */
export const babyCareEvent: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    await createResourceTables(db, engine, [
      {
        table: 'baby_care_event',
        columns: [
          ['baby', 'integer', { notNull: true, references: 'baby' }],
          ['occurred_at', 'text', { notNull: true }],
          ['kind', 'text', { notNull: true }],
          ['side', 'text'],
          ['minutes', 'integer'],
          ['volume_ml', 'integer'],
          ['stool_colour', 'text'],
          ['nurse', 'integer', { references: 'app_user' }],
          ['note', 'text'],
          ['archived_at', 'text'],
          ['archived_by', 'integer', { references: 'app_user' }],
          ['archive_reason', 'text'],
        ],
        indexed: ['nurse'],
      },
    ]);
    await db.schema
      .createIndex('baby_care_event_baby_occurred_at_idx')
      .on('baby_care_event')
      .columns(['baby', 'occurred_at'])
      .execute();
    await versionNewTables(db, engine, ['baby_care_event']);
  },
});
