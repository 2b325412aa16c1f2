import type { FastifyInstance } from 'fastify';
import { hashPassword, passwordProblem } from '../lib/passwords';
import { nowIso } from '../lib/time';
import { invalidKey, PASSWORD_KEYS, peekOneTimeKey, spendAllKeys, useOneTimeKey } from './one-time-keys';
import { weakPassword } from './registration-service';
import { revokeUserTokens } from './token-repository';
import { findUserById } from './user-repository';

/** Sets a new password and revokes the user's tokens, all but `keepTokenId` when given. */
export async function setPassword(app: FastifyInstance, userId: number, newPassword: string, keepTokenId?: number) {
  const hash = await hashPassword(newPassword);
  await app.db.transaction().execute(async (trx) => {
    await trx.updateTable('app_user').set({ password_hash: hash, updated_at: nowIso() }).where('id', '=', userId).execute();
    await revokeUserTokens(trx, userId, keepTokenId);
  });
}

/**
 * reset_password/confirm, with the key of a reset or an invitation mail: the key is checked, then the new
 * password, and only then spent, so a refused password does not burn the link. Spending is one conditional UPDATE inside the same
 * transaction as the new hash, so a key works once even under parallel requests.
 */
export async function confirmReset(app: FastifyInstance, key: string, newPassword: string) {
  const open = await peekOneTimeKey(app.db, key, PASSWORD_KEYS);
  const user = open && (await findUserById(app.db, open.user_id));
  if (!open || !user || !user.is_active) throw invalidKey();
  const problem = passwordProblem(newPassword, user.username);
  if (problem) throw weakPassword('new_password', problem);
  const hash = await hashPassword(newPassword);
  await app.db.transaction().execute(async (trx) => {
    const used = await useOneTimeKey(trx, key, PASSWORD_KEYS);
    // Opening the link proves the address, when it is still the account's address.
    const validated = used.email === user.email_key ? { email_validated: 1 } : {};
    await trx
      .updateTable('app_user')
      .set({ password_hash: hash, updated_at: nowIso(), ...validated })
      .where('id', '=', user.id)
      .execute();
    await revokeUserTokens(trx, user.id);
    await spendAllKeys(trx, user.id, PASSWORD_KEYS);
  });
}
