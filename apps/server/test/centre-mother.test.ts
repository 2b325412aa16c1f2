import { describe, expect, it, vi } from 'vitest';
import { baby } from '@pnc/schemas/centre/baby';
import { momCheckinRecord } from '@pnc/schemas/centre/mom-checkin-record';
import { momLivingRecord } from '@pnc/schemas/centre/mom-living-record';
import { mother } from '@pnc/schemas/centre/mother';
import { room } from '@pnc/schemas/centre/room';
import { countRows, maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

/** Spec 5 and 9: a mother's name and phone rules, the search filters and its limit; health-data reads audited. */
describe.each(engines)('mother rules on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);

  it('refuses a create or an update without both name and phone, writing nothing', async () => {
    const before = await countRows(t, 'mother');
    for (const payload of [
      { name: '林怡君' },
      { phone: '0912-345-678' },
      { name: '', phone: '0912-345-678' },
      { name: '林怡君', phone: '  ' },
    ]) {
      const res = await auth.as.staff('POST', '/api/mother/', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('validation_error');
    }
    expect(await countRows(t, 'mother')).toBe(before);

    const m = await make.create(mother, { name: '陳雅婷', phone: '0922-111-222' });
    const audit = await countRows(t, 'audit_log');
    for (const payload of [{ name: '陳雅婷' }, { phone: '0922-111-333' }, { note: 'only a note' }]) {
      const res = await auth.as.staff('PUT', `/api/mother/${m.id}/`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(
        expect.arrayContaining(Object.keys({ name: 1, phone: 1 }).filter((k) => !(k in payload))),
      );
    }
    expect(await countRows(t, 'audit_log')).toBe(audit);
    const ok = await auth.as.staff('PUT', `/api/mother/${m.id}/`, { name: '陳雅婷', phone: '0922-111-333' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: '陳雅婷', phone: '0922111333', national_id: m.national_id });
  });

  it('searches by name and phone only when given, and pages at most 100', async () => {
    const tag = `S${process.pid}`;
    await make.create(mother, { name: `王${tag}美玲`, phone: '0933-000-001' });
    await make.create(mother, { name: `黃${tag}淑芬`, phone: '0933-000-002' });
    const search = async (q: string) => {
      const res = await auth.as.staff('GET', `/api/mother/?limit=100${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect((await search(`&name=${encodeURIComponent(`王${tag}`)}`)).results.map((r: { name: string }) => r.name)).toEqual([
      `王${tag}美玲`,
    ]);
    expect((await search('&phone=0933-000-002')).results.map((r: { name: string }) => r.name)).toEqual([`黃${tag}淑芬`]);
    expect((await search(`&name=${encodeURIComponent(tag)}&phone=0933-000-001`)).count).toBe(1);
    // Empty values add no filter: the same as no parameter at all.
    const all = await search('');
    expect((await search('&name=&phone=')).count).toBe(all.count);
    // LIKE wildcards in a search are taken literally.
    expect((await search('&name=%25')).count).toBe(0);

    for (let i = 0; i < 101; i++)
      await make.create(mother, { name: `大量${i}`, phone: `0900-000-${String(i).padStart(3, '0')}` });
    const page = await search('');
    expect(page.results).toHaveLength(100);
    expect(page.count).toBeGreaterThan(100);
    expect(page.next).toMatch(/\/api\/mother\/\?limit=100&offset=100$/);
    // The count is the same whether the page is full, the last one (short) or past the end.
    const many = encodeURIComponent('大量');
    for (const [at, rows] of [
      ['limit=100', 100],
      ['limit=100&offset=100', 1],
      ['limit=100&offset=101', 0],
      ['limit=7&offset=98', 3],
    ] as const) {
      const res = await auth.as.staff('GET', `/api/mother/?name=${many}&${at}`);
      expect(res.json(), at).toMatchObject({ count: 101 });
      expect(res.json().results, at).toHaveLength(rows);
    }
    // Latin letters match in either case, on both engines.
    await make.create(mother, { name: `Amy ${tag} Lin`, phone: '0900-111-222' });
    expect((await search(`&name=${encodeURIComponent(`aMY ${tag} lIN`)}`)).count).toBe(1);
    const refused = await auth.as.staff('GET', '/api/mother/?limit=101');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('limit');
  });

  it('lists each mother with her current room: in house, else her next booking, else none; never written', async () => {
    const name = `同名${process.pid}`;
    const [inHouse, ahead, none] = [
      await make.create(mother, { name, phone: '0911-000-001' }),
      await make.create(mother, { name, phone: '0911-000-002' }),
      await make.create(mother, { name, phone: '0911-000-003' }),
    ];
    const [r1, r2, r3, r4] = [await make.create(room), await make.create(room), await make.create(room), await make.create(room)];
    // In house now (checked in), with a later booking in another room: the room she is in counts.
    await make.create(momCheckinRecord, { mother: inHouse.id, room: r1.id });
    const stay = (values: Record<string, unknown>) => make.create(momLivingRecord, values);
    await stay({ mother: inHouse.id, room: r2.id, start_date: '2026-10-01', end_date: '2026-10-10' });
    // Two bookings ahead: the earlier one counts, whichever was booked first.
    await stay({ mother: ahead.id, room: r3.id, start_date: '2026-09-01', end_date: '2026-09-10' });
    await stay({ mother: ahead.id, room: r4.id, start_date: '2026-08-01', end_date: '2026-08-10' });

    const selects = vi.spyOn(t.db, 'selectFrom');
    const list = await auth.as.staff('GET', `/api/mother/?name=${encodeURIComponent(name)}`);
    const stayReads = selects.mock.calls.filter(([from]) => String(from).startsWith('mom_living_record')).length;
    selects.mockRestore();
    expect(list.statusCode, list.body).toBe(200);
    const rooms = Object.fromEntries(
      list.json().results.map((m: { id: number; name: string; current_room: string | null }) => [m.id, [m.name, m.current_room]]),
    );
    expect(rooms).toEqual({
      [inHouse.id as number]: [name, r1.number],
      [ahead.id as number]: [name, r4.number],
      [none.id as number]: [name, null],
    });
    // One query for the page's rooms, however many mothers it holds.
    expect(stayReads).toBe(1);
    // One mother read, or answered by a write, carries it too.
    expect((await auth.as.staff('GET', `/api/mother/${ahead.id}/`)).json().current_room).toBe(r4.number);
    const renamed = await auth.as.staff('PUT', `/api/mother/${inHouse.id}/`, { name: `${name}甲`, phone: '0911-000-001' });
    expect(renamed.json()).toMatchObject({ name: `${name}甲`, current_room: r1.number });

    // Worked out, never written: naming it is a 400 on the field, and nothing changes.
    const audit = await countRows(t, 'audit_log');
    for (const [method, url, payload] of [
      ['POST', '/api/mother/', { name: '林小美', phone: '0911-000-009', current_room: r2.number }],
      ['PUT', `/api/mother/${none.id}/`, { name, phone: '0911-000-003', current_room: r2.number }],
      ['PUT', `/api/mother/${none.id}/`, { name, phone: '0911-000-003', current_room: null }],
    ] as const) {
      const res = await auth.as.staff(method, url, payload);
      expect(res.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', fields: { current_room: expect.any(Array) } });
    }
    expect(await countRows(t, 'audit_log')).toBe(audit);
    // Not a column to order by.
    expect((await auth.as.staff('GET', '/api/mother/?ordering=current_room')).statusCode).toBe(400);
    // A kept list answer is not served once her stays change: booking her shows the room at once.
    await stay({ mother: none.id, room: r2.id, start_date: '2026-11-01', end_date: '2026-11-10' });
    const again = await auth.as.staff('GET', `/api/mother/?name=${encodeURIComponent(name)}`);
    expect(again.json().results.find((m: { id: number }) => m.id === none.id).current_room).toBe(r2.number);
  });

  it('masks the national id in lists and in the audit log, and audits reads of mothers and babies', async () => {
    const m = await make.create(mother, { name: '李宜蓁', phone: '0955-123-456', national_id: 'A223456781' });
    const list = await auth.as.staff('GET', `/api/mother/?name=${encodeURIComponent('李宜蓁')}`);
    expect(list.json().results[0].national_id).toBe('A2******81');

    const read = await auth.as.staff('GET', `/api/mother/${m.id}/`);
    expect(read.json().national_id).toBe('A223456781');
    const b = await make.create(baby, { mother: m.id });
    await auth.as.staff('GET', `/api/baby/${b.id}/`);

    const audit = async (entity: string, id: unknown) =>
      (await auth.as.manager('GET', `/api/audit_log/?entity=${entity}&entity_id=${String(id)}`)).json().results as {
        action: string;
        actor_id: number;
        changed_fields: Record<string, unknown>;
      }[];
    const motherAudit = await audit('mother', m.id);
    expect(motherAudit.find((a) => a.action === 'read')).toMatchObject({ actor_id: auth.users.staff.id });
    expect(motherAudit.find((a) => a.action === 'create')!.changed_fields.national_id).toBe('A2******81');
    expect(JSON.stringify(motherAudit)).not.toContain('A223456781');
    expect((await audit('baby', b.id)).map((a) => a.action)).toContain('read');
  });
});
