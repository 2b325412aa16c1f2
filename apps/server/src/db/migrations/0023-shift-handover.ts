import type { AnyDb, EngineMigration } from './helpers';
import { createResourceTables } from './resource-tables';
import { versionNewTables } from './version-new-tables';

/**
 * Issue 20: shift handover (交班). One row per date and shift: the notes (JSON text, by mother and baby), the
 * outgoing nurse's signature with the sheet as she signed it (`snapshot`, JSON text), then the incoming nurse's.
 */
export const shiftHandover: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    await createResourceTables(db, engine, [
      {
        table: 'shift_handover',
        columns: [
          ['date', 'text', { notNull: true }],
          ['shift', 'text', { notNull: true }],
          ['notes', 'text', { notNull: true }],
          ['outgoing_nurse', 'integer', { references: 'app_user' }],
          ['outgoing_signed_at', 'text'],
          ['snapshot', 'text'],
          ['incoming_nurse', 'integer', { references: 'app_user' }],
          ['incoming_signed_at', 'text'],
        ],
        indexed: [],
      },
    ]);
    await db.schema
      .createIndex('shift_handover_date_shift_key')
      .on('shift_handover')
      .columns(['date', 'shift'])
      .unique()
      .execute();
    await versionNewTables(db, engine, ['shift_handover']);
  },
});
