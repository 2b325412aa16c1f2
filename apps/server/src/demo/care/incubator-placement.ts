import { addDays } from '../../centre/care-time';
import type { CareContext, StayRow } from './context';
import { taipeiAt } from './dates';

interface Placement {
  incubator: number;
  start: string;
  end: string | null;
  baby: number;
  birthWeight: number;
}

/** Babies under this birth weight spend time in an incubator. */
const SMALL_BABY_G = 2_800;
/** The centre's threshold for low birth weight, which the arrangement's note names. */
const LOW_BIRTH_WEIGHT_G = 2_500;

/**
 * Places small babies in incubators without ever overlapping two on one incubator: those in the house
 * now go to the incubators marked in use (INC-01…03) from a recent day, earlier ones spend their first
 * two days in whichever available incubator is free then.
 */
export function incubatorPlanner({ rng, today, incubators }: CareContext) {
  const inUse = incubators.filter((i) => i.status === 'in_use');
  const available = incubators.filter((i) => i.status === 'available');
  const placed: Placement[] = [];
  let ongoing = 0;

  const place = (baby: number, s: StayRow, birthWeight: number) => {
    if (birthWeight >= SMALL_BABY_G) return;
    // Drawn for every small baby, placed now or not, so the PRNG's sequence does not depend on the branch.
    const recent = addDays(today, -rng.int(0, 2));
    if (s.end_date > today && ongoing < inUse.length) {
      const start = recent > s.start_date ? recent : s.start_date;
      placed.push({ incubator: inUse[ongoing++]!.id, start: taipeiAt(start, 15), end: null, baby, birthWeight });
    } else {
      const start = taipeiAt(s.start_date, 15);
      const end = taipeiAt(addDays(s.start_date, 2), 10);
      const free = available.find((inc) =>
        placed.every((p) => p.incubator !== inc.id || (p.end !== null && p.end <= start) || end <= p.start),
      );
      if (free) placed.push({ incubator: free.id, start, end, baby, birthWeight });
    }
  };

  const arrangements = () =>
    placed.map((p) => ({
      baby: p.baby,
      incubator: p.incubator,
      start_at: p.start,
      end_at: p.end,
      note: p.birthWeight < LOW_BIRTH_WEIGHT_G ? '低出生體重，保溫觀察' : '體溫偏低，保溫觀察',
    }));

  /**
   * The statuses follow the arrangements (the rule of incubator-status.ts): in use while one holds it, and an
   * incubator marked in use that no small baby came to is available.
   */
  const settleStatuses = async ({ trx, stamp }: CareContext) => {
    const now = stamp.created_at;
    const held = new Set(placed.filter((p) => p.end === null || p.end > now).map((p) => p.incubator));
    for (const inc of incubators) {
      const status = held.has(inc.id) ? 'in_use' : inc.status === 'in_use' ? 'available' : inc.status;
      if (status !== inc.status) await trx.updateTable('incubator').set({ status }).where('id', '=', inc.id).execute();
    }
  };

  return { place, arrangements, settleStatuses };
}
