import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { phoneCanonical } from '../src/db/migrations/0038-phone-canonical';
import { engines, migratedDatabase, setupApp } from './helper';
import { makeItem, placeOrder, userWithToken } from './shop-support';

/** One number however typed: each is stored as 0912345678. */
const SAME_NUMBER = ['+886 912 345 678', '０９１２３４５６７８', '0912-345-678'];
/** Not a phone: too short, no area code, a letter, an extension. */
const NOT_PHONES = ['12345', '0912-345-67X', '0912345678#12'];

const home = { label: '家', name: '王小美', zip: '807', city: '高雄市', district: '三民區', address: '建國二路 1 號' };

/** The shop's phones (profile, address book, checkout recipient) are read by the one phone reader. */
describe.each(engines)('the shop reads phones as one number on %s', (engine) => {
  const h = setupApp(engine);

  it("stores the profile's phone in its one form, clears it when blank, refuses what is not a phone", async () => {
    const u = await userWithToken(h, 'customer');
    for (const typed of SAME_NUMBER) {
      const res = await u.send('PUT', '/api/user/profile/', { phone: typed });
      expect(res.statusCode, `${typed}: ${res.body}`).toBe(200);
      expect(res.json().phone, typed).toBe('0912345678');
    }
    for (const typed of NOT_PHONES) {
      const res = await u.send('PUT', '/api/user/profile/', { phone: typed, display_name: '不該改' });
      expect(res.statusCode, typed).toBe(400);
      expect(res.json().fields, typed).toEqual({ phone: ['not_a_phone'] });
    }
    const kept = (await u.send('GET', '/api/user/profile/')).json();
    expect(kept).toMatchObject({ phone: '0912345678' });
    expect(kept.display_name).not.toBe('不該改');
    const cleared = await u.send('PUT', '/api/user/profile/', { phone: '  ' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().phone).toBe('');
  });

  it("stores an address's phone in its one form on create and edit, and refuses what is not a phone", async () => {
    const u = await userWithToken(h, 'customer');
    for (const typed of SAME_NUMBER) {
      const res = await u.send('POST', '/api/address/', { ...home, phone: typed });
      expect(res.statusCode, `${typed}: ${res.body}`).toBe(201);
      expect(res.json().phone, typed).toBe('0912345678');
    }
    const [first] = (await u.send('GET', '/api/address/')).json() as { id: number; phone: string }[];
    const edited = await u.send('PUT', `/api/address/${first!.id}/`, { ...home, phone: '+886 2 2345 6789' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().phone).toBe('0223456789');
    for (const typed of NOT_PHONES) {
      const res = await u.send('POST', '/api/address/', { ...home, phone: typed });
      expect(res.statusCode, typed).toBe(400);
      expect(res.json().fields, typed).toEqual({ phone: ['not_a_phone'] });
      const edit = await u.send('PUT', `/api/address/${first!.id}/`, { ...home, phone: typed });
      expect(edit.json().fields, typed).toEqual({ phone: ['not_a_phone'] });
    }
    const book = (await u.send('GET', '/api/address/')).json() as { phone: string }[];
    expect(book.map((a) => a.phone)).toEqual(['0223456789', '0912345678', '0912345678']);
  });

  it("stores the checkout recipient's phone in its one form, and refuses what is not a phone before any order", async () => {
    const manager = await userWithToken(h, 'manager');
    const customer = await userWithToken(h, 'customer');
    const item = await makeItem(h, manager, { price: 380, stock: 10 });
    for (const typed of SAME_NUMBER) {
      const res = await placeOrder(
        h,
        customer,
        { a: { item_id: item.id, quantity: 1 } },
        {
          shipping: { name: '王小美', phone: typed },
        },
      );
      expect(res.statusCode, `${typed}: ${res.body}`).toBe(201);
      expect(res.json().shipping.phone, typed).toBe('0912345678');
    }
    for (const typed of NOT_PHONES) {
      const res = await placeOrder(
        h,
        customer,
        { a: { item_id: item.id, quantity: 1 } },
        {
          shipping: { name: '王小美', phone: typed },
        },
      );
      expect(res.statusCode, typed).toBe(400);
      expect(res.json().fields, typed).toEqual({ 'shipping.phone': ['not_a_phone'] });
    }
    const mine = (await customer.send('GET', '/api/order/')).json() as { shipping: { phone: string } }[];
    expect(mine.map((o) => o.shipping.phone)).toEqual(['0912345678', '0912345678', '0912345678']);
    const left = await h.inject({ method: 'GET', url: `/api/items/${item.id}/` });
    expect(left.json().stock).toBe(7);
  });
});

describe.each(engines)('migration 0038 on %s', (engine) => {
  it("rewrites the mothers' phones on file to their one form and leaves what is not a phone as it is", async () => {
    // As a database of the release before stood: phones compacted by 0016, in whatever form they were typed.
    const db = await migratedDatabase(engine, '0035-handover-notes-version');
    const now = new Date().toISOString();
    const rows = [
      { name: '國際碼', phone: '+886912345678', emergency_contact_phone: '886223456789' },
      { name: '全形', phone: '０９１２３４５６７８', emergency_contact_phone: '＋８８６　９１２　３４５　６７９' },
      { name: '已是標準', phone: '0912345670', emergency_contact_phone: null },
      { name: '國外', phone: '00819012345678', emergency_contact_phone: '+819012345678' },
      // Not a phone once read: left for a person to correct, exactly as stored.
      { name: '無法辨識', phone: '市話2345', emergency_contact_phone: '0912345' },
    ];
    for (const r of rows)
      await db
        .insertInto('mother' as never)
        .values({ ...r, created_at: now, updated_at: now } as never)
        .execute();
    const applied = await migrateToLatest(db, engine);
    expect(applied).toContain('0038-phone-canonical');
    const after = await sql<{ name: string; phone: string; emergency_contact_phone: string | null; updated_at: string }>`
      select name, phone, emergency_contact_phone, updated_at from mother order by id`.execute(db);
    expect(after.rows.map(({ updated_at: _u, ...r }) => r)).toEqual([
      { name: '國際碼', phone: '0912345678', emergency_contact_phone: '0223456789' },
      { name: '全形', phone: '0912345678', emergency_contact_phone: '0912345679' },
      { name: '已是標準', phone: '0912345670', emergency_contact_phone: null },
      { name: '國外', phone: '+819012345678', emergency_contact_phone: '+819012345678' },
      { name: '無法辨識', phone: '市話2345', emergency_contact_phone: '0912345' },
    ]);
  });

  it('leaves nothing pending that would stop a later migration of the same run from indexing mother', async () => {
    const db = await migratedDatabase(engine, '0035-handover-notes-version');
    const now = new Date().toISOString();
    await db
      .insertInto('mother' as never)
      .values({ name: '同一次升級', phone: '+886922111333', created_at: now, updated_at: now } as never)
      .execute();
    await db.transaction().execute(async (trx) => {
      await phoneCanonical(engine).up(trx);
      await trx.schema.createIndex('mother_after_phone_idx').on('mother').column('name').execute();
    });
    const after = await sql<{ phone: string }>`select phone from mother`.execute(db);
    expect(after.rows).toEqual([{ phone: '0922111333' }]);
  });
});
