import { stayTransitions, undeletableStayStatuses } from '@pnc/schemas/centre/stay-transitions';
import { conflict } from '../../lib/errors';
import { type AnyDb, isPostgres, type ResourceHooks, type Row } from '../repository';

type Stay = { id: number; mother: number; room: number; start_date: string; end_date: string; status: string };

/**
 * Stays [start, end) of one column's value (a room or a mother) that overlap [start, end), other than `id`. A
 * cancelled stay holds nothing: it never overlaps.
 */
async function overlapping(trx: AnyDb, column: 'room' | 'mother', value: unknown, start: string, end: string, id?: number) {
  let q = trx
    .selectFrom('mom_living_record')
    .select(['id', 'start_date', 'end_date'])
    .where(column, '=', value)
    .where('status', '!=', stayTransitions.cancel.to)
    .where('start_date', '<', end)
    .where('end_date', '>', start);
  if (id !== undefined) q = q.where('id', '!=', id);
  return (await q.executeTakeFirst()) as Pick<Stay, 'id' | 'start_date' | 'end_date'> | undefined;
}

/**
 * A stay's rules, checked in the write's transaction:
 * - two stays never overlap in one room (409 room_taken), nor one mother's stays (409 stay_overlap): a room change
 *   ends one stay and starts the next the same day;
 * - only a booked stay moves (mother, room, first day); a checked-out stay is closed (409 stay_not_booked);
 * - a cancelled stay is kept as it was cancelled: any edit is refused (409 stay_cancelled).
 * On PostgreSQL the mother's row and then the room's row are locked first (always in that order), so concurrent
 * bookings of one mother or one room queue up and each sees the others' committed stays; SQLite runs one
 * transaction at a time anyway. The status itself is written only by check-in, checkout, room change and cancel.
 */
export const livingRecordHooks: ResourceHooks = {
  compute: (row: Row) => ({ status: row.status ?? 'booked' }),
  /**
   * A stay in house, checked out or cancelled is history: never deleted (409 stay_not_deletable); a booked one
   * may go.
   */
  async beforeDelete(_trx: AnyDb, before: Row) {
    if (undeletableStayStatuses.includes(String(before.status)))
      throw conflict('stay_not_deletable', `This stay is ${String(before.status)}: it is kept, never deleted.`, {
        status: [String(before.status)],
      });
  },
  async beforeWrite(trx: AnyDb, row: Row, id: number | undefined) {
    const start = row.start_date as string;
    const end = row.end_date as string;
    if (id !== undefined) {
      const before = (await trx
        .selectFrom('mom_living_record')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow()) as Stay;
      if (before.status === stayTransitions.cancel.to)
        throw conflict('stay_cancelled', 'This stay is cancelled: it is kept as it is and no longer changes.', {
          status: [before.status],
        });
      const moved = (['mother', 'room', 'start_date'] as const).filter((k) => String(before[k]) !== String(row[k]));
      if (before.status === 'checked_out' && (moved.length || before.end_date !== end))
        throw conflict('stay_not_booked', 'This stay is checked out and closed.', { status: ['checked out'] });
      if (before.status === 'in_house' && moved.length)
        throw conflict(
          'stay_not_booked',
          'A stay in house keeps its mother, room and first day: change its room with POST change_room.',
          Object.fromEntries(moved.map((k) => [k, ['the stay is in house']])),
        );
    }
    if (isPostgres(trx)) {
      await trx.selectFrom('mother').select('id').where('id', '=', row.mother).forUpdate().execute();
      await trx.selectFrom('room').select('id').where('id', '=', row.room).forUpdate().execute();
    }
    const mine = await overlapping(trx, 'mother', row.mother, start, end, id);
    if (mine) {
      throw conflict('stay_overlap', `This mother already stays from ${mine.start_date} to ${mine.end_date} (stay ${mine.id}).`, {
        start_date: ['overlaps'],
        end_date: ['overlaps'],
      });
    }
    const clash = await overlapping(trx, 'room', row.room, start, end, id);
    if (clash) {
      throw conflict('room_taken', `The room is taken from ${clash.start_date} to ${clash.end_date} (stay ${clash.id}).`, {
        start_date: ['overlaps'],
        end_date: ['overlaps'],
      });
    }
  },
};
