import { addDays } from '../../centre/paging';
import type { CareContext } from './context';
import { taipeiAt } from './dates';

const ISSUES = ['冷氣不冷', '浴室排水慢', '床頭燈不亮', '電視遙控器故障', '窗簾軌道卡住', '熱水器水溫不穩'];

/** Six repairs over the last ten days, spread over the rooms: three fixed, two under way, one just reported. */
export async function seedRoomRepairs({ rng, today, rooms, pickNurse, insertHappened }: CareContext) {
  const repairs: Record<string, unknown>[] = [];
  for (const [i, issue] of ISSUES.entries()) {
    const room = rooms[(i * 7 + 3) % rooms.length]!;
    const reported = addDays(today, -rng.int(0, 10));
    const status = i < 3 ? 'fixed' : i < 5 ? 'in_progress' : 'reported';
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
}
