import { AppError } from '../../lib/errors';
import { isPostgres, type ResourceHooks } from '../repository';

const STAFF_ROLES = ['staff', 'manager', 'admin'];

/**
 * Only an active staff account can be given a shift: a customer (or a deactivated account) on the duty
 * roster is refused with 400 not_staff. Checked inside the write's transaction; on PostgreSQL the account
 * row is share-locked, so a role change cannot slip between the check and the write.
 */
export const assignmentHooks: ResourceHooks = {
  beforeWrite: async (trx, row, id) => {
    if (row.user == null) return;
    // An edit that keeps the person (a past shift of someone since deactivated) is not a new assignment.
    if (id !== undefined) {
      const stored = (await trx.selectFrom('assignment').select('user').where('id', '=', id).executeTakeFirst()) as
        { user: number } | undefined;
      if (stored && Number(stored.user) === row.user) return;
    }
    let q = trx.selectFrom('app_user').select(['role', 'is_active']).where('id', '=', row.user);
    if (isPostgres(trx)) q = q.forShare();
    const user = (await q.executeTakeFirst()) as { role: string; is_active: number } | undefined;
    // An unknown id is left to the reference check, which names it as such.
    if (user && (!STAFF_ROLES.includes(user.role) || !Number(user.is_active)))
      throw new AppError(400, 'not_staff', 'Shifts can be given only to active staff accounts.', {
        user: ['not_staff'],
      });
  },
};
