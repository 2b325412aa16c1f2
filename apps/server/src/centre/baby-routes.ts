import { sql } from 'kysely';
import { addDays } from './paging';
import type { ResourceHooks } from './repository';

/** ?from_date&duration: babies whose mother has a stay overlapping [from_date, from_date + duration). */
export const babyHooks: ResourceHooks = {
  customFilter(qb, query) {
    const from = query.from_date as string | undefined;
    if (!from) return qb;
    const end = addDays(from, (query.duration as number | undefined) ?? 1);
    return qb.where(
      sql<boolean>`mother in (select s.mother from mom_living_record s where s.start_date < ${end} and s.end_date > ${from})`,
    );
  },
};
