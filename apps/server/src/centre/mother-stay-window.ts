import { sql } from 'kysely';
import { addDays } from './care-time';
import type { ResourceHooks } from './repository';

/**
 * ?from_date&duration on a table with a `mother` column: rows of mothers who have a stay overlapping
 * [from_date, from_date + duration) (stays are [start_date, end_date); a cancelled one is no stay). Babies use it for "who is in the
 * house", contracts for the meal planner's week (a plan's diet hangs on the contract, not on the stay).
 */
export const motherStayWindow: NonNullable<ResourceHooks['customFilter']> = (qb, query) => {
  const from = query.from_date as string | undefined;
  if (!from) return qb;
  const end = addDays(from, (query.duration as number | undefined) ?? 1);
  return qb.where(
    sql<boolean>`mother in (select s.mother from mom_living_record s where s.start_date < ${end} and s.end_date > ${from} and s.status != 'cancelled')`,
  );
};
