import type { Db } from '../../db/connect';
import { untyped } from '../repository';
import { raiseFlagsForExisting } from './raise-flags';

/** The migration that brought clinical flags as records (decision 0023). */
const FLAGS_MIGRATION = '0017-clinical-flags';

/**
 * After the upgrade that brings flags, raise them for the records already on file of the mothers in the house and
 * their babies, in one transaction: the alerts the dashboards showed from the newest records stay in sight, now as
 * flags a nurse acknowledges. Runs once, when that migration is applied; a fresh database has nothing to raise.
 */
export async function raiseFlagsOnUpgrade(db: Db, applied: readonly string[]) {
  if (!applied.includes(FLAGS_MIGRATION)) return;
  await db.transaction().execute((t) => raiseFlagsForExisting(untyped(t), { inHouseOnly: true }));
}
