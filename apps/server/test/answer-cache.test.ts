import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../src/config';
import { versionedTables, versionTriggerNames } from '../src/db/migrations/0008-data-versions';
import { AnswerStore, cachedAnswer } from '../src/plugins/answer-cache';
import { connect } from '../src/db/connect';
import { pgTarget } from '../src/db/pg-target';
import { dataVersion, versionReads } from '../src/db/data-version';
import { engines, type Harness, setupApp } from './helper';
import { makeItem, userWithToken } from './shop-support';

const get = (h: Harness, url: string, auth?: string) => h.inject({ url, headers: auth ? { authorization: auth } : {} });

/** A second connection to the app's SQLite file, as another process would open it; closed when the test ends. */
function secondConnection(h: Harness) {
  const config = h.app.config.database;
  if (config.engine !== 'sqlite') throw new Error('sqlite only');
  const other = connect(config);
  onTestFinished(() => other.destroy());
  return other;
}

/** How many answers the app served from its store, and read afresh, during `run`. */
async function served(h: Harness, run: () => Promise<unknown>) {
  const [hits, misses] = [h.app.answers.hits, h.app.answers.misses];
  await run();
  return { hits: h.app.answers.hits - hits, misses: h.app.answers.misses - misses };
}

describe.each(engines)('answers kept while their tables are unchanged, on %s', (engine) => {
  const h = setupApp(engine);

  it('answers a repeated list from the store, byte for byte', async () => {
    const manager = await userWithToken(h, 'manager');
    await makeItem(h, manager, { name_tw: '保存甲' });
    const url = '/api/items/?keyword=%E4%BF%9D%E5%AD%98';
    const first = await get(h, url);
    let second = first;
    expect(await served(h, async () => (second = await get(h, url)))).toEqual({ hits: 1, misses: 0 });
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.json()).toMatchObject({ count: 1, results: [{ name_tw: '保存甲' }] });
  });

  it('reads afresh after a write made straight into the database, as another instance or a tool would', async () => {
    const manager = await userWithToken(h, 'manager');
    const item = await makeItem(h, manager, { name_tw: '直寫甲', price: 100 });
    const url = '/api/items/?keyword=%E7%9B%B4%E5%AF%AB';
    await get(h, url);
    await get(h, `/api/items/${item.id}/`);
    await h.db.updateTable('item').set({ price: 555 }).where('id', '=', item.id).execute();
    expect((await get(h, url)).json()).toMatchObject({ count: 1, results: [{ price: 555 }] });
    expect((await get(h, `/api/items/${item.id}/`)).json()).toMatchObject({ price: 555 });
    // A category link written elsewhere shows at once too (another table of the same answer).
    const cat = await h.db
      .insertInto('category')
      .values({
        name_tw: '直寫類',
        name_en: 'Direct',
        parent_id: null,
        sort_order: 0,
        image_url: '',
        created_at: 'x',
        updated_at: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await h.db.insertInto('item_category').values({ item_id: item.id, category_id: cat.id }).execute();
    expect((await get(h, `/api/items/${item.id}/`)).json()).toMatchObject({ categories: [cat.id] });
    expect((await get(h, `/api/categories/${cat.id}/items/`)).json()).toMatchObject({ count: 1 });
  });

  it('keeps exact counts: an order that sells the last piece takes the item out of the in-stock list at once', async () => {
    const manager = await userWithToken(h, 'manager');
    await makeItem(h, manager, { name_tw: '售完甲', stock: 1 });
    const url = '/api/items/?keyword=%E5%94%AE%E5%AE%8C&in_stock=1';
    expect((await get(h, url)).json()).toMatchObject({ count: 1 });
    await h.db.updateTable('item').set({ stock: 0 }).where('name_tw', '=', '售完甲').execute();
    expect((await get(h, url)).json()).toMatchObject({ count: 0, results: [] });
  });

  it('keeps a manager’s answer (inactive items too) apart from the public one', async () => {
    const manager = await userWithToken(h, 'manager');
    await makeItem(h, manager, { name_tw: '隱藏甲', is_active: false });
    await makeItem(h, manager, { name_tw: '隱藏乙' });
    const url = '/api/items/?keyword=%E9%9A%B1%E8%97%8F';
    expect((await get(h, url, manager.auth)).json()).toMatchObject({ count: 2 });
    expect((await get(h, url)).json()).toMatchObject({ count: 1, results: [{ name_tw: '隱藏乙' }] });
    const customer = await userWithToken(h, 'customer');
    expect((await get(h, url, customer.auth)).json()).toMatchObject({ count: 1 });
    expect((await get(h, url, manager.auth)).json()).toMatchObject({ count: 2 });
  });

  it('never keeps a refusal, and a kept centre list still asks for the right role first', async () => {
    const staff = await userWithToken(h, 'staff');
    const customer = await userWithToken(h, 'customer');
    expect((await get(h, '/api/items/999999/')).statusCode).toBe(404);
    expect((await get(h, '/api/items/?limit=0')).statusCode).toBe(400);
    expect((await get(h, '/api/items/?limit=0')).statusCode).toBe(400);
    const list = '/api/mother/?limit=100';
    const first = await get(h, list, staff.auth);
    expect(first.statusCode).toBe(200);
    expect(await served(h, () => get(h, list, staff.auth))).toEqual({ hits: 1, misses: 0 });
    expect((await get(h, list, customer.auth)).statusCode).toBe(403);
    expect((await get(h, list)).statusCode).toBe(401);
  });

  it('reads a centre list afresh after a write through the API or into the table, and sees no other table’s write', async () => {
    const staff = await userWithToken(h, 'staff');
    const created = await staff.send('POST', '/api/mother/', { name: '快取媽媽', phone: '0911-000-111' });
    expect(created.statusCode, created.body).toBe(201);
    const url = '/api/mother/?name=%E5%BF%AB%E5%8F%96';
    expect((await get(h, url, staff.auth)).json()).toMatchObject({ count: 1, results: [{ phone: '0911000111' }] });
    await h.db.updateTable('item').set({ price: 1 }).execute();
    expect(await served(h, () => get(h, url, staff.auth))).toEqual({ hits: 1, misses: 0 });
    await sql`update mother set phone = '0911-222-333' where id = ${created.json().id}`.execute(h.db);
    expect((await get(h, url, staff.auth)).json()).toMatchObject({ results: [{ phone: '0911-222-333' }] });
    const put = await staff.send('PUT', `/api/mother/${created.json().id}/`, { name: '快取媽媽', phone: '0911-444-555' });
    expect(put.statusCode, put.body).toBe(200);
    expect((await get(h, url, staff.auth)).json()).toMatchObject({ results: [{ phone: '0911444555' }] });
  });

  it('gives every data table its change counter and triggers', async () => {
    const tables = await versionedTables(h.db, engine);
    expect(tables).toEqual(expect.arrayContaining(['mother', 'item', 'item_category', 'app_user', 'spare_part']));
    expect(tables).not.toContain('audit_log');
    const counters = (await h.db
      .selectFrom('data_version' as never)
      .select('name' as never)
      .execute()) as { name: string }[];
    expect(counters.map((c) => c.name).sort()).toEqual([...tables].sort());
    const triggers =
      engine === 'sqlite'
        ? (await sql<{ name: string }>`select name from sqlite_master where type = 'trigger'`.execute(h.db)).rows
        : (await sql<{ name: string }>`select tgname as name from pg_trigger where not tgisinternal`.execute(h.db)).rows;
    const names = new Set(triggers.map((t) => t.name));
    for (const table of tables) {
      const expected = [...versionTriggerNames(table, engine), ...(engine === 'postgres' ? [`${table}_dv_note`] : [])];
      for (const name of expected) expect(names.has(name), `${table}: ${name}`).toBe(true);
    }
  });
});

describe.each(engines)('ETags of another release on %s', (engine) => {
  const h = setupApp(engine, { config: { release: 'r-next' } });

  it("carry the release, so a browser holding an older release's tag gets the new body, not 304", async () => {
    const first = await get(h, '/api/categories/');
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag as string;
    expect(tag.startsWith('"r-next-')).toBe(true);
    const older = tag.replace('"r-next-', '"r-prev-');
    expect((await h.inject({ url: '/api/categories/', headers: { 'if-none-match': older } })).statusCode).toBe(200);
    expect((await h.inject({ url: '/api/categories/', headers: { 'if-none-match': tag } })).statusCode).toBe(304);
  });
});

describe.each(engines)('HTTP revalidation of kept answers on %s', (engine) => {
  const h = setupApp(engine);
  const revalidate = (url: string, etag: string, auth?: string) =>
    h.inject({ url, headers: { 'if-none-match': etag, ...(auth && { authorization: auth }) } });

  it('tags a public catalogue answer, answers 304 while the catalogue is unchanged and 200 once it changed', async () => {
    const manager = await userWithToken(h, 'manager');
    const item = await makeItem(h, manager, { name_tw: '標籤甲', price: 100 });
    const url = `/api/items/${item.id}/`;
    const first = await get(h, url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w.-]+-\d+-[\w-]{16}"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toBe('authorization');
    const same = await revalidate(url, etag);
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe(etag);
    expect(same.headers['cache-control']).toBe('public, no-cache');
    expect((await revalidate(url, `"0-x", W/${etag}`)).statusCode).toBe(304);
    // Another URL's tag, or the same counters under another variant, never match.
    expect((await revalidate(`/api/items/?keyword=%E6%A8%99%E7%B1%A4`, etag)).statusCode).toBe(200);
    const asManager = await revalidate(url, etag, manager.auth);
    expect(asManager.statusCode).toBe(200);
    expect(asManager.headers.etag).not.toBe(etag);
    // A write straight into the database (another instance, a tool) changes the tag at once.
    await h.db.updateTable('item').set({ price: 120 }).where('id', '=', item.id).execute();
    const changed = await revalidate(url, etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ price: 120 });
    expect(changed.headers.etag).not.toBe(etag);
    // A write to a table the answer does not read keeps the tag.
    await h.db
      .updateTable('mother' as never)
      .set({ note: 'x' } as never)
      .execute();
    expect((await revalidate(url, changed.headers.etag as string)).statusCode).toBe(304);
  });

  it('keeps a logged-in caller’s answers private, and tags neither refusals nor missing items', async () => {
    const customer = await userWithToken(h, 'customer');
    const staff = await userWithToken(h, 'staff');
    const list = await get(h, '/api/items/', customer.auth);
    expect(list.headers['cache-control']).toBe('private, no-cache');
    const missing = await get(h, '/api/items/999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBe('no-store');
    // A centre list: tagged, still no-store (health data stays off disk), and a tag never opens it to a lesser role.
    const centre = await get(h, '/api/mother/', staff.auth);
    expect(centre.statusCode).toBe(200);
    expect(centre.headers['cache-control']).toBe('no-store');
    const etag = centre.headers.etag as string;
    expect((await revalidate('/api/mother/', etag, staff.auth)).statusCode).toBe(304);
    expect((await revalidate('/api/mother/', etag, customer.auth)).statusCode).toBe(403);
    expect((await revalidate('/api/mother/', etag)).statusCode).toBe(401);
  });
});

describe.each(engines)('with ANSWER_CACHE_MB=0 on %s', (engine) => {
  const h = setupApp(engine, { config: { answerCacheBytes: 0 } });

  it('keeps no answer, and answers the same', async () => {
    const manager = await userWithToken(h, 'manager');
    await makeItem(h, manager, { name_tw: '不存甲' });
    const url = '/api/items/?keyword=%E4%B8%8D%E5%AD%98';
    const first = await get(h, url);
    let second = first;
    expect(await served(h, async () => (second = await get(h, url)))).toEqual({ hits: 0, misses: 1 });
    expect(second.body).toBe(first.body);
    expect(h.app.answers.size.answers).toBe(0);
  });

  it('refuses a setting that is not a size in megabytes', () => {
    for (const bad of ['-1', 'lots', '5000'])
      expect(() => loadConfig({ ANSWER_CACHE_MB: bad })).toThrowError(/^Invalid environment variable ANSWER_CACHE_MB: /);
    expect(loadConfig({}).answerCacheBytes).toBe(32 * 1024 * 1024);
    expect(loadConfig({ ANSWER_CACHE_MB: '0.5' }).answerCacheBytes).toBe(512 * 1024);
  });
});

describe.runIf(engines.includes('sqlite'))('SQLite: counters read again only after a commit (PRAGMA data_version)', () => {
  const h = setupApp('sqlite');

  it('serves repeated reads without asking the database, and sees another connection’s commit at once', async () => {
    const manager = await userWithToken(h, 'manager');
    const item = await makeItem(h, manager, { name_tw: '標頭甲', price: 100 });
    const url = `/api/items/${item.id}/`;
    await get(h, url);
    const reads = versionReads.count;
    for (let i = 0; i < 5; i++) expect((await get(h, url)).json()).toMatchObject({ price: 100 });
    expect(versionReads.count).toBe(reads);
    // Another process's connection to the same file (here: a second connection) commits a change.
    const other = secondConnection(h);
    await other.updateTable('item').set({ price: 321 }).where('id', '=', item.id).execute();
    expect((await get(h, url)).json()).toMatchObject({ price: 321 });
    expect(versionReads.count).toBe(reads + 1);
    for (let i = 0; i < 3; i++) await get(h, url);
    expect(versionReads.count).toBe(reads + 1);
  });
  it('does not take a transaction’s snapshot for the commit state: another connection’s commit is seen after it ends', async () => {
    const manager = await userWithToken(h, 'manager');
    const item = await makeItem(h, manager, { name_tw: '快照甲', price: 100 });
    const other = secondConnection(h);
    const counter = async () =>
      Number(
        (await sql<{ version: number }>`select version from data_version where name = 'item'`.execute(other)).rows[0]!.version,
      );
    expect(await dataVersion(h.db, ['item'])).toBe(await counter());
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let begun = () => {};
    const reading = new Promise<void>((resolve) => (begun = resolve));
    // A transaction on the app's connection that has read, so it holds a snapshot from before the commit below.
    const open = h.db.transaction().execute(async (trx) => {
      await trx.selectFrom('item').select('price').where('id', '=', item.id).execute();
      begun();
      await held;
    });
    await reading;
    await other.updateTable('item').set({ price: 654 }).where('id', '=', item.id).execute();
    // Asked while the transaction is open (dataVersion reads the commit state before its first await).
    const during = dataVersion(h.db, ['item']);
    release();
    await open;
    expect(await during).toBe(await counter());
  });
});

describe.runIf(engines.includes('sqlite'))('SQLite: tokens checked on every request', () => {
  const h = setupApp('sqlite');

  it('refuses a token at once when another connection deactivates its user or deletes it', async () => {
    const other = secondConnection(h);
    for (const revoke of [
      (id: number) => other.updateTable('app_user').set({ is_active: 0 }).where('id', '=', id).execute(),
      (id: number) => other.deleteFrom('auth_token').where('user_id', '=', id).execute(),
    ]) {
      const staff = await userWithToken(h, 'staff');
      for (let i = 0; i < 3; i++) expect((await get(h, '/api/mother/', staff.auth)).statusCode).toBe(200);
      await revoke(staff.id);
      expect((await get(h, '/api/mother/', staff.auth)).statusCode).toBe(401);
    }
  });
});

describe('cachedAnswer', () => {
  it('refuses at start-up a route that reads a table without a change counter', () => {
    expect(() => cachedAnswer({ reads: ['item', 'audit_log'] })).toThrowError(/audit_log has no change counter/);
    expect(() => cachedAnswer({ reads: ['item'] })).not.toThrow();
  });
});

describe('the answer store', () => {
  const bytes = (text: string) => Buffer.from(text);
  it('drops the least recently used answers beyond its size, and answers only for the version kept', () => {
    const store = new AnswerStore(40);
    store.set('a', 1, bytes('x'.repeat(10)));
    store.set('b', 1, bytes('y'.repeat(10)));
    store.set('c', 1, bytes('z'.repeat(10)));
    expect(store.get('a', 1)?.toString()).toBe('x'.repeat(10)); // a is now the most recent
    store.set('d', 1, bytes('w'.repeat(10)));
    store.set('e', 1, bytes('v'.repeat(10)));
    expect(store.size).toEqual({ answers: 4, bytes: 40 });
    expect(store.get('b', 1)).toBeUndefined();
    expect(store.get('a', 1)).toBeDefined();
    expect(store.get('c', 2)).toBeUndefined(); // an older version is never served, and is dropped
    expect(store.size.answers).toBe(3);
    store.set('big', 1, bytes('b'.repeat(11))); // over a quarter of the store: not kept
    expect(store.get('big', 1)).toBeUndefined();
    store.set('a', 5, bytes('new'));
    store.set('a', 4, bytes('old')); // a slower request's older read does not replace a newer answer
    expect(store.get('a', 5)?.toString()).toBe('new');
    // Sizes are UTF-8 bytes: Chinese text takes three a character.
    const wide = new AnswerStore(400);
    wide.set('tw', 1, bytes('產後護理'));
    expect(wide.size.bytes).toBe(12);
  });
});

describe.runIf(engines.includes('postgres'))('change counters under concurrent PostgreSQL writers', () => {
  const h = setupApp('postgres');

  it('let two transactions write two tables in opposite orders without a deadlock', async () => {
    const manager = await userWithToken(h, 'manager');
    const item = await makeItem(h, manager);
    const cat = await h.db
      .insertInto('category')
      .values({ name_tw: '鎖', name_en: 'Lock', parent_id: null, sort_order: 0, image_url: '', created_at: 'x', updated_at: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const config = h.app.config.database;
    if (config.engine !== 'postgres') throw new Error('postgres only');
    const [one, two] = [new pg.Client(pgTarget(config)), new pg.Client(pgTarget(config))];
    await one.connect();
    await two.connect();
    try {
      const before = (await get(h, `/api/items/${item.id}/`)).json();
      await one.query('begin');
      await two.query('begin');
      await one.query('update item set price = 201 where id = $1', [item.id]);
      await two.query('update category set sort_order = 7 where id = $1', [cat.id]);
      // Each now writes the table the other wrote first. Counters moved at the write would wait on each other.
      await one.query('update category set name_en = $1 where id <> $2', ['Other', cat.id]);
      await two.query('update item set stock = 3 where id <> $1', [item.id]);
      await Promise.all([one.query('commit'), two.query('commit')]);
      expect(before.price).toBe(100);
      expect((await get(h, `/api/items/${item.id}/`)).json()).toMatchObject({ price: 201 });
    } finally {
      await one.end();
      await two.end();
    }
  });

  it('takes no global lock: a writer of another table commits while a transaction holds its own counter', async () => {
    const config = h.app.config.database;
    if (config.engine !== 'postgres') throw new Error('postgres only');
    const own = await sql<{ proname: string; advisory: boolean }>`select proname, prosrc ilike '%advisory%' as advisory
      from pg_proc where proname like 'pnc\_%' order by proname`.execute(h.db);
    expect(own.rows.map((r) => r.proname)).toEqual(
      expect.arrayContaining(['pnc_bump_data_version', 'pnc_bump_truncated', 'pnc_note_data_write']),
    );
    expect(own.rows.filter((r) => r.advisory)).toEqual([]);
    const version = async (name: string) =>
      Number(
        (await sql<{ version: string }>`select version from data_version where name = ${name}`.execute(h.db)).rows[0]!.version,
      );
    await makeItem(h, await userWithToken(h, 'manager'));
    const [holder, other] = [new pg.Client(pgTarget(config)), new pg.Client(pgTarget(config))];
    for (const c of [holder, other]) await c.connect();
    try {
      const [itemBefore, otherBefore] = [await version('item'), await version('incubator_type')];
      await holder.query('begin');
      await holder.query('update item set stock = stock');
      // The counters move now instead of at commit: holder keeps the item counter's row lock until it ends.
      await holder.query('set constraints all immediate');
      await other.query("set statement_timeout = '10s'");
      await other.query(
        `insert into incubator_type (name_tw, name_en, created_at, updated_at) values ('鎖外', 'Unlocked', 'x', 'x')`,
      );
      expect(await version('incubator_type')).toBe(otherBefore + 1);
      expect(await version('item')).toBe(itemBefore);
      await holder.query('commit');
      expect(await version('item')).toBe(itemBefore + 1);
      // A TRUNCATE moves its table's counter too.
      const favoriteBefore = await version('favorite');
      await sql`truncate favorite`.execute(h.db);
      expect(await version('favorite')).toBe(favoriteBefore + 1);
    } finally {
      for (const c of [holder, other]) await c.end();
    }
  });
});
