import type { Transaction } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/database';
import { AppError } from '../lib/errors';
import { hashKey, newKey } from '../lib/secrets';
import { MINUTE, isoIn, nowIso } from '../lib/time';

/**
 * Social sign-in's single-use keys: a LINE login's state (with its nonce's hash), the code that hands a finished LINE
 * login to the web app, and the key that links a provider identity to an existing account after its password.
 * Each is bound to the browser that started the sign-in (`browserHash`, see social-browser.ts) and works only there.
 */
type PendingPurpose = 'line_state' | 'handoff' | 'link';

/** How long each key lives: long enough for a person at LINE's consent screen or typing a password, no longer. */
export const PENDING_TTL: Record<PendingPurpose, number> = { line_state: 10 * MINUTE, handoff: 2 * MINUTE, link: 10 * MINUTE };

type DbOrTrx = Db | Transaction<Database>;

/** A new key of one purpose, for one browser; only its hash is stored. `data` is kept as JSON beside it. */
export async function createPending(
  db: DbOrTrx,
  purpose: PendingPurpose,
  browserHash: string,
  data: Record<string, unknown>,
  userId: number | null = null,
): Promise<string> {
  const key = newKey();
  const now = Date.now();
  await db
    .insertInto('social_pending')
    .values({
      purpose,
      key_hash: hashKey(key),
      user_id: userId,
      data: JSON.stringify(data),
      browser_hash: browserHash,
      expires_at: isoIn(PENDING_TTL[purpose], now),
      used_at: null,
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return key;
}

/**
 * Spends a key from the browser it was made for: one conditional UPDATE, so of two requests with the same key only
 * one gets the row back. Undefined for an unknown, used, expired or other browser's key (`pendingRefusal` says which).
 */
export async function spendPending<T extends Record<string, unknown>>(
  db: DbOrTrx,
  purpose: PendingPurpose,
  key: string,
  browserHash: string,
): Promise<{ userId: number | null; data: T } | undefined> {
  const now = nowIso();
  const row = await db
    .updateTable('social_pending')
    .set({ used_at: now })
    .where('key_hash', '=', hashKey(key))
    .where('purpose', '=', purpose)
    .where('browser_hash', '=', browserHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'data'])
    .executeTakeFirst();
  return row && { userId: row.user_id, data: JSON.parse(row.data) as T };
}

/** A key still open but started in another browser (or this one sends no binding cookie). */
const otherBrowser = () =>
  new AppError(400, 'social_signin_failed', 'This sign-in was started in another browser: start it again here.');

/**
 * Why a key was not accepted: open but bound to another browser (400 social_signin_failed), else unknown, used or
 * expired (400 invalid_key). Read-only: it changes nothing and is asked only after the conditional write missed.
 */
export async function pendingRefusal(db: DbOrTrx, purpose: PendingPurpose, key: string): Promise<AppError> {
  const open = await db
    .selectFrom('social_pending')
    .select('id')
    .where('key_hash', '=', hashKey(key))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return open ? otherBrowser() : new AppError(400, 'invalid_key', 'This sign-in has expired or was used already.');
}

/** Drops keys that expired more than a day ago (called when a new LINE login starts, so the table stays small). */
export const dropStalePending = (db: Db) =>
  db
    .deleteFrom('social_pending')
    .where('expires_at', '<', isoIn(-24 * 60 * MINUTE))
    .execute();
