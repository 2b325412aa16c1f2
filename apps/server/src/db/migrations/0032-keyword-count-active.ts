import { sql } from 'kysely';
import type { AnyDb, EngineMigration } from './helpers';
import { versionNewTables } from './version-new-tables';

/**
 * SQLite: a keyword of 3 or more characters is counted from FTS5 alone. FTS5 holds only the text, so the count
 * of the public's matches (is_active = 1) looked up each match's item row: O(matches), 3.2 ms for 6,667 of
 * 100,000 items (docs/performance.md, Scale). Now it is every match of item_fts less the matches of
 * item_fts_hidden, a second trigram index that holds only the items the public does not see (is_active is not
 * 1): two reads of the index, no item row. item_fts_hidden is contentless and is kept by triggers in the
 * writer's transaction, whatever writes; it grows with the hidden items only.
 *
 * Both indexes match case-sensitively, so a match is exactly "search_text holds the keyword" (search_text and
 * keywords are lower-cased already): a page that walks an ordering's index tests each walked item's own text
 * with instr() and finds the same items the indexes count. FTS5's default folding also merged a few characters
 * (ς with σ, U+0345 with ι) that PostgreSQL's LIKE keeps apart; item_fts is rebuilt with the same option.
 *
 * PostgreSQL: pg_trgm's index only narrows a LIKE down; each candidate's row is read to check it, and the
 * public's count read every match's item row (2,778 pages of item for 8,334 matches among 100,000 items).
 * item_search_active holds the id and search_text of the active items only, with a trigram index of its own:
 * the public's count checks its active matches in that narrow table (1,011 pages), about half the time. It is
 * kept by a trigger on item in the writer's transaction, whatever writes.
 */
export const keywordCountActive: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    if (engine === 'postgres') return postgres(db);
    // 0003's triggers on item write to item_fts by name and keep writing to the new table.
    await sql`drop table item_fts`.execute(db);
    await sql`create virtual table item_fts using fts5(search_text, content='item', content_rowid='id',
        tokenize='trigram case_sensitive 1')`.execute(db);
    await sql`insert into item_fts(item_fts) values ('rebuild')`.execute(db);

    await sql`create virtual table item_fts_hidden using fts5(search_text, content='', contentless_delete=1,
        tokenize='trigram case_sensitive 1')`.execute(db);
    await sql`insert into item_fts_hidden(rowid, search_text) select id, search_text from item where is_active is not 1`.execute(
      db,
    );
    await sql`create trigger item_fts_hidden_insert after insert on item when new.is_active is not 1 begin
        insert into item_fts_hidden(rowid, search_text) values (new.id, new.search_text); end`.execute(db);
    await sql`create trigger item_fts_hidden_delete after delete on item when old.is_active is not 1 begin
        delete from item_fts_hidden where rowid = old.id; end`.execute(db);
    await sql`create trigger item_fts_hidden_update after update of is_active, search_text on item
        when old.is_active is not 1 or new.is_active is not 1 begin
        delete from item_fts_hidden where rowid = old.id;
        insert into item_fts_hidden(rowid, search_text) select new.id, new.search_text where new.is_active is not 1;
      end`.execute(db);
  },
});

async function postgres(db: AnyDb) {
  await sql`create table item_search_active (
      id integer primary key references item (id) on delete cascade, search_text text not null)`.execute(db);
  await sql`insert into item_search_active (id, search_text) select id, search_text from item where is_active = 1`.execute(db);
  // As 0009 for the other trigram indexes: new rows go straight into the index, no pending list.
  await sql`create index item_search_active_trgm on item_search_active using gin (search_text gin_trgm_ops)
      with (fastupdate = off)`.execute(db);
  await sql`
    create function pnc_item_search_active() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        delete from item_search_active where id = old.id;
      end if;
      if tg_op <> 'DELETE' and new.is_active = 1 then
        insert into item_search_active (id, search_text) values (new.id, new.search_text);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger item_search_active after insert or delete or update of id, is_active, search_text on item
    for each row execute function pnc_item_search_active()`.execute(db);
  await sql`analyze item_search_active`.execute(db);
  // Last: its rows are in and indexed (a change counter's pending events would forbid DDL on the table).
  await versionNewTables(db, 'postgres', ['item_search_active']);
}
