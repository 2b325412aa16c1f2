import { describe, expect, it } from 'vitest';
import { baby } from '@pnc/schemas/centre/baby';
import { incubator } from '@pnc/schemas/centre/incubator';
import { countRows, maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

/** A baby is in one incubator at a time, never in one under maintenance; an incubator's status follows its arrangements. */
describe.each(engines)('incubators and babies on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const staff = () => ({ authorization: auth.staff });
  const arrange = (payload: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: '/api/incubator_arrangement/', headers: staff(), payload });
  const statusOf = async (id: unknown) =>
    (await t.inject({ method: 'GET', url: `/api/incubator/${String(id)}/`, headers: staff() })).json().status as string;
  const setStatus = (id: unknown, status: string) =>
    t.inject({ method: 'PUT', url: `/api/incubator/${String(id)}/`, headers: staff(), payload: { status } });

  it('refuses a baby in two incubators at once (409 baby_in_incubator), and allows one after the other', async () => {
    const [a, b] = [await make.create(incubator), await make.create(incubator)];
    const kid = await make.create(baby);
    const first = await arrange({
      baby: kid.id,
      incubator: a.id,
      start_at: '2026-05-01T08:00:00Z',
      end_at: '2026-05-03T08:00:00Z',
    });
    expect(first.statusCode, first.body).toBe(201);
    const before = await countRows(t, 'incubator_arrangement');
    const twice = await arrange({
      baby: kid.id,
      incubator: b.id,
      start_at: '2026-05-02T08:00:00Z',
      end_at: '2026-05-04T08:00:00Z',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'baby_in_incubator', fields: { baby: expect.any(Array) } });
    // The 409 names the other stay in the centre's clock (Taipei), not UTC.
    expect(twice.json().message).toContain('from 2026-05-01 16:00 to 2026-05-03 16:00 (Taipei time');
    expect(twice.json().message).not.toMatch(/T\d\d:\d\d/);
    expect(await countRows(t, 'incubator_arrangement')).toBe(before);
    const after = await arrange({
      baby: kid.id,
      incubator: b.id,
      start_at: '2026-05-03T08:00:00Z',
      end_at: '2026-05-04T08:00:00Z',
    });
    expect(after.statusCode, after.body).toBe(201);
    // Moving the first onto the second's time is refused the same way.
    const moved = await t.inject({
      method: 'PUT',
      url: `/api/incubator_arrangement/${first.json().id}/`,
      headers: staff(),
      payload: { end_at: '2026-05-03T09:00:00Z' },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('baby_in_incubator');
  });

  it('names an incubator clash in Taipei time too', async () => {
    const inc = await make.create(incubator);
    const [b1, b2] = [await make.create(baby), await make.create(baby)];
    expect((await arrange({ baby: b1.id, incubator: inc.id, start_at: '2026-07-01T01:30:00Z' })).statusCode).toBe(201);
    const res = await arrange({ baby: b2.id, incubator: inc.id, start_at: '2026-07-02T00:00:00Z' });
    expect(res.json()).toMatchObject({ code: 'incubator_taken' });
    expect(res.json().message).toContain('from 2026-07-01 09:30 on (Taipei time');
  });

  it('lets exactly one of 10 concurrent arrangements of one baby in 10 incubators through', async () => {
    const kid = await make.create(baby);
    const incubators = await Promise.all(Array.from({ length: 10 }, () => make.create(incubator)));
    const results = await Promise.all(
      incubators.map((inc, i) => arrange({ baby: kid.id, incubator: inc.id, start_at: `2026-09-0${1 + (i % 5)}T00:00:00Z` })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    const list = await t.inject({ method: 'GET', url: `/api/incubator_arrangement/?baby=${kid.id}`, headers: staff() });
    expect(list.json().count).toBe(1);
  });

  it('puts no baby in an incubator under maintenance, but keeps a record of one that ended before', async () => {
    const inc = await make.create(incubator, { status: 'maintenance' });
    const kid = await make.create(baby);
    const now = await arrange({ baby: kid.id, incubator: inc.id, start_at: hoursFromNow(-1) });
    expect(now.statusCode).toBe(409);
    expect(now.json()).toMatchObject({ code: 'incubator_unavailable', fields: { incubator: expect.any(Array) } });
    const ahead = await arrange({ baby: kid.id, incubator: inc.id, start_at: hoursFromNow(24), end_at: hoursFromNow(48) });
    expect(ahead.statusCode).toBe(409);
    const past = await arrange({ baby: kid.id, incubator: inc.id, start_at: hoursFromNow(-48), end_at: hoursFromNow(-24) });
    expect(past.statusCode, past.body).toBe(201);
    expect(await statusOf(inc.id)).toBe('maintenance');
  });

  it('follows its arrangements: in use while a baby is in it, available after, maintenance only when empty', async () => {
    const inc = await make.create(incubator);
    const kid = await make.create(baby);
    expect(await statusOf(inc.id)).toBe('available');
    // in_use is the server's to set.
    const byHand = await setStatus(inc.id, 'in_use');
    expect(byHand.statusCode).toBe(400);
    expect(byHand.json().fields).toHaveProperty('status');

    const placed = await arrange({ baby: kid.id, incubator: inc.id, start_at: hoursFromNow(-2) });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await statusOf(inc.id)).toBe('in_use');
    for (const status of ['maintenance', 'available', 'cleaning']) {
      const res = await setStatus(inc.id, status);
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toMatchObject({ code: 'incubator_in_use', fields: { status: expect.any(Array) } });
    }
    expect(await statusOf(inc.id)).toBe('in_use');
    // Editing something else keeps working while she is in it.
    const moved = await t.inject({
      method: 'PUT',
      url: `/api/incubator/${String(inc.id)}/`,
      headers: staff(),
      payload: { location: '嬰兒室 C' },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const closed = await t.inject({
      method: 'PUT',
      url: `/api/incubator_arrangement/${placed.json().id}/`,
      headers: staff(),
      payload: { end_at: hoursFromNow(-0.01) },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await statusOf(inc.id)).toBe('available');
    expect((await setStatus(inc.id, 'maintenance')).statusCode).toBe(200);
    expect((await setStatus(inc.id, 'available')).statusCode).toBe(200);

    // Moving a baby to another incubator frees the first; deleting the arrangement frees the second.
    const other = await make.create(incubator);
    const again = await arrange({ baby: kid.id, incubator: inc.id, start_at: hoursFromNow(-0.005) });
    expect(again.statusCode, again.body).toBe(201);
    const move = await t.inject({
      method: 'PUT',
      url: `/api/incubator_arrangement/${again.json().id}/`,
      headers: staff(),
      payload: { incubator: other.id },
    });
    expect(move.statusCode, move.body).toBe(200);
    expect([await statusOf(inc.id), await statusOf(other.id)]).toEqual(['available', 'in_use']);
    const del = await t.inject({
      method: 'DELETE',
      url: `/api/incubator_arrangement/${again.json().id}/`,
      headers: { authorization: auth.manager },
    });
    expect(del.statusCode).toBe(204);
    expect(await statusOf(other.id)).toBe('available');

    // Each change of status is in the audit log.
    const audit = await t.inject({
      method: 'GET',
      url: `/api/audit_log/?entity=incubator&entity_id=${String(other.id)}`,
      headers: { authorization: auth.manager },
    });
    const changes = audit.json().results.map((a: { changed_fields: { status?: unknown } }) => a.changed_fields.status);
    expect(changes).toEqual(
      expect.arrayContaining([
        ['available', 'in_use'],
        ['in_use', 'available'],
      ]),
    );
  });

  it('placing a baby and putting the incubator into maintenance at once: exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const inc = await make.create(incubator);
      const kid = await make.create(baby);
      const [placed, repair] = await Promise.all([
        arrange({ baby: kid.id, incubator: inc.id, start_at: hoursFromNow(-1) }),
        setStatus(inc.id, 'maintenance'),
      ]);
      const wins = [placed.statusCode === 201, repair.statusCode === 200].filter(Boolean);
      expect(wins, `${placed.body} ${repair.body}`).toHaveLength(1);
      const won = placed.statusCode === 201 ? 'placed' : 'repair';
      if (won === 'placed') {
        expect(repair.statusCode).toBe(409);
        expect(repair.json().code).toBe('incubator_in_use');
        expect(await statusOf(inc.id)).toBe('in_use');
      } else {
        expect(repair.statusCode).toBe(200);
        expect(placed.statusCode).toBe(409);
        expect(placed.json().code).toBe('incubator_unavailable');
        expect(await statusOf(inc.id)).toBe('maintenance');
      }
    }
  });
});
