import { accounts } from './0001-accounts';
import type { EngineMigration } from './helpers';

/** Every migration in order. Names sort in the order they run; never rename or edit a landed one. */
export const migrations: Record<string, EngineMigration> = {
  '0001-accounts': accounts,
};
