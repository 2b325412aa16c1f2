import type { z } from 'zod';
import type { Address, AddressInput } from '@pnc/schemas/shop/address';
import type { Db } from '../../db/connect';
import type { UserAddressRow } from '../../db/shop.table';
import { isPostgres } from '../../centre/repository';
import { notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';

type Input = z.output<typeof AddressInput>;

const toAddress = (r: UserAddressRow): Address => ({
  id: r.id,
  label: r.label,
  name: r.name,
  phone: r.phone,
  zip: r.zip,
  city: r.city,
  district: r.district,
  address: r.address,
  is_default: r.is_default === 1,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

/** Someone else's address is answered exactly as a missing one. */
const addressNotFound = () => notFound('No such address in your address book.');

export const listAddresses = async (db: Db, userId: number) =>
  (
    await db
      .selectFrom('user_address')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('is_default', 'desc')
      .orderBy('id')
      .execute()
  ).map(toAddress);

const columns = (a: Input) => ({
  label: a.label,
  name: a.name,
  phone: a.phone,
  zip: a.zip,
  city: a.city,
  district: a.district,
  address: a.address,
});

/**
 * One default per customer: in the writing transaction the others are unset before this one is set (the partial
 * unique index of migration 0027 refuses a second default whatever happens). A customer's first address is the default.
 */
/** Serializes one customer's address-book writes: PostgreSQL locks the customer's row (SQLite's writes are serial already). */
async function lockBook(trx: Db, userId: number) {
  if (isPostgres(trx)) await trx.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().execute();
}

async function makeDefault(trx: Db, userId: number, id: number) {
  await trx
    .updateTable('user_address')
    .set({ is_default: 0 })
    .where('user_id', '=', userId)
    .where('id', '!=', id)
    .where('is_default', '=', 1)
    .execute();
  await trx.updateTable('user_address').set({ is_default: 1 }).where('id', '=', id).execute();
}

export async function createAddress(db: Db, userId: number, a: Input): Promise<Address> {
  return db.transaction().execute(async (trx) => {
    await lockBook(trx, userId);
    const now = nowIso();
    const { id } = await trx
      .insertInto('user_address')
      .values({ user_id: userId, ...columns(a), is_default: 0, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const others = await trx
      .selectFrom('user_address')
      .select('id')
      .where('user_id', '=', userId)
      .where('is_default', '=', 1)
      .executeTakeFirst();
    if (a.is_default || !others) await makeDefault(trx, userId, id);
    return toAddress(await trx.selectFrom('user_address').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
  });
}

/** Updates one of the customer's own addresses (the row is matched on id and owner alike). */
export async function updateAddress(db: Db, userId: number, id: number, a: Input): Promise<Address> {
  return db.transaction().execute(async (trx) => {
    await lockBook(trx, userId);
    const row = await trx
      .updateTable('user_address')
      .set({ ...columns(a), updated_at: nowIso() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning(['id', 'is_default'])
      .executeTakeFirst();
    if (!row) throw addressNotFound();
    // Unsetting the default leaves the book without one, as asked; setting it moves it here.
    if (a.is_default && !row.is_default) await makeDefault(trx, userId, id);
    if (!a.is_default && row.is_default)
      await trx.updateTable('user_address').set({ is_default: 0 }).where('id', '=', id).execute();
    return toAddress(await trx.selectFrom('user_address').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
  });
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  const gone = await db.deleteFrom('user_address').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!gone.numDeletedRows) throw addressNotFound();
}
