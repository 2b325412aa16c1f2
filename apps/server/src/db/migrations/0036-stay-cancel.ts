import type { AnyDb, EngineMigration } from './helpers';

/**
 * A booked stay may be cancelled (status 'cancelled') and is kept: when, by whom and why. The status column is
 * plain text on both engines (no CHECK or enum to widen), so existing stays keep their status and get no
 * cancellation on file.
 */
export const stayCancel: EngineMigration = () => ({
  async up(db: AnyDb) {
    await db.schema.alterTable('mom_living_record').addColumn('cancelled_at', 'text').execute();
    await db.schema
      .alterTable('mom_living_record')
      .addColumn('cancelled_by', 'integer', (c) => c.references('app_user.id'))
      .execute();
    await db.schema.alterTable('mom_living_record').addColumn('cancel_reason', 'text').execute();
  },
});
