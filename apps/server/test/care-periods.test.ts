import { describe, expect, it } from 'vitest';
import { baby } from '@pnc/schemas/centre/baby';
import { contract } from '@pnc/schemas/centre/contract';
import { countRows, maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

/** One baby's rooming-in periods and one contract's meal plans never overlap, under concurrency too. */
describe.each(engines)('periods that do not overlap on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const post = (path: string, payload: Record<string, unknown>) => auth.as.staff('POST', `/api/${path}/`, payload);

  it('refuses an overlapping rooming-in period of one baby (409), allows back-to-back ones and other babies', async () => {
    const [b1, b2] = [await make.create(baby), await make.create(baby)];
    const room = (payload: Record<string, unknown>) => post('baby_mom_rooming_in_record', payload);
    const first = await room({ baby: b1.id, start_at: '2026-05-01T01:00:00Z', end_at: '2026-05-01T13:00:00Z' });
    expect(first.statusCode, first.body).toBe(201);
    const before = await countRows(t, 'baby_mom_rooming_in_record');
    for (const [start, end] of [
      ['2026-05-01T12:00:00Z', '2026-05-01T14:00:00Z'],
      ['2026-04-30T12:00:00Z', null],
      ['2026-05-01T02:00:00Z', '2026-05-01T03:00:00Z'],
    ]) {
      const res = await room({ baby: b1.id, start_at: start, end_at: end });
      expect(res.statusCode, `${start}..${end}`).toBe(409);
      expect(res.json()).toMatchObject({ code: 'rooming_in_overlap', fields: { start_at: expect.any(Array) } });
      expect(res.json().message).toContain('from 2026-05-01 09:00 to 2026-05-01 21:00 (Taipei time)');
    }
    expect(await countRows(t, 'baby_mom_rooming_in_record')).toBe(before);
    expect((await room({ baby: b1.id, start_at: '2026-05-01T13:00:00Z', end_at: null })).statusCode).toBe(201);
    expect((await room({ baby: b2.id, start_at: '2026-05-01T02:00:00Z' })).statusCode).toBe(201);
    // The open one blocks anything later.
    expect((await room({ baby: b1.id, start_at: '2026-06-01T00:00:00Z' })).statusCode).toBe(409);
  });

  it('lets exactly one of 8 concurrent overlapping rooming-in periods of one baby through', async () => {
    const kid = await make.create(baby);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post('baby_mom_rooming_in_record', { baby: kid.id, start_at: `2026-08-01T0${i}:00:00Z`, end_at: '2026-08-02T00:00:00Z' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const list = await auth.as.staff('GET', `/api/baby_mom_rooming_in_record/?baby=${kid.id}`);
    expect(list.json().count).toBe(1);
  });

  it('refuses overlapping meal plans of one contract (409), allows the next one from the day the first ends', async () => {
    const c = await make.create(contract);
    const other = await make.create(contract);
    const plan = (payload: Record<string, unknown>) => post('mom_meal_info', { diet: 'regular', ...payload });
    expect((await plan({ contract: c.id, start_date: '2026-05-01', end_date: '2026-05-15' })).statusCode).toBe(201);
    const clash = await plan({ contract: c.id, start_date: '2026-05-14', end_date: null, diet: 'vegetarian' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'meal_plan_overlap', fields: { start_date: expect.any(Array) } });
    expect(clash.json().message).toContain('from 2026-05-01 to 2026-05-15');
    const next = await plan({ contract: c.id, start_date: '2026-05-15', end_date: null, diet: 'vegetarian' });
    expect(next.statusCode, next.body).toBe(201);
    expect((await plan({ contract: other.id, start_date: '2026-05-03', end_date: '2026-05-04' })).statusCode).toBe(201);
    // Changing a plan onto another is refused too.
    const first = (await auth.as.staff('GET', `/api/mom_meal_info/?contract=${c.id}&ordering=start_date`)).json().results[0];
    const moved = await auth.as.staff('PUT', `/api/mom_meal_info/${first.id}/`, { end_date: '2026-05-20' });
    expect(moved.statusCode).toBe(409);
  });

  it('lets exactly one of 8 concurrent overlapping meal plans of one contract through', async () => {
    const c = await make.create(contract);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post('mom_meal_info', { contract: c.id, diet: 'regular', start_date: `2026-09-0${1 + i}`, end_date: '2026-09-20' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  });
});
