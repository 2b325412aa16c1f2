import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The database engines a migration runs on (the app's Engine, restated: migrations import no app code). */
export type Engine = 'sqlite' | 'postgres';

/** A migration that knows which engine it runs on, for the few places the two differ. */
export type EngineMigration = (engine: Engine) => Migration;

// Migrations are typed over an unknown schema: they describe history, not today's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

/** Integer primary key that the database assigns: AUTOINCREMENT on SQLite, an identity column on PostgreSQL. */
export function withId<T extends string>(tb: CreateTableBuilder<T, never>, engine: Engine) {
  return engine === 'sqlite'
    ? tb.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : tb.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity());
}

/** created_at / updated_at: ISO 8601 UTC text on both engines, so values compare and sort alike. */
export function withTimestamps<T extends string, C extends string>(tb: CreateTableBuilder<T, C>) {
  return tb.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());
}
