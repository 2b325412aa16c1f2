import { addDays } from '../../centre/care-time';
import type { CareContext } from './context';
import { taipeiAt } from './dates';

const ISSUES = ['冷氣不冷', '浴室排水慢', '床頭燈不亮', '電視遙控器故障', '窗簾軌道卡住', '熱水器水溫不穩'];

/**
 * Six repairs over the last ten days, spread over the rooms: three fixed, two under way, one just reported. An open
 * repair is never in a room someone stays in, and puts its room in maintenance (the rule the API keeps).
 */
export async function seedRoomRepairs({ rng, today, rooms, inHouse, pickNurse, insertHappened, trx }: CareContext) {
  const repairs: Record<string, unknown>[] = [];
  const occupied = new Set(inHouse.map((s) => s.room));
  const free = rooms.filter((r) => !occupied.has(r.id));
  for (const [i, issue] of ISSUES.entries()) {
    const status = i < 3 ? 'fixed' : i < 5 ? 'in_progress' : 'reported';
    const room = status === 'fixed' ? rooms[(i * 7 + 3) % rooms.length]! : free[(i * 7 + 3) % free.length]!;
    const reported = addDays(today, -rng.int(0, 10));
    repairs.push({
      room: room.id,
      reported_at: taipeiAt(reported, rng.int(8, 20)),
      reported_by: pickNurse(),
      issue,
      status,
      fixed_at: status === 'fixed' ? taipeiAt(addDays(reported, 1), 15) : null,
      cost: status === 'fixed' ? rng.pick([0, 350, 1_200, 2_800]) : null,
      note: null,
    });
  }
  await insertHappened('room_repairment_record', repairs, 'reported_at');
  const now = new Date().toISOString();
  const open = repairs.filter((r) => r.status !== 'fixed' && String(r.reported_at) <= now).map((r) => r.room as number);
  if (open.length) await trx.updateTable('room').set({ status: 'maintenance' }).where('id', 'in', open).execute();
}
