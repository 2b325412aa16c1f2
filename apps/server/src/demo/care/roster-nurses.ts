import { randomBytes } from 'node:crypto';
import { insertUser } from '../../accounts/user-repository';
import type { Db } from '../../db/connect';

/** Roster-only nurses (random passwords: they exist to be assigned, not to log in). */
const ROSTER = [
  { username: 'nurse_huang', name: '黃護理師' },
  { username: 'nurse_chang', name: '張護理師' },
  { username: 'nurse_lee', name: '李護理師' },
  { username: 'nurse_wu', name: '吳護理師' },
  { username: 'nurse_liu', name: '劉護理師' },
];

/** Adds the roster nurses that are missing; runs before the care transaction because insertUser takes the database, not a transaction. */
export async function ensureRosterNurses(db: Db) {
  for (const n of ROSTER) {
    const exists = await db.selectFrom('app_user').select('id').where('username_key', '=', n.username).executeTakeFirst();
    if (!exists)
      await insertUser(db, {
        username: n.username,
        email: `${n.username}@demo.example`,
        password: randomBytes(18).toString('base64url'),
        role: 'staff',
        displayName: n.name,
        emailValidated: true,
      });
  }
}
