import { randomBytes } from 'node:crypto';
import type { CvsBrand, CvsStore } from '@pnc/schemas/shop/delivery';
import type { Db } from '../../db/connect';
import { AppError } from '../../lib/errors';
import { hashKey, newKey } from '../../lib/secrets';
import { isoIn, MINUTE, nowIso } from '../../lib/time';

/** How long the customer has on the map, and then to come back to checkout with the pick. */
const MAP_VISIT_TTL = 30 * MINUTE;
const PICK_TTL = 30 * MINUTE;

const invalidPick = () =>
  new AppError(400, 'invalid_key', 'This store choice is not valid, was used already, or has expired. Choose the store again.');

/** A new map visit: its MerchantTradeNo (20 hex characters: ECPay's String(20), letters and digits, unique). */
export async function openMapVisit(db: Db, brand: CvsBrand): Promise<string> {
  const tradeNo = randomBytes(10).toString('hex');
  const now = Date.now();
  await db
    .insertInto('cvs_pick')
    .values({ trade_no: tradeNo, brand, expires_at: isoIn(MAP_VISIT_TTL, now), created_at: new Date(now).toISOString() })
    .execute();
  return tradeNo;
}

/**
 * Records the map's reply once: one conditional UPDATE on a visit still open (issued, unanswered, unexpired, same
 * chain), so a replayed or forged reply changes nothing. Answers the token the web reads the store back with
 * (only its hash is kept), or undefined.
 */
export async function answerMapVisit(db: Db, tradeNo: string, store: CvsStore): Promise<string | undefined> {
  const token = newKey();
  const now = Date.now();
  const row = await db
    .updateTable('cvs_pick')
    .set({
      token_hash: hashKey(token),
      store_id: store.store_id,
      store_name: store.store_name,
      store_address: store.store_address,
      replied_at: new Date(now).toISOString(),
      expires_at: isoIn(PICK_TTL, now),
    })
    .where('trade_no', '=', tradeNo)
    .where('brand', '=', store.brand)
    .where('replied_at', 'is', null)
    .where('expires_at', '>', new Date(now).toISOString())
    .returning('id')
    .executeTakeFirst();
  return row ? token : undefined;
}

/** Reads a pick once: one conditional UPDATE spends the token; used, unknown or expired is 400 invalid_key. */
export async function usePick(db: Db, token: string): Promise<CvsStore> {
  const now = nowIso();
  const row = await db
    .updateTable('cvs_pick')
    .set({ used_at: now })
    .where('token_hash', '=', hashKey(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['brand', 'store_id', 'store_name', 'store_address'])
    .executeTakeFirst();
  if (!row) throw invalidPick();
  return {
    brand: row.brand as CvsBrand,
    store_id: row.store_id ?? '',
    store_name: row.store_name ?? '',
    store_address: row.store_address ?? '',
  };
}

/** Forgets visits past their time (called by the map route now and then; nothing else reads them). */
export const forgetExpiredVisits = (db: Db) => db.deleteFrom('cvs_pick').where('expires_at', '<', nowIso()).execute();
