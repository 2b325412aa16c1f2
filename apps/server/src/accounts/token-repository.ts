import type { Role } from '@pnc/schemas/common';
import type { Db } from '../db/connect';
import { prepared } from '../db/prepared';
import { hashKey, newKey } from '../lib/secrets';
import type { SessionUser } from '../lib/session-user';
import { DAY, HOUR, isoIn, nowIso } from '../lib/time';

/** Issues a token for one device; only its hash is stored. */
export async function issueToken(db: Db, userId: number, userAgent: string, ttlDays: number): Promise<string> {
  const key = newKey();
  const clock = Date.now();
  const now = new Date(clock).toISOString();
  await db
    .insertInto('auth_token')
    .values({
      user_id: userId,
      key_hash: hashKey(key),
      user_agent: userAgent.slice(0, 200),
      created_at: now,
      last_used_at: now,
      expires_at: ttlDays > 0 ? isoIn(ttlDays * DAY, clock) : null,
    })
    .execute();
  return key;
}

/** Every request that carries a token makes this query: it is built once (db/prepared.ts). */
const tokenOwner = prepared((db: Db, keyHash: string) =>
  db
    .selectFrom('auth_token as t')
    .innerJoin('app_user as u', 'u.id', 't.user_id')
    .select(['t.id as token_id', 't.expires_at', 't.last_used_at', 'u.id', 'u.username', 'u.role', 'u.language', 'u.is_active'])
    .where('t.key_hash', '=', keyHash),
);

/** The active user a token belongs to, or undefined for an unknown, expired or deactivated one. */
export async function userForToken(db: Db, key: string): Promise<{ user: SessionUser; tokenId: number } | undefined> {
  const [row] = await tokenOwner(db, hashKey(key));
  if (!row || !row.is_active) return undefined;
  const now = nowIso();
  if (row.expires_at && row.expires_at <= now) return undefined;
  // Touch at most hourly, so reads do not become writes.
  if (Date.parse(row.last_used_at) < Date.now() - HOUR) {
    await db.updateTable('auth_token').set({ last_used_at: now }).where('id', '=', row.token_id).execute();
  }
  return { user: { id: row.id, username: row.username, role: row.role as Role, language: row.language }, tokenId: row.token_id };
}

export const revokeToken = (db: Db, tokenId: number) => db.deleteFrom('auth_token').where('id', '=', tokenId).execute();

/** Revokes every token of a user but, optionally, the one in use. */
export async function revokeUserTokens(db: Db, userId: number, keepTokenId?: number) {
  let q = db.deleteFrom('auth_token').where('user_id', '=', userId);
  if (keepTokenId !== undefined) q = q.where('id', '!=', keepTokenId);
  await q.execute();
}
