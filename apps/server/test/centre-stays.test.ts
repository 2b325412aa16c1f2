import { describe, expect, it } from 'vitest';
import { baby } from '@pnc/schemas/centre/baby';
import { mother } from '@pnc/schemas/centre/mother';
import { room } from '@pnc/schemas/centre/room';
import { countRows, maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

/** Stays [start_date, end_date) never overlap in one room, even under concurrency; babies by their mother's stay. */
describe.each(engines)('stays on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const staff = () => ({ authorization: auth.staff });
  const stay = (payload: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: '/api/mom_living_record/', headers: staff(), payload });

  it('refuses an overlapping stay in the same room with 409, and allows back-to-back stays and other rooms', async () => {
    const r = await make.create(room);
    const other = await make.create(room);
    const m1 = await make.create(mother);
    const m2 = await make.create(mother);
    expect((await stay({ mother: m1.id, room: r.id, start_date: '2026-05-01', end_date: '2026-05-15' })).statusCode).toBe(201);

    const before = await countRows(t, 'mom_living_record');
    for (const [start, end] of [
      ['2026-04-25', '2026-05-02'],
      ['2026-05-14', '2026-05-20'],
      ['2026-05-03', '2026-05-04'],
      ['2026-04-01', '2026-06-01'],
    ]) {
      const res = await stay({ mother: m2.id, room: r.id, start_date: start, end_date: end });
      expect(res.statusCode, `${start}..${end}`).toBe(409);
      expect(res.json()).toMatchObject({ code: 'room_taken', fields: { start_date: expect.any(Array) } });
    }
    expect(await countRows(t, 'mom_living_record')).toBe(before);

    // The checkout day is the next stay's first day.
    const next = await stay({ mother: m2.id, room: r.id, start_date: '2026-05-15', end_date: '2026-05-30' });
    expect(next.statusCode).toBe(201);
    expect((await stay({ mother: m2.id, room: other.id, start_date: '2026-05-01', end_date: '2026-05-15' })).statusCode).toBe(
      201,
    );

    // Moving a stay onto another is refused too; moving it within its own dates is not a clash with itself.
    const moved = await t.inject({
      method: 'PUT',
      url: `/api/mom_living_record/${next.json().id}/`,
      headers: staff(),
      payload: { start_date: '2026-05-10' },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('room_taken');
    const shortened = await t.inject({
      method: 'PUT',
      url: `/api/mom_living_record/${next.json().id}/`,
      headers: staff(),
      payload: { end_date: '2026-05-20' },
    });
    expect(shortened.statusCode).toBe(200);

    const backwards = await stay({ mother: m2.id, room: other.id, start_date: '2026-07-10', end_date: '2026-07-10' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toHaveProperty('end_date');
  });

  it('lets exactly one of 10 concurrent overlapping stays in one room through', async () => {
    const r = await make.create(room);
    const mothers = await Promise.all(Array.from({ length: 10 }, () => make.create(mother)));
    const results = await Promise.all(
      mothers.map((m, i) =>
        stay({ mother: m.id, room: r.id, start_date: `2026-08-0${1 + (i % 5)}`, end_date: `2026-08-2${i % 5}` }),
      ),
    );
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    expect(results.filter((res) => res.statusCode === 409).every((res) => res.json().code === 'room_taken')).toBe(true);
    const stays = await t.inject({ method: 'GET', url: `/api/mom_living_record/?room=${r.id}`, headers: staff() });
    expect(stays.json().count).toBe(1);
  });

  it('lists stays and babies by a from_date + duration window', async () => {
    const r = await make.create(room);
    const inside = await make.create(mother);
    const outside = await make.create(mother);
    await stay({ mother: inside.id, room: r.id, start_date: '2026-09-01', end_date: '2026-09-10' });
    await stay({ mother: outside.id, room: r.id, start_date: '2026-09-20', end_date: '2026-09-30' });
    const babyIn = await make.create(baby, { mother: inside.id });
    const babyOut = await make.create(baby, { mother: outside.id });

    const ids = async (url: string) => {
      const res = await t.inject({ method: 'GET', url, headers: staff() });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().results.map((x: { id: number }) => x.id) as number[];
    };
    // [09-09, 09-12) overlaps the first stay only; [09-10, 09-20) touches both ends but overlaps neither.
    const babies = await ids('/api/baby/?from_date=2026-09-09&duration=3');
    expect(babies).toContain(babyIn.id);
    expect(babies).not.toContain(babyOut.id);
    const none = await ids('/api/baby/?from_date=2026-09-10&duration=10');
    expect(none).not.toContain(babyIn.id);
    expect(none).not.toContain(babyOut.id);
    expect(await ids('/api/baby/?from_date=2026-09-25&duration=1')).toEqual([babyOut.id]);

    const stays = await ids(`/api/mom_living_record/?room=${r.id}&from_date=2026-09-05&duration=20`);
    expect(stays).toHaveLength(2);
    expect(
      (await t.inject({ method: 'GET', url: '/api/baby/?from_date=2026-02-30&duration=3', headers: staff() })).statusCode,
    ).toBe(400);
    expect(
      (await t.inject({ method: 'GET', url: '/api/baby/?from_date=2026-09-01&duration=0', headers: staff() })).statusCode,
    ).toBe(400);
  });

  it('answers the schema of every centre route in the OpenAPI document', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/mother/',
      '/api/mother/{id}/',
      '/api/mom_checkout/',
      '/api/contract/expected/',
      '/api/audit_log/',
      '/api/user/',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths['/api/mom_living_record/'].get.description).toMatch(/count, next, previous, results/);
  });
});
