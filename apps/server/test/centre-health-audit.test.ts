import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import { clinicalRecords, healthData } from '@pnc/schemas/centre/health-data';
import { mother } from '@pnc/schemas/centre/mother';
import { momCaringRecord } from '@pnc/schemas/centre/mom-caring-record';
import { room } from '@pnc/schemas/centre/room';
import { visitRecord } from '@pnc/schemas/centre/visit-record';
import { auditLog, maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

/** Every read of health data leaves an audit row naming who read which records through which route. */
describe.each(engines)('health-data reads are audited on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);

  const audit = auditLog(t, auth);
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url, headers: { authorization: auth.staff, ...headers } });

  it.each([...healthData].map((d) => [d.name, d] as [string, ResourceDefinition]))(
    '%s: a list, a kept list, a 304 and a read by id each leave a read row with the ids',
    async (_name, def) => {
      const record = await make.create(def);
      const id = record.id as number;
      const list = `/api/${def.path}/?limit=${def.list.maxLimit ?? 1000}`;
      const reads = async (since: number) =>
        (await audit.since(since)).filter((r) => r.action === 'read' && r.entity === def.name);

      let since = await audit.lastId();
      const first = await get(list);
      expect(first.statusCode, first.body).toBe(200);
      const ids = (first.json().results as { id: number }[]).map((r) => r.id);
      expect(ids).toContain(id);
      const [row, ...more] = await reads(since);
      expect(more).toEqual([]);
      expect(row).toMatchObject({ actor_id: auth.users.staff.id, entity_id: null, route: `GET /api/${def.path}/` });
      expect(row!.record_ids!.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));

      // The same list again: a kept answer (when the list is kept) is a read all the same.
      since = await audit.lastId();
      const again = await get(list);
      expect(again.body).toBe(first.body);
      expect((await reads(since)).map((r) => r.record_ids!.length)).toEqual([ids.length]);

      const etag = again.headers.etag;
      if (typeof etag === 'string') {
        since = await audit.lastId();
        const notModified = await get(list, { 'if-none-match': etag });
        expect(notModified.statusCode).toBe(304);
        const [revalidated] = await reads(since);
        expect(revalidated!.record_ids).toContain(id);
      }

      since = await audit.lastId();
      const one = await get(`/api/${def.path}/${id}/`);
      expect(one.statusCode).toBe(200);
      expect(await reads(since)).toMatchObject([
        { entity_id: id, record_ids: [id], route: `GET /api/${def.path}/:id/`, actor_id: auth.users.staff.id },
      ]);

      // Nothing answered, nothing read: an unknown id leaves no read row.
      since = await audit.lastId();
      expect((await get(`/api/${def.path}/999999/`)).statusCode).toBe(404);
      expect(await reads(since)).toEqual([]);
    },
  );

  it('leaves no read row for records that are not health data', async () => {
    await make.create(room);
    const since = await audit.lastId();
    expect((await get('/api/room/?limit=1000')).statusCode).toBe(200);
    expect(await audit.since(since)).toEqual([]);
  });

  it('audits the calendar and the check-ins of many mothers with the records they answered', async () => {
    const visit = await make.create(visitRecord, {
      visited_at: '2026-05-02T10:00:00+08:00',
      left_at: '2026-05-02T11:00:00+08:00',
    });
    let since = await audit.lastId();
    const cal = await get('/api/calendar/?from_date=2026-05-01&duration=7');
    expect(cal.statusCode).toBe(200);
    expect(await audit.since(since)).toMatchObject([
      { action: 'read', entity: 'visit_record', record_ids: [visit.id], route: 'GET /api/calendar/' },
    ]);

    const checkin = await make.create(resourceOf('mom_checkin_record'));
    since = await audit.lastId();
    const many = await get(`/api/mom_checkin_record/multiple/?mothers=[${String(checkin.mother)}]`);
    expect(many.statusCode).toBe(200);
    expect(await audit.since(since)).toMatchObject([
      { action: 'read', entity: 'mom_checkin_record', record_ids: [checkin.id], route: 'GET /api/mom_checkin_record/multiple/' },
    ]);
  });

  it('filters the audit log by person, record, action and Taipei day', async () => {
    const m = await make.create(mother);
    const other = await make.create(mother);
    const managerRead = await auth.as.manager('GET', `/api/mother/?limit=100`);
    expect(managerRead.statusCode).toBe(200);
    await get(`/api/mother/${m.id}/`);

    const byRecord = await audit.since(0, `&entity=mother&entity_id=${String(m.id)}`);
    expect(byRecord.map((r) => r.action)).toEqual(expect.arrayContaining(['create', 'read']));
    expect(byRecord.every((r) => r.entity_id === m.id || r.record_ids?.includes(m.id as number))).toBe(true);
    expect(byRecord.some((r) => r.entity_id === other.id && r.action === 'create')).toBe(false);
    // The manager's list read held her too: it is found by her id though it named no single record.
    expect(byRecord.some((r) => r.actor_id === auth.users.manager.id && r.entity_id === null)).toBe(true);

    const byPerson = await audit.since(0, `&actor_id=${auth.users.staff.id}&action=read`);
    expect(byPerson.length).toBeGreaterThan(0);
    expect(byPerson.every((r) => r.actor_id === auth.users.staff.id && r.action === 'read')).toBe(true);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(new Date());
    expect((await audit.since(0, `&from_date=${today}&to_date=${today}&entity=mother`)).length).toBeGreaterThan(0);
    expect(await audit.since(0, `&to_date=2020-01-01`)).toEqual([]);
    const bad = await auth.as.manager('GET', '/api/audit_log/?from_date=2026-02-30');
    expect(bad.statusCode).toBe(400);
  });

  it('names the records of each row, and reading those names is audited', async () => {
    const m = await make.create(mother, { name: '林名冊' });
    await get(`/api/mother/${m.id}/`);
    const since = await audit.lastId();
    const page = await auth.as.manager('GET', `/api/audit_log/?entity=mother&entity_id=${String(m.id)}`);
    expect(page.statusCode, page.body).toBe(200);
    const rows = page.json().results as { record_names?: Record<string, { name: string }> }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.record_names?.[String(m.id)]).toEqual({ name: '林名冊' });
    const own = (await audit.since(since, '&entity=mother', true)).filter((r) => r.route === 'GET /api/audit_log/');
    expect(own).toMatchObject([{ action: 'read', actor_id: auth.users.manager.id, record_ids: [m.id] }]);
  });

  describe('reads answered at the same time', () => {
    /** A read and the audit row it must leave. */
    interface Read {
      who: 'staff' | 'manager';
      url: string;
      route: string;
      /** Read by id: the record the row names. */
      id?: number;
    }
    const send = (r: Read) => t.inject({ method: 'GET', url: r.url, headers: { authorization: auth[r.who] } });
    const rowOf = (r: { actor_id: number | null; route: string | null; entity_id: number | null; record_ids: number[] | null }) =>
      `${r.actor_id} ${r.route} ${r.entity_id} ${[...(r.record_ids ?? [])].sort((a, b) => a - b).join(',')}`;

    it('leave each exactly its own row: reader, route and records', async () => {
      const mothers: number[] = [];
      for (let i = 0; i < 6; i++) mothers.push((await make.create(mother)).id as number);
      const reads: Read[] = [
        ...mothers.map((id, i): Read => ({
          who: i % 2 ? 'manager' : 'staff',
          url: `/api/mother/${id}/`,
          route: 'GET /api/mother/:id/',
          id,
        })),
        { who: 'staff', url: '/api/mother/?limit=100', route: 'GET /api/mother/' },
        { who: 'manager', url: `/api/mother/?limit=2&offset=1`, route: 'GET /api/mother/' },
      ];
      const since = await audit.lastId();
      const answers = await Promise.all(reads.map(send));
      const expected = answers.map((res, i) => {
        expect(res.statusCode, res.body).toBe(200);
        const r = reads[i]!;
        const ids = r.id ? [r.id] : (res.json().results as { id: number }[]).map((m) => m.id);
        return rowOf({ actor_id: auth.users[r.who].id, route: r.route, entity_id: r.id ?? null, record_ids: ids });
      });
      const rows = (await audit.since(since)).filter((r) => r.action === 'read');
      expect(rows.every((r) => r.entity === 'mother')).toBe(true);
      expect(rows.map(rowOf).sort()).toEqual(expected.sort());
    });

    it('all fail when their rows cannot be written, and a lone read is written', async () => {
      const m = (await make.create(mother)).id as number;
      const reads: Read[] = [
        { who: 'staff', url: `/api/mother/${m}/`, route: 'GET /api/mother/:id/', id: m },
        { who: 'manager', url: `/api/mother/${m}/`, route: 'GET /api/mother/:id/', id: m },
        { who: 'staff', url: '/api/mother/?limit=100', route: 'GET /api/mother/' },
      ];
      const since = await audit.lastId();
      await sql`ALTER TABLE audit_log RENAME TO audit_log_away`.execute(t.db);
      let answers;
      try {
        answers = await Promise.all(reads.map(send));
      } finally {
        await sql`ALTER TABLE audit_log_away RENAME TO audit_log`.execute(t.db);
      }
      for (const res of answers) {
        // No record goes out unaudited: the answer is the error, not the records.
        expect(res.statusCode, res.body).toBe(500);
        expect(res.json()).toEqual({ status: 500, code: 'internal_error', message: expect.any(String) });
      }
      expect(await audit.since(since)).toEqual([]);

      const lone = await send(reads[0]!);
      expect(lone.statusCode).toBe(200);
      expect((await audit.since(since)).map(rowOf)).toEqual([
        rowOf({ actor_id: auth.users.staff.id, route: 'GET /api/mother/:id/', entity_id: m, record_ids: [m] }),
      ]);
    });
  });

  describe('clinical records are archived, never deleted', () => {
    const del = (def: ResourceDefinition, id: unknown, payload?: object, who = auth.manager) =>
      t.inject({
        method: 'DELETE',
        url: `/api/${def.path}/${String(id)}/`,
        headers: { authorization: who },
        ...(payload && { payload }),
      });

    it.each([...clinicalRecords].map((d) => [d.name, d] as [string, ResourceDefinition]))(
      '%s: DELETE needs a reason, archives, hides from lists and is audited',
      async (_name, def) => {
        const record = await make.create(def);
        const id = record.id as number;
        expect((await del(def, id)).statusCode).toBe(400);
        const blank = await del(def, id, { reason: '   ' });
        expect(blank.statusCode).toBe(400);
        expect(blank.json().fields).toHaveProperty('reason');
        expect((await del(def, id, { reason: 'entered twice' }, auth.staff)).statusCode).toBe(403);

        const since = await audit.lastId();
        const done = await del(def, id, { reason: 'entered twice' });
        expect(done.statusCode, done.body).toBe(204);
        const kept = await t.db
          .selectFrom(def.table as never)
          .selectAll()
          .where('id' as never, '=', id as never)
          .executeTakeFirst();
        expect(kept).toMatchObject({ archive_reason: 'entered twice', archived_by: auth.users.manager.id });
        expect((await audit.since(since)).filter((r) => r.action === 'archive')).toMatchObject([
          {
            entity: def.name,
            entity_id: id,
            actor_id: auth.users.manager.id,
            route: `DELETE /api/${def.path}/:id/`,
            changed_fields: { archive_reason: [null, 'entered twice'] },
          },
        ]);

        const listIds = async (query: string, who: string) => {
          const res = await t.inject({
            method: 'GET',
            url: `/api/${def.path}/?limit=${def.list.maxLimit ?? 1000}${query}`,
            headers: { authorization: who },
          });
          expect(res.statusCode, res.body).toBe(200);
          return (res.json().results as { id: number }[]).map((r) => r.id);
        };
        expect(await listIds('', auth.staff)).not.toContain(id);
        expect(await listIds('', auth.manager)).not.toContain(id);
        expect(await listIds('&archived=true', auth.manager)).toContain(id);
        expect(await listIds('&archived=false', auth.staff)).not.toContain(id);
        const staffArchived = await get(`/api/${def.path}/?archived=true`);
        expect(staffArchived.statusCode).toBe(403);

        expect((await get(`/api/${def.path}/${id}/`)).statusCode).toBe(404);
        const seen = await auth.as.manager('GET', `/api/${def.path}/${id}/`);
        expect(seen.json()).toMatchObject({ id, archive_reason: 'entered twice', archived_by: auth.users.manager.id });
        expect(typeof seen.json().archived_at).toBe('string');

        const put = await auth.as.admin('PUT', `/api/${def.path}/${id}/`, await make.payload(def));
        expect(put.statusCode).toBe(409);
        expect(put.json().code).toBe('archived');
        expect((await del(def, id, { reason: 'again' })).json().code).toBe('archived');
      },
    );

    it('refuses to archive a mother her live records refer to, and archives one of two concurrent requests', async () => {
      const note = await make.create(momCaringRecord);
      const refused = await del(mother, note.mother, { reason: 'duplicate' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('still_referenced');
      expect((await del(momCaringRecord, note.id, { reason: 'wrong mother' })).statusCode).toBe(204);

      const both = await Promise.all([
        del(mother, note.mother, { reason: 'duplicate' }),
        del(mother, note.mother, { reason: 'duplicate' }),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([204, 409]);
      const archives = await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'archive')
        .where('entity', '=', 'mother')
        .where('entity_id', '=', note.mother as number)
        .execute();
      expect(archives).toHaveLength(1);
    });

    it('refuses new records against an archived one', async () => {
      const m = await make.create(mother);
      expect((await del(mother, m.id, { reason: 'duplicate' })).statusCode).toBe(204);
      const res = await auth.as.admin('POST', '/api/mom_caring_record/', {
        ...(await make.payload(momCaringRecord)),
        mother: m.id,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('mother');
    });
  });
});

function resourceOf(name: string): ResourceDefinition {
  const def = [...healthData].find((d) => d.name === name);
  if (!def) throw new Error(`no health resource ${name}`);
  return def;
}
