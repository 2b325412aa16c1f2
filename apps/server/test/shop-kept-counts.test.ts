import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { engines, setupApp } from './helper';
import { makeCategory, makeItem, userWithToken } from './shop-support';

/**
 * The counts of unfiltered lists come from counts the database keeps per category (migration 0011). Each
 * list's `count` must equal the rows' own count after every kind of write, from the API or straight into
 * the database, and under concurrent writes.
 */
describe.each(engines)('kept catalogue counts on %s', (engine) => {
  // No kept answers: every request reads its count afresh.
  const h = setupApp(engine, { config: { answerCacheBytes: 0 } });

  const listCount = async (url: string, auth?: string) => {
    const res = await h.inject({ url, headers: auth ? { authorization: auth } : {} });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { count: number }).count;
  };
  /** What count(*) says: distinct items, active ones only unless `all`, in any of `categories` if given. */
  const rowsCount = async (opts: { all?: boolean; categories?: number[] } = {}) => {
    let q = h.db.selectFrom('item').select((eb) => eb.fn.countAll<number | string>().as('n'));
    if (!opts.all) q = q.where('is_active', '=', 1);
    if (opts.categories) {
      const ids = opts.categories;
      q = q.where('id', 'in', (eb) => eb.selectFrom('item_category').select('item_id').where('category_id', 'in', ids));
    }
    return Number((await q.executeTakeFirstOrThrow()).n);
  };
  const category = async (auth: string, name: string, parent_id?: number) =>
    (await makeCategory(h, { auth }, { name_tw: name, name_en: name, ...(parent_id && { parent_id }) })).id;
  const put = async (auth: string, id: number, payload: Record<string, unknown>) => {
    const res = await h.inject({ method: 'PUT', url: `/api/items/${id}/`, headers: { authorization: auth }, payload });
    expect(res.statusCode, res.body).toBe(200);
  };
  const del = (auth: string, url: string) => h.inject({ method: 'DELETE', url, headers: { authorization: auth } });

  /** Every list the kept counts answer, against count(*), for a visitor and a manager. */
  async function expectExact(manager: string, categories: { id: number; subtree: number[] }[]) {
    expect(await listCount('/api/items/')).toBe(await rowsCount());
    expect(await listCount('/api/items/?ordering=price&offset=3', manager)).toBe(await rowsCount({ all: true }));
    expect(await listCount('/api/categories/items/')).toBe(await rowsCount());
    for (const c of categories) {
      expect(await listCount(`/api/categories/${c.id}/items/`), `category ${c.id}`).toBe(
        await rowsCount({ categories: c.subtree }),
      );
      expect(await listCount(`/api/categories/${c.id}/items/`, manager), `category ${c.id}, manager`).toBe(
        await rowsCount({ all: true, categories: c.subtree }),
      );
    }
  }

  it('follow creates, publishing, moves between categories, deletes and writes straight into the database', async () => {
    const boss = await userWithToken(h, 'manager');
    const manager = boss.auth;
    const before = await listCount('/api/items/');
    const parent = await category(manager, '計數父');
    const child = await category(manager, '計數子', parent);
    const other = await category(manager, '計數他');
    const tree = [
      { id: parent, subtree: [parent, child] },
      { id: child, subtree: [child] },
      { id: other, subtree: [other] },
    ];
    const a = await makeItem(h, boss, { categories: [child] });
    const b = await makeItem(h, boss, { categories: [child, other], is_active: false });
    // In the parent and its child: one item, counted once in the parent's list.
    const c = await makeItem(h, boss, { categories: [parent, child] });
    await makeItem(h, boss, { categories: [] });
    expect(await listCount('/api/items/')).toBe(before + 3);
    expect(await listCount(`/api/categories/${parent}/items/`)).toBe(2);
    expect(await listCount(`/api/categories/${child}/items/`, manager)).toBe(3);
    await expectExact(manager, tree);

    await put(manager, b.id, { is_active: true });
    await put(manager, a.id, { is_active: false, categories: [other] });
    await put(manager, c.id, { categories: [child] });
    await expectExact(manager, tree);
    expect(await listCount(`/api/categories/${other}/items/`)).toBe(1);

    expect((await del(manager, `/api/items/${b.id}/`)).statusCode).toBe(204);
    await expectExact(manager, tree);
    expect(await listCount(`/api/categories/${other}/items/`, manager)).toBe(1);

    // Another tool writes straight into the database: the triggers count it too.
    await h.db.updateTable('item').set({ is_active: 1 }).where('id', '=', a.id).execute();
    await h.db.insertInto('item_category').values({ item_id: a.id, category_id: parent }).execute();
    await h.db.deleteFrom('item_category').where('item_id', '=', c.id).execute();
    await expectExact(manager, tree);

    // A deleted category takes its links with it; its sub-category moves to the top level.
    expect((await del(manager, `/api/categories/${parent}/`)).statusCode).toBe(204);
    await expectExact(manager, [tree[1]!, tree[2]!]);
  });

  it('stay exact under concurrent creates, publishing, moves between categories and deletes', async () => {
    const boss = await userWithToken(h, 'manager');
    const manager = boss.auth;
    const shelf = await category(manager, '並行');
    const shelf2 = await category(manager, '並行二');
    const items = await Promise.all(
      Array.from({ length: 12 }, (_, i) => makeItem(h, boss, { categories: [shelf], is_active: i % 2 === 0 })),
    );
    const writes = [
      ...items.map((item, i) =>
        h.inject({
          method: 'PUT',
          url: `/api/items/${item.id}/`,
          headers: { authorization: manager },
          payload: { is_active: i % 3 !== 0 },
        }),
      ),
      ...items.slice(0, 4).map((item) => del(manager, `/api/items/${item.id}/`)),
      // Moves in opposite directions: one writer takes shelf then shelf2, the other the reverse.
      ...items.slice(2).map((item, i) =>
        h.inject({
          method: 'PUT',
          url: `/api/items/${item.id}/`,
          headers: { authorization: manager },
          payload: { categories: i % 2 ? [shelf2] : [shelf, shelf2], ...(i % 3 === 0 && { is_active: true }) },
        }),
      ),
      ...Array.from({ length: 8 }, (_, i) =>
        h.inject({
          method: 'POST',
          url: '/api/items/',
          headers: { authorization: manager },
          payload: { name_tw: `並行${i}`, name_en: `parallel ${i}`, price: 100, categories: [shelf], is_active: i % 2 === 1 },
        }),
      ),
    ];
    const answers = await Promise.all(writes);
    // An update that lost the race to its item's delete answers 404; every other write lands.
    for (const res of answers) expect([200, 201, 204, 404], res.body).toContain(res.statusCode);
    await expectExact(manager, [
      { id: shelf, subtree: [shelf] },
      { id: shelf2, subtree: [shelf2] },
    ]);
    for (const id of [0, shelf, shelf2]) {
      const kept = await sql<{ n: number | string }>`select sum(n) as n from item_count where category_id = ${id}`.execute(h.db);
      expect(Number(kept.rows[0]!.n), `category ${id}`).toBe(await rowsCount({ all: true, ...(id && { categories: [id] }) }));
    }
  });
});
