import type { Role } from '@pnc/schemas/common';
import type { Db } from '../db/connect';
import type { UserRow } from '../db/accounts.table';
import { hashPassword } from '../lib/passwords';
import { nowIso } from '../lib/time';
import type { Profile } from '@pnc/schemas/accounts';

export const findUserById = (db: Db, id: number) => db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();

/** By username or email, case-insensitively. */
export const findUserByLogin = (db: Db, login: string) =>
  db
    .selectFrom('app_user')
    .selectAll()
    .where((eb) => eb.or([eb('username_key', '=', login.toLowerCase()), eb('email_key', '=', login.toLowerCase())]))
    .executeTakeFirst();

interface NewAccount {
  username: string;
  email: string;
  password: string;
  role: Role;
  language?: string;
  displayName?: string;
  emailValidated: boolean;
}

export async function insertUser(db: Db, a: NewAccount): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('app_user')
    .values({
      username: a.username,
      username_key: a.username.toLowerCase(),
      email: a.email,
      email_key: a.email.toLowerCase(),
      password_hash: await hashPassword(a.password),
      role: a.role,
      display_name: a.displayName ?? a.username,
      phone: '',
      avatar_url: '',
      language: a.language ?? 'tw',
      is_active: 1,
      email_validated: a.emailValidated ? 1 : 0,
      last_login: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Row → API: the one place user rows become profiles (no hash, flags as booleans). */
export const toProfile = (u: UserRow): Profile => ({
  id: u.id,
  username: u.username,
  email: u.email,
  role: u.role as Role,
  display_name: u.display_name,
  phone: u.phone,
  avatar_url: u.avatar_url,
  language: u.language === 'en' ? 'en' : 'tw',
  is_active: Boolean(u.is_active),
  email_validated: Boolean(u.email_validated),
  last_login: u.last_login,
  created_at: u.created_at,
});
