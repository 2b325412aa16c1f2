import { addDays } from '../../centre/care-time';
import type { CareContext } from './context';

/** How many nurses each shift needs; the night's single nurse walks the whole centre. */
const SHIFTS = [
  ['day', 3],
  ['evening', 2],
  ['night', 1],
] as const;
const FLOORS = ['2F', '3F', '5F'];

/**
 * Duty for the coming week, nurses taken in turn (each day starting one further along so shifts rotate),
 * and the manager on days for administration. Draws nothing from the PRNG.
 */
export async function seedDutyRoster({ today, nurses, manager, insertMany }: CareContext) {
  const duty: Record<string, unknown>[] = [];
  for (let d = 0; d < 7; d++) {
    const date = addDays(today, d);
    let k = d;
    for (const [shift, count] of SHIFTS) {
      for (let n = 0; n < count; n++) {
        duty.push({
          user: nurses[k++ % nurses.length],
          date,
          shift,
          room: null,
          mother: null,
          baby: null,
          task: count === 1 ? '全區巡房' : `${FLOORS[n % FLOORS.length]} 照護`,
          note: null,
        });
      }
    }
    duty.push({ user: manager, date, shift: 'day', room: null, mother: null, baby: null, task: '行政與排班', note: null });
  }
  await insertMany('assignment', duty);
}
