import { describe, expect, it } from 'vitest';
import { baby } from '@pnc/schemas/centre/baby';
import { mother } from '@pnc/schemas/centre/mother';
import { countRows, maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

/** Spec 5 and 9: a mother's name and phone rules, the search filters and its limit; health-data reads audited. */
describe.each(engines)('mother rules on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const staff = () => ({ authorization: auth.staff });

  it('refuses a create or an update without both name and phone, writing nothing', async () => {
    const before = await countRows(t, 'mother');
    for (const payload of [
      { name: '林怡君' },
      { phone: '0912-345-678' },
      { name: '', phone: '0912-345-678' },
      { name: '林怡君', phone: '  ' },
    ]) {
      const res = await t.inject({ method: 'POST', url: '/api/mother/', headers: staff(), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('validation_error');
    }
    expect(await countRows(t, 'mother')).toBe(before);

    const m = await make.create(mother, { name: '陳雅婷', phone: '0922-111-222' });
    const audit = await countRows(t, 'audit_log');
    for (const payload of [{ name: '陳雅婷' }, { phone: '0922-111-333' }, { note: 'only a note' }]) {
      const res = await t.inject({ method: 'PUT', url: `/api/mother/${m.id}/`, headers: staff(), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(
        expect.arrayContaining(Object.keys({ name: 1, phone: 1 }).filter((k) => !(k in payload))),
      );
    }
    expect(await countRows(t, 'audit_log')).toBe(audit);
    const ok = await t.inject({
      method: 'PUT',
      url: `/api/mother/${m.id}/`,
      headers: staff(),
      payload: { name: '陳雅婷', phone: '0922-111-333' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: '陳雅婷', phone: '0922111333', national_id: m.national_id });
  });

  it('searches by name and phone only when given, and pages at most 100', async () => {
    const tag = `S${process.pid}`;
    await make.create(mother, { name: `王${tag}美玲`, phone: '0933-000-001' });
    await make.create(mother, { name: `黃${tag}淑芬`, phone: '0933-000-002' });
    const search = async (q: string) => {
      const res = await t.inject({ method: 'GET', url: `/api/mother/?limit=100${q}`, headers: staff() });
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
      const res = await t.inject({ method: 'GET', url: `/api/mother/?name=${many}&${at}`, headers: staff() });
      expect(res.json(), at).toMatchObject({ count: 101 });
      expect(res.json().results, at).toHaveLength(rows);
    }
    // Latin letters match in either case, on both engines.
    await make.create(mother, { name: `Amy ${tag} Lin`, phone: '0900-111-222' });
    expect((await search(`&name=${encodeURIComponent(`aMY ${tag} lIN`)}`)).count).toBe(1);
    const refused = await t.inject({ method: 'GET', url: '/api/mother/?limit=101', headers: staff() });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('limit');
  });

  it('masks the national id in lists and in the audit log, and audits reads of mothers and babies', async () => {
    const m = await make.create(mother, { name: '李宜蓁', phone: '0955-123-456', national_id: 'A223456781' });
    const list = await t.inject({ method: 'GET', url: `/api/mother/?name=${encodeURIComponent('李宜蓁')}`, headers: staff() });
    expect(list.json().results[0].national_id).toBe('A2******81');

    const read = await t.inject({ method: 'GET', url: `/api/mother/${m.id}/`, headers: staff() });
    expect(read.json().national_id).toBe('A223456781');
    const b = await make.create(baby, { mother: m.id });
    await t.inject({ method: 'GET', url: `/api/baby/${b.id}/`, headers: staff() });

    const audit = async (entity: string, id: unknown) =>
      (
        await t.inject({
          method: 'GET',
          url: `/api/audit_log/?entity=${entity}&entity_id=${String(id)}`,
          headers: { authorization: auth.manager },
        })
      ).json().results as { action: string; actor_id: number; changed_fields: Record<string, unknown> }[];
    const motherAudit = await audit('mother', m.id);
    expect(motherAudit.find((a) => a.action === 'read')).toMatchObject({ actor_id: auth.users.staff.id });
    expect(motherAudit.find((a) => a.action === 'create')!.changed_fields.national_id).toBe('A2******81');
    expect(JSON.stringify(motherAudit)).not.toContain('A223456781');
    expect((await audit('baby', b.id)).map((a) => a.action)).toContain('read');
  });
});
