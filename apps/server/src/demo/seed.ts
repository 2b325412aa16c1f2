import type { Db } from '../db/connect';
import { type DemoLogin, demoLogins, seedUsers } from './users';
import { seedShop } from './shop';
import { seedCentre } from './centre';
import { seedCare } from './care';

/** Loads demo data into an empty database (no users yet) and answers the logins to print; otherwise does nothing. */
export async function seedDemoIfEmpty(db: Db): Promise<DemoLogin[]> {
  const any = await db.selectFrom('app_user').select('id').limit(1).executeTakeFirst();
  if (any) return [];
  await seedUsers(db);
  await seedShop(db);
  await seedCentre(db);
  await seedCare(db);
  return demoLogins;
}
