import { sql } from 'kysely';
import type { AnyDb, EngineMigration } from './helpers';

/**
 * A stay's lifecycle status (booked → in_house → checked_out), written only by check-in and checkout.
 * Existing stays: checked out when checked_out_at is set; in house when they began by today and a check-in of
 * that mother exists from their first day on; booked otherwise.
 */
export const stayStatus: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    await db.schema
      .alterTable('mom_living_record')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('booked'))
      .execute();
    const today =
      engine === 'sqlite' ? sql`date('now', '+8 hours')` : sql`to_char(now() at time zone 'Asia/Taipei', 'YYYY-MM-DD')`;
    await sql`update mom_living_record set status = 'checked_out' where checked_out_at is not null`.execute(db);
    await sql`
      update mom_living_record set status = 'in_house'
      where checked_out_at is null and start_date <= ${today}
        and exists (select 1 from mom_checkin_record c
                    where c.mother = mom_living_record.mother and substr(c.checkin_at, 1, 10) >= mom_living_record.start_date)`.execute(
      db,
    );
    // PostgreSQL: the updates leave the change counters' deferred triggers (0008) pending, and a pending event on
    // the table forbids indexing or altering it later in the same run. Fire them now, then defer again (every
    // deferrable trigger here is initially deferred).
    if (engine === 'postgres') {
      await sql`set constraints all immediate`.execute(db);
      await sql`set constraints all deferred`.execute(db);
    }
    await db.schema.createIndex('mom_living_record_status_idx').ifNotExists().on('mom_living_record').column('status').execute();
  },
});
