import { sql } from 'kysely';
import type { AnyDb, EngineMigration } from './helpers';

/**
 * item_gram rows carry their item's is_active, so a short keyword's count (乳頭: every item whose text holds
 * it) is read from the gram index alone: all the gram's rows, less those of inactive items, which a partial
 * index keeps apart. Checking each match against its item row made that count grow with the matches: 8,333
 * matches among 100,000 items cost 21 ms on PostgreSQL (a hash join over every active item) and 8 ms on SQLite
 * (docs/performance.md, Scale).
 *
 * Kept in the writer's transaction, whatever writes: a change of an item's is_active sets its grams'; a gram
 * inserted with another flag than its item's takes the item's. PostgreSQL's insert trigger works per
 * statement over the inserted rows and locks their items `for share` first, so it waits for a transaction
 * changing a flag and then reads the flag that transaction committed (as the counts of 0011 do).
 */
export const itemGramActive: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    await db.schema
      .alterTable('item_gram')
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await sql`create index item_gram_inactive on item_gram (gram, item_id) where is_active = 0`.execute(db);
    if (engine === 'sqlite') await sqliteTriggers(db);
    else await postgresTriggers(db);
    // Last: on PostgreSQL the update leaves change-counter events pending (0008), and no DDL on the table may follow.
    await sql`update item_gram set is_active = 0 where item_id in (select id from item where is_active = 0)`.execute(db);
  },
});

async function sqliteTriggers(db: AnyDb) {
  await sql`create trigger item_gram_item_active after update of is_active on item
      when old.is_active is not new.is_active begin
      update item_gram set is_active = new.is_active where item_id = new.id;
    end`.execute(db);
  await sql`create trigger item_gram_insert after insert on item_gram
      when new.is_active is not (select is_active from item where id = new.item_id) begin
      update item_gram set is_active = (select is_active from item where id = new.item_id)
          where gram = new.gram and item_id = new.item_id;
    end`.execute(db);
}

async function postgresTriggers(db: AnyDb) {
  await sql`
    create function pnc_gram_item_active() returns trigger language plpgsql as $$
    begin
      update item_gram set is_active = new.is_active where item_id = new.id and is_active <> new.is_active;
      return null;
    end $$`.execute(db);
  await sql`create trigger item_gram_item_active after update of is_active on item
    for each row when (old.is_active is distinct from new.is_active) execute function pnc_gram_item_active()`.execute(db);
  await sql`
    create function pnc_gram_inserted() returns trigger language plpgsql as $$
    begin
      perform 1 from item where id in (select item_id from inserted) order by id for share;
      update item_gram g set is_active = i.is_active
          from inserted n join item i on i.id = n.item_id
          where g.gram = n.gram and g.item_id = n.item_id and g.is_active <> i.is_active;
      return null;
    end $$`.execute(db);
  await sql`create trigger item_gram_insert after insert on item_gram
    referencing new table as inserted for each statement execute function pnc_gram_inserted()`.execute(db);
}
