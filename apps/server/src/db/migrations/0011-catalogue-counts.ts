import { sql } from 'kysely';
import type { AnyDb, EngineMigration } from './helpers';

/**
 * How many items each category holds, and how many there are in all (category_id 0), by is_active: what
 * a catalogue list without a keyword, price or stock filter answers as its `count`, read in O(categories)
 * instead of counting the matching rows.
 *
 * Kept by row triggers in the writer's own transaction, whatever code or tool writes:
 * - an item's insert counts it in category 0; its delete (before the row goes, while its category links are
 *   still there) takes it out of 0 and of its categories; a change of is_active moves it between the flags
 *   in 0 and in its categories;
 * - a link's insert or delete counts the item in that category under the item's is_active. A link deleted
 *   because its item is being deleted finds no item and changes nothing (the item's delete did it);
 * - a category's delete drops its rows.
 * PostgreSQL: a link trigger reads the item's is_active `for share`, so it waits for a transaction changing
 * that flag, and the flag change's trigger, which runs after its row lock, reads the links committed by then:
 * every link is counted under the flag its item ends with. Decrements are plain updates, increments upserts.
 * SQLite has one writer at a time.
 *
 * The table has its change counter like every data table (0008, 0010). Existing rows are counted here.
 */
export const catalogueCounts: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('item_count')
      .addColumn('category_id', 'integer', (c) => c.notNull())
      .addColumn('is_active', 'integer', (c) => c.notNull())
      .addColumn('n', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('item_count_pk', ['category_id', 'is_active'])
      .execute();
    await sql`insert into item_count (category_id, is_active, n)
      select 0, is_active, count(*) from item group by is_active`.execute(db);
    await sql`insert into item_count (category_id, is_active, n)
      select l.category_id, i.is_active, count(*) from item_category l join item i on i.id = l.item_id
      group by l.category_id, i.is_active`.execute(db);

    if (engine === 'sqlite') await sqliteTriggers(db);
    else await postgresTriggers(db);

    // Its change counter, as 0008 and 0010 give every data table.
    await sql`insert into data_version (name, version) values ('item_count', 0)`.execute(db);
    if (engine === 'sqlite') {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`create trigger ${sql.id(`item_count_dv_${event}`)} after ${sql.raw(event)} on item_count begin
          update data_version set version = version + 1 where name = 'item_count'; end`.execute(db);
      }
    } else {
      await sql`create constraint trigger item_count_dv_row after insert or update or delete on item_count
        deferrable initially deferred for each row execute function pnc_bump_data_version()`.execute(db);
      await sql`create trigger item_count_dv_note before insert or update or delete on item_count
        for each statement execute function pnc_note_data_write()`.execute(db);
      await sql`create trigger item_count_dv_truncate after truncate on item_count
        for each statement execute function pnc_bump_truncated()`.execute(db);
    }
  },
});

async function sqliteTriggers(db: AnyDb) {
  await sql`create trigger item_count_item_insert after insert on item begin
    insert into item_count (category_id, is_active, n) values (0, new.is_active, 1)
      on conflict (category_id, is_active) do update set n = n + 1;
  end`.execute(db);
  await sql`create trigger item_count_item_delete before delete on item begin
    update item_count set n = n - 1 where is_active = old.is_active
      and (category_id = 0 or category_id in (select category_id from item_category where item_id = old.id));
  end`.execute(db);
  await sql`create trigger item_count_item_active after update of is_active on item
    when old.is_active is not new.is_active begin
    update item_count set n = n - 1 where is_active = old.is_active
      and (category_id = 0 or category_id in (select category_id from item_category where item_id = new.id));
    insert into item_count (category_id, is_active, n)
      select 0, new.is_active, 1 union all
      select category_id, new.is_active, 1 from item_category where item_id = new.id
      on conflict (category_id, is_active) do update set n = n + 1;
  end`.execute(db);
  const linkIn = (row: 'new') => sql`
    insert into item_count (category_id, is_active, n)
      select ${sql.raw(row)}.category_id, is_active, 1 from item where id = ${sql.raw(row)}.item_id
      on conflict (category_id, is_active) do update set n = n + 1;`;
  const linkOut = (row: 'old') => sql`
    update item_count set n = n - 1 where category_id = ${sql.raw(row)}.category_id
      and is_active = (select is_active from item where id = ${sql.raw(row)}.item_id);`;
  await sql`create trigger item_count_link_insert after insert on item_category begin ${linkIn('new')} end`.execute(db);
  await sql`create trigger item_count_link_delete after delete on item_category begin ${linkOut('old')} end`.execute(db);
  await sql`create trigger item_count_link_update after update on item_category begin
    ${linkOut('old')} ${linkIn('new')} end`.execute(db);
  await sql`create trigger item_count_category_delete after delete on category begin
    delete from item_count where category_id = old.id;
  end`.execute(db);
}

async function postgresTriggers(db: AnyDb) {
  // Every category has its two rows from the start, so a writer can lock the rows it will change.
  await sql`insert into item_count (category_id, is_active, n)
    select c.id, f.flag, 0 from category c cross join (values (0), (1)) as f(flag)
    union all select 0, f.flag, 0 from (values (0), (1)) as f(flag)
    on conflict (category_id, is_active) do nothing`.execute(db);
  await sql`
    create function pnc_count_category_new() returns trigger language plpgsql as $$
    begin
      insert into item_count (category_id, is_active, n) values (new.id, 0, 0), (new.id, 1, 0)
        on conflict (category_id, is_active) do nothing;
      return null;
    end $$`.execute(db);
  await sql`create trigger item_count_category_insert after insert on category
    for each row execute function pnc_count_category_new()`.execute(db);

  // Locks the rows of these categories (0: every item) in key order, so no two writers wait on each other crosswise.
  await sql`
    create function pnc_count_lock(categories integer[]) returns void language sql as $$
      select 1 from item_count where category_id = any(categories) order by category_id, is_active for update
    $$`.execute(db);
  // Moves `delta` items of flag `flag` in these categories, creating a row for a flag other than 0 and 1.
  await sql`
    create function pnc_count_add(categories integer[], flag integer, delta integer) returns void language sql as $$
      insert into item_count (category_id, is_active, n)
        select c, flag, delta from unnest(categories) as c order by 1
        on conflict (category_id, is_active) do update set n = item_count.n + excluded.n
    $$`.execute(db);

  await sql`
    create function pnc_count_item() returns trigger language plpgsql as $$
    declare
      categories integer[];
    begin
      if tg_op = 'INSERT' then
        perform pnc_count_lock(array[0]);
        perform pnc_count_add(array[0], new.is_active, 1);
        return null;
      end if;
      select array[0] || coalesce(array_agg(category_id order by category_id), '{}') into categories
        from item_category where item_id = old.id;
      perform pnc_count_lock(categories);
      perform pnc_count_add(categories, old.is_active, -1);
      if tg_op = 'DELETE' then
        return old;
      end if;
      perform pnc_count_add(categories, new.is_active, 1);
      return null;
    end $$`.execute(db);
  await sql`create trigger item_count_item_insert after insert on item
    for each row execute function pnc_count_item()`.execute(db);
  await sql`create trigger item_count_item_delete before delete on item
    for each row execute function pnc_count_item()`.execute(db);
  await sql`create trigger item_count_item_active after update of is_active on item
    for each row when (old.is_active is distinct from new.is_active) execute function pnc_count_item()`.execute(db);

  await sql`
    create function pnc_count_link() returns trigger language plpgsql as $$
    declare
      flag integer;
    begin
      if tg_op in ('DELETE', 'UPDATE') then
        select is_active into flag from item where id = old.item_id for share;
        if found then
          perform pnc_count_lock(array[old.category_id]);
          perform pnc_count_add(array[old.category_id], flag, -1);
        end if;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        select is_active into flag from item where id = new.item_id for share;
        if found then
          perform pnc_count_lock(array[new.category_id]);
          perform pnc_count_add(array[new.category_id], flag, 1);
        end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger item_count_link after insert or update or delete on item_category
    for each row execute function pnc_count_link()`.execute(db);

  await sql`
    create function pnc_count_category_gone() returns trigger language plpgsql as $$
    begin
      delete from item_count where category_id = old.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger item_count_category_delete after delete on category
    for each row execute function pnc_count_category_gone()`.execute(db);
}
