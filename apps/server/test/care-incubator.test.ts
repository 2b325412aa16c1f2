import { describe, expect, it } from 'vitest';
import { baby } from '@pnc/schemas/centre/baby';
import { incubator } from '@pnc/schemas/centre/incubator';
import { countRows, maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

/** One baby per incubator at a time, even under concurrency; arrangements by baby and by window. */
describe.each(engines)('incubator arrangements on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const staff = () => ({ authorization: auth.staff });
  const arrange = (payload: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: '/api/incubator_arrangement/', headers: staff(), payload });

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
    const close = await t.inject({
      method: 'PUT',
      url: `/api/incubator_arrangement/${next.json().id}/`,
      headers: staff(),
      payload: { end_at: '2026-05-20T08:00:00+08:00' },
    });
    expect(close.statusCode, close.body).toBe(200);
    expect(close.json().end_at).toBe('2026-05-20T00:00:00.000Z');
    expect((await arrange({ baby: b1.id, incubator: inc.id, start_at: '2026-06-01T00:00:00Z' })).statusCode).toBe(201);

    // Moving an arrangement onto another is refused; an end before the start is a 400.
    const moved = await t.inject({
      method: 'PUT',
      url: `/api/incubator_arrangement/${first.json().id}/`,
      headers: staff(),
      payload: { end_at: '2026-05-04T08:00:00Z' },
    });
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
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    const list = await t.inject({ method: 'GET', url: `/api/incubator_arrangement/?incubator=${inc.id}`, headers: staff() });
    expect(list.json().count).toBe(1);
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
      const res = await t.inject({
        method: 'GET',
        url: `/api/incubator_arrangement/?incubator=${inc.id}&${query}`,
        headers: staff(),
      });
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
    const bad = await t.inject({ method: 'GET', url: '/api/incubator_arrangement/?from_date=2026-10-32', headers: staff() });
    expect(bad.statusCode).toBe(400);
  });
});
