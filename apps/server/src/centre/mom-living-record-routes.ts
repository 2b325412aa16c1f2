import { conflict, invalid } from '../lib/errors';
import { type AnyDb, isPostgres, type ResourceHooks, type Row } from './repository';

/**
 * Two stays may not overlap in one room. The check and the write share one transaction, and
 * on PostgreSQL the room's row is locked first, so concurrent writers for one room queue up and
 * each sees the others' committed stays (SQLite runs one transaction at a time anyway).
 */
export const livingRecordHooks: ResourceHooks = {
  async beforeWrite(trx: AnyDb, row: Row, id: number | undefined) {
    const start = row.start_date as string;
    const end = row.end_date as string;
    if (end <= start) throw invalid({ end_date: ['must be after start_date'] });
    if (isPostgres(trx)) await trx.selectFrom('room').select('id').where('id', '=', row.room).forUpdate().execute();
    let q = trx
      .selectFrom('mom_living_record')
      .select(['id', 'start_date', 'end_date'])
      .where('room', '=', row.room)
      .where('start_date', '<', end)
      .where('end_date', '>', start);
    if (id !== undefined) q = q.where('id', '!=', id);
    const clash = (await q.executeTakeFirst()) as { id: number; start_date: string; end_date: string } | undefined;
    if (clash) {
      throw conflict('room_taken', `The room is taken from ${clash.start_date} to ${clash.end_date} (stay ${clash.id}).`, {
        start_date: ['overlaps another stay in this room'],
        end_date: ['overlaps another stay in this room'],
      });
    }
  },
};
