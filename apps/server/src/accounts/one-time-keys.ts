import type { Db } from '../db/connect';
import { AppError } from '../lib/errors';
import { hashKey, newKey } from '../lib/secrets';
import { HOUR, isoIn, nowIso } from '../lib/time';

/** `invitation`: a new staff account's first password, set like a reset but valid for longer. */
type KeyPurpose = 'validate_email' | 'reset_password' | 'invitation';

const KEY_TTL: Record<KeyPurpose, number> = { validate_email: 48 * HOUR, reset_password: HOUR, invitation: 72 * HOUR };

/** The keys that set a password: a reset link and an invitation link. */
export const PASSWORD_KEYS: readonly KeyPurpose[] = ['reset_password', 'invitation'];
const purposes = (p: KeyPurpose | readonly KeyPurpose[]) => (typeof p === 'string' ? [p] : [...p]);

export const invalidKey = () => new AppError(400, 'invalid_key', 'This link is not valid, was used already, or has expired.');

/** A new single-use key for a mail link; only its hash is stored. `email` is the address the mail goes to. */
export async function createOneTimeKey(db: Db, userId: number, purpose: KeyPurpose, email: string): Promise<string> {
  const key = newKey();
  // One reading of the clock, so the key lives exactly its TTL after it was made.
  const now = Date.now();
  await db
    .insertInto('one_time_key')
    .values({
      user_id: userId,
      purpose,
      key_hash: hashKey(key),
      email: email.toLowerCase(),
      expires_at: isoIn(KEY_TTL[purpose], now),
      used_at: null,
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return key;
}

/** The unused, unexpired key row, without using it (to check a request before spending the key). */
export const peekOneTimeKey = (db: Db, key: string, purpose: KeyPurpose | readonly KeyPurpose[]) =>
  db
    .selectFrom('one_time_key')
    .select(['id', 'user_id', 'email'])
    .where('key_hash', '=', hashKey(key))
    .where('purpose', 'in', purposes(purpose))
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();

/**
 * Spends a key: one conditional UPDATE, so of two parallel requests with the same key only one
 * gets the row back. Throws invalid_key for an unknown, used or expired key.
 */
export async function useOneTimeKey(
  db: Db,
  key: string,
  purpose: KeyPurpose | readonly KeyPurpose[],
): Promise<{ user_id: number; email: string }> {
  const now = nowIso();
  const row = await db
    .updateTable('one_time_key')
    .set({ used_at: now })
    .where('key_hash', '=', hashKey(key))
    .where('purpose', 'in', purposes(purpose))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'email'])
    .executeTakeFirst();
  if (!row) throw invalidKey();
  return row;
}

/** Spends every open key of one purpose (after a reset, older reset links must stop working). */
export const spendAllKeys = (db: Db, userId: number, purpose: KeyPurpose | readonly KeyPurpose[]) =>
  db
    .updateTable('one_time_key')
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('purpose', 'in', purposes(purpose))
    .where('used_at', 'is', null)
    .execute();
