import type { FastifyInstance } from 'fastify';
import type { Profile, ProfileUpdate } from '@pnc/schemas/accounts';
import type { UserUpdate } from '../db/accounts.table';
import { notFound } from '../lib/errors';
import { nowIso } from '../lib/time';
import { sendValidationMail } from './account-mails';
import { emailTaken } from './registration-service';
import { isUniqueViolation } from './unique';
import { findUserById, toProfile } from './user-repository';

/**
 * Applies a profile edit. A new email address must be free, loses the validated mark and gets a
 * validation mail; the caller stays logged in. Role and the rest never change here (the schema is strict).
 */
export async function updateProfile(app: FastifyInstance, userId: number, patch: ProfileUpdate): Promise<Profile> {
  const before = await findUserById(app.db, userId);
  if (!before) throw notFound();
  const { email, ...rest } = patch;
  const set: UserUpdate = { ...rest, updated_at: nowIso() };
  const emailChanged = email !== undefined && email.toLowerCase() !== before.email_key;
  if (email !== undefined) {
    // Only the case changed: same address, still validated.
    set.email = email;
    set.email_key = email.toLowerCase();
    if (emailChanged) set.email_validated = 0;
  }
  if (emailChanged) {
    const other = await app.db.selectFrom('app_user').select('id').where('email_key', '=', set.email_key!).executeTakeFirst();
    if (other) throw emailTaken();
  }
  try {
    await app.db.updateTable('app_user').set(set).where('id', '=', userId).execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  const after = (await findUserById(app.db, userId))!;
  if (emailChanged) {
    await sendValidationMail(app, after).catch((err: Error) =>
      app.log.error({ userId, reason: err.message }, 'validation mail not sent'),
    );
  }
  return toProfile(after);
}
