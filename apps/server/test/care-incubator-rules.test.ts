import { describe, expect, it } from 'vitest';
import { baby } from '@pnc/schemas/centre/baby';
import { incubator } from '@pnc/schemas/centre/incubator';
import { countRows, maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

/**
 * One baby per incubator and one incubator per baby at a time, even under concurrency; never a baby in one under
 * maintenance; an incubator's status follows its arrangements; arrangements listed by baby and by window.
 */
describe.each(engines)('incubators and babies on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const arrange = (payload: Record<string, unknown>) => auth.as.staff('POST', '/api/incubator_arrangement/', payload);
  const statusOf = async (id: unknown) => (await auth.as.staff('GET', `/api/incubator/${String(id)}/`)).json().status as string;
  /** Changes an arrangement as staff. */
  const changeArrangement = (id: unknown, payload: Record<string, unknown>) =>
    auth.as.staff('PUT', `/api/incubator_arrangement/${String(id)}/`, payload);
  /** Of ten concurrent arrangements exactly one got through (201), nine were refused (409), one is listed under `query`. */
  const expectOneOfTen = async (results: { statusCode: number }[], query: string) => {
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    const list = await auth.as.staff('GET', `/api/incubator_arrangement/?${query}`);
    expect(list.json().count).toBe(1);
  };
  const setStatus = (id: unknown, status: string) => auth.as.staff('PUT', `/api/incubator/${String(id)}/`, { status });

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
    const moved = await changeArrangement(first.json().id, { end_at: '2026-05-03T09:00:00Z' });
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
    await expectOneOfTen(results, `baby=${kid.id}`);
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
    const moved = await auth.as.staff('PUT', `/api/incubator/${String(inc.id)}/`, { location: '嬰兒室 C' });
    expect(moved.statusCode, moved.body).toBe(200);

    const closed = await changeArrangement(placed.json().id, { end_at: hoursFromNow(-0.01) });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await statusOf(inc.id)).toBe('available');
    expect((await setStatus(inc.id, 'maintenance')).statusCode).toBe(200);
    expect((await setStatus(inc.id, 'available')).statusCode).toBe(200);

    // Moving a baby to another incubator frees the first; deleting the arrangement frees the second.
    const other = await make.create(incubator);
    const again = await arrange({ baby: kid.id, incubator: inc.id, start_at: hoursFromNow(-0.005) });
    expect(again.statusCode, again.body).toBe(201);
    const move = await changeArrangement(again.json().id, { incubator: other.id });
    expect(move.statusCode, move.body).toBe(200);
    expect([await statusOf(inc.id), await statusOf(other.id)]).toEqual(['available', 'in_use']);
    const del = await auth.as.manager('DELETE', `/api/incubator_arrangement/${again.json().id}/`);
    expect(del.statusCode).toBe(204);
    expect(await statusOf(other.id)).toBe('available');

    // Each change of status is in the audit log.
    const audit = await auth.as.manager('GET', `/api/audit_log/?entity=incubator&entity_id=${String(other.id)}`);
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

  it('refuses an overlapping arrangement of one incubator with 409, and allows back-to-back ones and other incubators', async () => {
    const inc = await make.create(incubator);
    const other = await make.create(incubator);
    const [b1, b2] = [await make.create(baby), await make.create(baby)];
    const first = await arrange({
      baby: b1.id,
      incubator: inc.id,
      start_at: '2026-05-01T08:00:00Z',
      end_at: '2026-05-03T08:00:00Z',
    });
    expect(first.statusCode, first.body).toBe(201);

    const before = await countRows(t, 'incubator_arrangement');
    for (const [start, end] of [
      ['2026-04-30T08:00:00Z', '2026-05-01T09:00:00Z'],
      ['2026-05-02T08:00:00Z', '2026-05-05T08:00:00Z'],
      ['2026-05-01T10:00:00Z', '2026-05-01T11:00:00Z'],
      ['2026-04-01T00:00:00Z', null], // ongoing from before: overlaps everything after
    ]) {
      const res = await arrange({ baby: b2.id, incubator: inc.id, start_at: start, end_at: end });
      expect(res.statusCode, `${start}..${end}`).toBe(409);
      expect(res.json()).toMatchObject({ code: 'incubator_taken', fields: { incubator: expect.any(Array) } });
    }
    expect(await countRows(t, 'incubator_arrangement')).toBe(before);

    // The moment one baby leaves, the next may come; another incubator is free anyway.
    const next = await arrange({ baby: b2.id, incubator: inc.id, start_at: '2026-05-03T08:00:00Z', end_at: null });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().end_at).toBeNull();
    expect(
      (await arrange({ baby: b1.id, incubator: other.id, start_at: '2026-05-03T08:00:00Z', end_at: '2026-05-10T08:00:00Z' }))
        .statusCode,
    ).toBe(201);
    // The ongoing one blocks anything later, until it is closed.
    expect((await arrange({ baby: b1.id, incubator: inc.id, start_at: '2026-06-01T00:00:00Z' })).statusCode).toBe(409);
    const close = await changeArrangement(next.json().id, { end_at: '2026-05-20T08:00:00+08:00' });
    expect(close.statusCode, close.body).toBe(200);
    expect(close.json().end_at).toBe('2026-05-20T00:00:00.000Z');
    expect((await arrange({ baby: b1.id, incubator: inc.id, start_at: '2026-06-01T00:00:00Z' })).statusCode).toBe(201);

    // Moving an arrangement onto another is refused; an end before the start is a 400.
    const moved = await changeArrangement(first.json().id, { end_at: '2026-05-04T08:00:00Z' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('incubator_taken');
    const backwards = await arrange({
      baby: b1.id,
      incubator: other.id,
      start_at: '2026-09-02T00:00:00Z',
      end_at: '2026-09-01T00:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toHaveProperty('end_at');
  });

  it('lets exactly one of 10 concurrent overlapping arrangements of one incubator through', async () => {
    const inc = await make.create(incubator);
    const babies = await Promise.all(Array.from({ length: 10 }, () => make.create(baby)));
    const results = await Promise.all(
      babies.map((b, i) =>
        arrange({
          baby: b.id,
          incubator: inc.id,
          start_at: `2026-08-0${1 + (i % 5)}T00:00:00Z`,
          end_at: `2026-08-2${i % 5}T00:00:00Z`,
        }),
      ),
    );
    await expectOneOfTen(results, `incubator=${inc.id}`);
  });

  it('lists arrangements by baby and by a window of Taipei days', async () => {
    const inc = await make.create(incubator);
    const [b1, b2] = [await make.create(baby), await make.create(baby)];
    // 2026-10-01 00:00 to 10-03 00:00 Taipei time; then one ongoing from 10-10 Taipei.
    const a = (
      await arrange({
        baby: b1.id,
        incubator: inc.id,
        start_at: '2026-10-01T00:00:00+08:00',
        end_at: '2026-10-03T00:00:00+08:00',
      })
    ).json();
    const b = (await arrange({ baby: b2.id, incubator: inc.id, start_at: '2026-10-10T00:00:00+08:00' })).json();
    const ids = async (query: string) => {
      const res = await auth.as.staff('GET', `/api/incubator_arrangement/?incubator=${inc.id}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().results.map((r: { id: number }) => r.id) as number[];
    };
    expect(await ids(`baby=${b1.id}`)).toEqual([a.id]);
    expect(await ids('from_date=2026-10-02&duration=1')).toEqual([a.id]);
    // 10-03 Taipei starts exactly when the first ends: no overlap.
    expect(await ids('from_date=2026-10-03&duration=7')).toEqual([]);
    expect(await ids('from_date=2026-10-03&duration=8')).toEqual([b.id]);
    expect(await ids('from_date=2027-01-01')).toEqual([b.id]);
    expect((await ids('from_date=2026-09-30&duration=30')).sort((x, y) => x - y)).toEqual([a.id, b.id].sort((x, y) => x - y));
    const bad = await auth.as.staff('GET', '/api/incubator_arrangement/?from_date=2026-10-32');
    expect(bad.statusCode).toBe(400);
  });
});
