import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { mother } from '@pnc/schemas/centre/mother';
import { withCheckDigit } from '@pnc/schemas/centre/tw-identity';
import { migrateToLatest } from '../src/db/migrate';
import { countRows, maker, roleTokens } from './centre-support';
import { engines, migratedDatabase, setupApp } from './helper';

/** Phones stored normalised and found however typed; national IDs checked; one mother on file once (decision 0018). */
describe.each(engines)('mother identity on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const post = (payload: Record<string, unknown>, query = '') => auth.as.staff('POST', `/api/mother/${query}`, payload);
  let seq = 0;
  /** A national ID nobody else in this file has. */
  const nextId = () => withCheckDigit(`K2${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(4, '0')}`);

  it('stores a phone as digits and finds it with or without dashes and spaces', async () => {
    const m = await make.create(mother, { name: '張淑惠', phone: '0912-345-678', emergency_contact_phone: '(02) 2345 6789' });
    expect(m).toMatchObject({ phone: '0912345678', emergency_contact_phone: '0223456789' });
    for (const typed of ['0912-345-678', '0912 345 678', '0912345678', '345-678', '0912-345 678']) {
      const res = await auth.as.staff('GET', `/api/mother/?phone=${encodeURIComponent(typed)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(
        res.json().results.map((r: { id: number }) => r.id),
        typed,
      ).toContain(m.id);
    }
    const updated = await auth.as.staff('PUT', `/api/mother/${String(m.id)}/`, { name: '張淑惠', phone: '+886 912-000-111' });
    expect(updated.json().phone).toBe('0912000111');
  });

  it('refuses a phone that is not a number, naming the field and writing nothing', async () => {
    const before = await countRows(t, 'mother');
    for (const phone of ['0912-ABC-678', '12345', '0912+345678', '0912345678901234'])
      for (const payload of [
        { name: '錯號碼', phone },
        { name: '錯號碼', phone: '0912345678', emergency_contact_phone: phone },
      ]) {
        const res = await post(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation_error' });
        expect(Object.keys(res.json().fields)).toEqual([payload.emergency_contact_phone ? 'emergency_contact_phone' : 'phone']);
      }
    expect(await countRows(t, 'mother')).toBe(before);
  });

  it('checks a national ID or resident certificate number by its check digit, and stores it in capitals', async () => {
    const before = await countRows(t, 'mother');
    for (const national_id of ['A123456788', 'A12345678', 'A323456789', '1234567890', 'AE00000009']) {
      const res = await post({ name: '身分錯', phone: '0933123456', national_id });
      expect(res.statusCode, national_id).toBe(400);
      expect(res.json().fields, national_id).toHaveProperty('national_id');
    }
    expect(await countRows(t, 'mother')).toBe(before);
    const nid = nextId();
    const ok = await post({ name: '身分對', phone: '0933123456', national_id: nid.toLowerCase() });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().national_id).toBe(nid);
    // Resident certificates: the 2021 format (second digit 8 or 9) and the old one (second letter A–D).
    for (const [i, national_id] of [withCheckDigit('Y90001234'), withCheckDigit('FC0001234')].entries()) {
      const res = await post({ name: `居留${i}`, phone: `093312345${i}`, national_id });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('refuses a second mother with the same national ID, pointing to the first, even when told she is someone else', async () => {
    const nid = nextId();
    const first = await make.create(mother, { name: '吳佩珊', phone: '0911000111', national_id: nid });
    const before = await countRows(t, 'mother');
    for (const query of ['', '?confirm_distinct=true']) {
      const res = await post({ name: '吳佩珊二', phone: '0911000222', national_id: nid.toLowerCase() }, query);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'mother_exists',
        fields: { national_id: expect.any(Array) },
        ref: { entity: 'mother', id: first.id },
      });
    }
    // Nor may another mother be given that number.
    const other = await make.create(mother, { name: '吳佩珊三', phone: '0911000333' });
    const moved = await auth.as.staff('PUT', `/api/mother/${String(other.id)}/`, {
      name: '吳佩珊三',
      phone: '0911000333',
      national_id: nid,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'mother_exists', ref: { id: first.id } });
    expect(await countRows(t, 'mother')).toBe(before + 1);
  });

  it('refuses the same name and phone however typed, unless confirmed to be someone else', async () => {
    const first = await make.create(mother, { name: 'Mei Chen', phone: '0922-333-444' });
    const before = await countRows(t, 'mother');
    const again = await post({ name: ' mei chen ', phone: '0922 333 444' });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'mother_exists',
      fields: { name: expect.any(Array), phone: expect.any(Array) },
      ref: { entity: 'mother', id: first.id },
    });
    expect((await post({ name: 'Mei Chen', phone: '0922333444' }, '?confirm_distinct=false')).statusCode).toBe(409);
    expect(await countRows(t, 'mother')).toBe(before);

    const second = await post({ name: 'Mei Chen', phone: '0922333444' }, '?confirm_distinct=true');
    expect(second.statusCode, second.body).toBe(201);
    // The two stay editable: an update that keeps the name and phone is not a new clash.
    const note = await auth.as.staff('PUT', `/api/mother/${String(second.json().id)}/`, {
      name: 'Mei Chen',
      phone: '0922333444',
      note: '另一位',
    });
    expect(note.statusCode, note.body).toBe(200);
    // Renaming a third mother into the pair asks again.
    const third = await make.create(mother, { name: 'Mei Lin', phone: '0922333444' });
    const renamed = await auth.as.staff('PUT', `/api/mother/${String(third.id)}/`, { name: 'Mei Chen', phone: '0922333444' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().ref.id).toBe(first.id);
    const confirmed = await auth.as.staff('PUT', `/api/mother/${String(third.id)}/?confirm_distinct=true`, {
      name: 'Mei Chen',
      phone: '0922333444',
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('lets exactly one of concurrent creates of one mother through', async () => {
    const nid = nextId();
    const byId = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post({ name: `同時${i}`, phone: `09440000${10 + i}`, national_id: nid })),
    );
    expect(byId.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const byName = await Promise.all(Array.from({ length: 6 }, () => post({ name: '同名同號', phone: '0944-111-222' })));
    expect(byName.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const found = await auth.as.staff('GET', `/api/mother/?phone=0944111222`);
    expect(found.json().count).toBe(1);
  });
});

describe.each(engines)('migration 0016 on %s', (engine) => {
  it('normalises the phones and national IDs of mothers written before it', async () => {
    // As an older database stood: values as typed, migrated up to the one before 0016.
    const db = await migratedDatabase(engine, '0015-audit-reads-and-archive');
    const now = new Date().toISOString();
    const rows = [
      { name: '舊資料一', phone: '0912-345-678', emergency_contact_phone: '(02) 2345-6789', national_id: ' a123456789 ' },
      { name: '舊資料二', phone: '0912345678', emergency_contact_phone: null, national_id: null },
      { name: '舊資料三', phone: '市話 2345', emergency_contact_phone: null, national_id: null },
    ];
    for (const r of rows)
      await db
        .insertInto('mother' as never)
        .values({ ...r, created_at: now, updated_at: now } as never)
        .execute();
    await migrateToLatest(db, engine);
    const after = await sql<{
      name: string;
      phone: string;
      emergency_contact_phone: string | null;
      national_id: string | null;
    }>`select name, phone, emergency_contact_phone, national_id from mother order by id`.execute(db);
    expect(after.rows).toEqual([
      { name: '舊資料一', phone: '0912345678', emergency_contact_phone: '0223456789', national_id: 'A123456789' },
      { name: '舊資料二', phone: '0912345678', emergency_contact_phone: null, national_id: null },
      // Not a number once the separators are gone: left for a person to correct.
      { name: '舊資料三', phone: '市話2345', emergency_contact_phone: null, national_id: null },
    ]);
  });
});
