import { invalid } from '../../lib/errors';
import type { ResourceHooks } from '../repository';
import { untyped } from '../repository';

/** A care event happens to a born baby: one timed before the baby's birth is refused at occurred_at (before_birth). */
export const careEventHooks: ResourceHooks = {
  async beforeWrite(trx, row) {
    if (row.baby == null || row.occurred_at == null) return;
    const born = (await untyped(trx).selectFrom('baby').select('birth_at').where('id', '=', row.baby).executeTakeFirst()) as
      { birth_at: string | null } | undefined;
    if (born?.birth_at && Date.parse(String(row.occurred_at)) < Date.parse(born.birth_at))
      throw invalid({ occurred_at: ['before_birth'] });
  },
};
