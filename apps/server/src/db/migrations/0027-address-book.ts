import { sql } from 'kysely';
import { type AnyDb, type EngineMigration, withId, withTimestamps } from './helpers';
import { versionNewTables } from './version-new-tables';

/**
 * Delivery (issue 21). `user_address`: a customer's address book (縣市, 區, 郵遞區號 and the street line, who
 * receives it), at most one default per customer (a partial unique index). `cvs_pick`: one convenience-store map
 * visit: made when the map form is handed out (its MerchantTradeNo), filled once by the map's reply (the store,
 * and the hash of a random token the web reads it back with), and spent once when read; each step expires.
 */
export const addressBook: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    await withTimestamps(
      withId(db.schema.createTable('user_address'), engine)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('zip', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('district', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0)),
    ).execute();
    await db.schema.createIndex('user_address_user').on('user_address').column('user_id').execute();
    await db.schema
      .createIndex('user_address_one_default')
      .on('user_address')
      .column('user_id')
      .unique()
      .where(sql.ref('is_default'), '=', 1)
      .execute();

    await withId(db.schema.createTable('cvs_pick'), engine)
      .addColumn('trade_no', 'text', (c) => c.notNull().unique())
      .addColumn('brand', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.unique())
      .addColumn('store_id', 'text')
      .addColumn('store_name', 'text')
      .addColumn('store_address', 'text')
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('replied_at', 'text')
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('cvs_pick_expires').on('cvs_pick').column('expires_at').execute();
    // Every data table has its change counter (migration 0008's rule for tables made later).
    await versionNewTables(db, engine, ['user_address', 'cvs_pick']);
  },
});
