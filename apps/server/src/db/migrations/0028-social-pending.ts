import { withId, type AnyDb, type EngineMigration } from './helpers';
import { versionNewTables } from './version-new-tables';

/**
 * Social sign-in's short-lived, single-use keys (issue 21), one table for three purposes: a LINE login's state and
 * nonce (`line_state`), the one-time code that hands a finished LINE login to the web app (`handoff`), and the key
 * that links a provider identity to an existing account once its password is given (`link`). Only a key's SHA-256
 * is stored; `data` is JSON text of the purpose's own values (never a secret in the clear). `browser_hash` is the
 * SHA-256 of the browser-binding cookie of the browser that started the sign-in: a key is accepted only from there.
 */
export const socialPending: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    await withId(db.schema.createTable('social_pending'), engine)
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('key_hash', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.references('app_user.id').onDelete('cascade'))
      .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('browser_hash', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('social_pending_expires').on('social_pending').column('expires_at').execute();
    // Every data table has its change counter (migration 0008's rule for tables made later).
    await versionNewTables(db, engine, ['social_pending']);
  },
});
