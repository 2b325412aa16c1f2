import { sql } from 'kysely';
import type { AnyDb, EngineMigration } from './helpers';
import { versionNewTables } from './version-new-tables';

/**
 * PostgreSQL: item_gram3 holds each item's distinct 3-character pieces (none starting or ending with space, tab or a
 * line break: keywords are trimmed) with its is_active, so a 3-character keyword is counted from index entries, where
 * pg_trgm's LIKE reads each match's row. SQLite's FTS5 counts it from its own index. A trigger on item keeps it, so
 * any writer (an instance still on the previous release too) keeps it right; made before the fill, so no write falls
 * between.
 */
export const itemGramThree: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    if (engine !== 'postgres') return;
    await sql`create table item_gram3 (gram text not null, item_id integer not null references item (id) on delete cascade,
        is_active integer not null, primary key (gram, item_id))`.execute(db);
    await sql`
      create function pnc_gram3_pieces(body text) returns setof text language sql immutable as $$
        select distinct substr(body, at, 3) from generate_series(1, char_length(body) - 2) as at
        where substr(body, at, 1) not in (' ', E'\\t', E'\\n', E'\\r')
          and substr(body, at + 2, 1) not in (' ', E'\\t', E'\\n', E'\\r')
      $$`.execute(db);
    await sql`
      create function pnc_item_gram3() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' then
          delete from item_gram3 where item_id = old.id;
        end if;
        insert into item_gram3 (gram, item_id, is_active)
          select piece, new.id, new.is_active from pnc_gram3_pieces(new.search_text) as piece;
        return null;
      end $$`.execute(db);
    await sql`create trigger item_gram3 after insert or update of id, search_text, is_active on item
      for each row execute function pnc_item_gram3()`.execute(db);
    await sql`insert into item_gram3 (gram, item_id, is_active)
        select piece, item.id, item.is_active from item cross join pnc_gram3_pieces(item.search_text) as piece`.execute(db);
    await sql`create index item_gram3_inactive on item_gram3 (gram, item_id) where is_active = 0`.execute(db);
    await sql`create index item_gram3_item on item_gram3 (item_id)`.execute(db);
    await sql`analyze item_gram3`.execute(db);
    // Last: its rows are in and indexed (a change counter's pending events would forbid DDL on the table).
    await versionNewTables(db, 'postgres', ['item_gram3']);
  },
});
