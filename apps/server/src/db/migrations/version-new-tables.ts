import { sql } from 'kysely';
import type { AnyDb, Engine } from './helpers';

/**
 * The change counter that 0008 and 0010 give every data table, for tables a later migration creates: a
 * `data_version` row and the triggers that move it in the writer's commit (SQLite: a row trigger per event;
 * PostgreSQL: 0010's statement trigger noting the table, 0008's deferred constraint trigger bumping the counters
 * at commit, and a truncate trigger). Frozen with the migrations that call it: a change needs a new helper.
 */
export async function versionNewTables(db: AnyDb, engine: Engine, tables: readonly string[]) {
  for (const table of tables) {
    await sql`insert into data_version (name, version) values (${table}, 0)`.execute(db);
    if (engine === 'sqlite') {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`create trigger ${sql.id(`${table}_dv_${event}`)} after ${sql.raw(event)} on ${sql.id(table)} begin
          update data_version set version = version + 1 where name = ${sql.lit(table)}; end`.execute(db);
      }
    } else {
      await sql`create constraint trigger ${sql.id(`${table}_dv_row`)} after insert or update or delete on ${sql.id(table)}
        deferrable initially deferred for each row execute function pnc_bump_data_version()`.execute(db);
      await sql`create trigger ${sql.id(`${table}_dv_note`)} before insert or update or delete on ${sql.id(table)}
        for each statement execute function pnc_note_data_write()`.execute(db);
      await sql`create trigger ${sql.id(`${table}_dv_truncate`)} after truncate on ${sql.id(table)}
        for each statement execute function pnc_bump_truncated()`.execute(db);
    }
  }
}
