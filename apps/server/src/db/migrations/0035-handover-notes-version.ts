import type { AnyDb, EngineMigration } from './helpers';

/**
 * A shift handover's notes are saved conditionally: `notes_version` counts the saves (a save names the version
 * it was written against and is refused when another landed meanwhile), with who saved last and when. Existing
 * rows start at version 0 with no saver on file.
 */
export const handoverNotesVersion: EngineMigration = () => ({
  async up(db: AnyDb) {
    await db.schema
      .alterTable('shift_handover')
      .addColumn('notes_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('shift_handover')
      .addColumn('notes_saved_by', 'integer', (c) => c.references('app_user.id'))
      .execute();
    await db.schema.alterTable('shift_handover').addColumn('notes_saved_at', 'text').execute();
  },
});
