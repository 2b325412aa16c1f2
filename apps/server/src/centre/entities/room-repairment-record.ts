import { nowIso } from '../../lib/time';
import { inHouseStay, openRepair } from '../room-routes';
import { type AnyDb, isPostgres, type ResourceHooks, type Row } from '../repository';

/**
 * An open repair (reported or in progress) puts its room in maintenance, in the same transaction. An occupied room
 * never goes into maintenance: its repair is recorded (and shows on the board) and the room stays occupied; after
 * checkout and cleaning, marking it ready puts it in maintenance instead (room-routes.ts). When its last open
 * repair is fixed, a room in maintenance is available again.
 */
export const repairRules: ResourceHooks = {
  async beforeWrite(trx: AnyDb, row: Row, id: number | undefined) {
    let q = trx.selectFrom('room').select(['id', 'status']).where('id', '=', row.room);
    if (isPostgres(trx)) q = q.forUpdate();
    const room = (await q.executeTakeFirstOrThrow()) as { status: string };
    const now = nowIso();
    if (row.status !== 'fixed') {
      // Already out of use, or someone is in it: the room keeps its status (ready decides after cleaning).
      if (room.status !== 'available' || (await inHouseStay(trx, row.room))) return;
      await trx.updateTable('room').set({ status: 'maintenance', updated_at: now }).where('id', '=', row.room).execute();
    } else if (room.status === 'maintenance' && !(await openRepair(trx, row.room, id))) {
      await trx.updateTable('room').set({ status: 'available', updated_at: now }).where('id', '=', row.room).execute();
    }
  },
};
