import { sql } from 'kysely';
import type { AnyDb, EngineMigration } from './helpers';

/**
 * PostgreSQL's change counters (0008) without its one global lock, so writers on several instances do not
 * queue on one lock. Each counted table gets a statement trigger that notes the table in a transaction-local
 * setting (`pnc.dv_touched`) before the statement's rows change. 0008's deferred constraint trigger now, at
 * commit, takes that transaction's counter rows in name order (`select … order by name for update`) and
 * bumps them once: every committer locks in the same order, so none deadlocks, and writers of different
 * tables never wait for each other. A TRUNCATE bumps its own table's counter at once: it holds the table's
 * ACCESS EXCLUSIVE lock until commit, so no other transaction can have that table among its noted ones.
 * The counted tables are the ones with a counter row. SQLite is unchanged (one writer at a time).
 * Running it again on a database that has it changes nothing.
 */
export const dataVersionsWithoutLock: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    if (engine !== 'postgres') return;
    await sql`
      create or replace function pnc_note_data_write() returns trigger language plpgsql as $$
      declare
        touched text := coalesce(current_setting('pnc.dv_touched', true), '');
      begin
        if not (tg_table_name = any(string_to_array(touched, ','))) then
          perform set_config('pnc.dv_touched', concat_ws(',', nullif(touched, ''), tg_table_name), true);
        end if;
        return null;
      end $$`.execute(db);
    await sql`
      create or replace function pnc_bump_data_version() returns trigger language plpgsql as $$
      declare
        touched text[] := string_to_array(coalesce(current_setting('pnc.dv_touched', true), ''), ',');
      begin
        if cardinality(touched) > 0 then
          perform set_config('pnc.dv_touched', '', true);
          perform 1 from data_version where name = any(touched) order by name for update;
          update data_version set version = version + 1 where name = any(touched);
        end if;
        return null;
      end $$`.execute(db);
    await sql`
      create or replace function pnc_bump_truncated() returns trigger language plpgsql as $$
      begin
        update data_version set version = version + 1 where name = tg_table_name;
        return null;
      end $$`.execute(db);
    const { rows } = await sql<{ name: string }>`select name from data_version order by name`.execute(db);
    for (const { name } of rows) {
      const [note, truncate] = [`${name}_dv_note`, `${name}_dv_truncate`];
      await sql`drop trigger if exists ${sql.id(note)} on ${sql.id(name)}`.execute(db);
      await sql`create trigger ${sql.id(note)} before insert or update or delete on ${sql.id(name)}
        for each statement execute function pnc_note_data_write()`.execute(db);
      await sql`drop trigger if exists ${sql.id(truncate)} on ${sql.id(name)}`.execute(db);
      await sql`create trigger ${sql.id(truncate)} after truncate on ${sql.id(name)}
        for each statement execute function pnc_bump_truncated()`.execute(db);
    }
  },
});
