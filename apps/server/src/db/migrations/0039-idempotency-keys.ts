import type { AnyDb, EngineMigration } from './helpers';
import { versionNewTables } from './version-new-tables';

/**
 * The answers of creates sent with an `Idempotency-Key` header, one row per (user, key): the route and a SHA-256 of
 * the request it answered, and the status and JSON body it answered with. A repeat of the same request is answered
 * from here instead of writing again; the key with another request is refused. The row is written first, in the
 * create's own transaction, so two requests with one key create one record.
 */
export const idempotencyKeys: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('idempotency_key')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('route', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('status', 'integer')
      .addColumn('response', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_key_pk', ['user_id', 'key'])
      .execute();
    await db.schema.createIndex('idempotency_key_created').on('idempotency_key').column('created_at').execute();
    // Every data table has its change counter (migration 0008's rule for tables made later).
    await versionNewTables(db, engine, ['idempotency_key']);
  },
});
