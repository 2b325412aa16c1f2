import { sql } from 'kysely';
import type { AnyDb, Engine, EngineMigration } from './helpers';

/**
 * Tables whose writes no cached answer depends on: sessions, throttling, captcha and one-time keys change
 * on nearly every request that touches them, the audit log on every centre write, and Kysely's own tables
 * are not data. Every other table gets a change counter.
 */
export const UNVERSIONED_TABLES = [
  'auth_token',
  'throttle',
  'captcha',
  'one_time_key',
  'audit_log',
  'data_version',
  'kysely_migration',
  'kysely_migration_lock',
];

/**
 * The tables that get a counter: all but UNVERSIONED_TABLES and SQLite's full-text index (a virtual table
 * and its shadow tables, written only together with the table they index, whose counter moves then).
 */
export async function versionedTables(db: AnyDb, engine: Engine): Promise<string[]> {
  const virtual =
    engine === 'sqlite'
      ? (
          await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and sql like 'CREATE VIRTUAL TABLE%'`.execute(db)
        ).rows.map((r) => r.name)
      : [];
  return (await db.introspection.getTables())
    .map((t) => t.name)
    .filter(
      (name) =>
        !UNVERSIONED_TABLES.includes(name) &&
        !name.startsWith('sqlite_') &&
        !virtual.some((v) => name === v || name.startsWith(`${v}_`)),
    )
    .sort();
}

/** The trigger names migration 0008 gives a table, per engine (the coverage test looks for them). */
export const versionTriggerNames = (table: string, engine: Engine) =>
  engine === 'sqlite'
    ? ['insert', 'update', 'delete'].map((event) => `${table}_dv_${event}`)
    : [`${table}_dv_row`, `${table}_dv_truncate`];

/**
 * One change counter per table (`data_version`), moved by the database itself on every committed write,
 * whatever code or tool makes it. Cached answers are keyed by the counters of the tables they read
 * (plugins/answer-cache.ts), so a write through any instance, or straight into the database, retires them
 * at once: the counter and the data become visible together, in the writer's commit.
 *
 * SQLite: a row trigger per event (SQLite has one writer at a time, so the counter row never waits).
 * PostgreSQL: a deferred constraint trigger, so the counter moves at commit, once per table and transaction
 * (a transaction-local setting remembers it). Committers take one transaction-level advisory lock before
 * they move counters: without it two transactions moving two tables' counters in opposite orders could
 * deadlock, and taking the counters at commit (not at the write) means no transaction waits for one while
 * holding the row locks of its ongoing work.
 * Running it again on a database that has it changes nothing (a test replays later migrations).
 */
export const dataVersions: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('data_version')
      .ifNotExists()
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    const tables = await versionedTables(db, engine);
    if (engine === 'postgres') {
      await sql`
        create or replace function pnc_bump_data_version() returns trigger language plpgsql as $$
        begin
          if current_setting('pnc.dv_' || tg_table_name, true) is distinct from '1' then
            perform pg_advisory_xact_lock(7305880042);
            update data_version set version = version + 1 where name = tg_table_name;
            perform set_config('pnc.dv_' || tg_table_name, '1', true);
          end if;
          return null;
        end $$`.execute(db);
    }
    for (const table of tables) {
      await db
        .insertInto('data_version')
        .values({ name: table, version: 0 })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const [first, second, third] = versionTriggerNames(table, engine);
      if (engine === 'sqlite') {
        for (const [name, event] of [
          [first, 'insert'],
          [second, 'update'],
          [third, 'delete'],
        ] as const) {
          await sql`create trigger if not exists ${sql.id(name!)} after ${sql.raw(event)} on ${sql.id(table)} begin
            update data_version set version = version + 1 where name = ${sql.lit(table)}; end`.execute(db);
        }
      } else {
        for (const name of [first, second]) await sql`drop trigger if exists ${sql.id(name!)} on ${sql.id(table)}`.execute(db);
        await sql`create constraint trigger ${sql.id(first!)} after insert or update or delete on ${sql.id(table)}
          deferrable initially deferred for each row execute function pnc_bump_data_version()`.execute(db);
        await sql`create trigger ${sql.id(second!)} after truncate on ${sql.id(table)}
          for each statement execute function pnc_bump_data_version()`.execute(db);
      }
    }
  },
});
