import { describe, expect, it } from 'vitest';
import { contract } from '@pnc/schemas/centre/contract';
import { momLivingRecord } from '@pnc/schemas/centre/mom-living-record';
import { momMealInfo } from '@pnc/schemas/centre/mom-meal-info';
import { mother } from '@pnc/schemas/centre/mother';
import { room } from '@pnc/schemas/centre/room';
import { maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

type Row = Record<string, unknown>;

/** What the staff tool's planning screens read beyond the generic lists: the week's contracts and meal plans, colleagues' names. */
describe.each(engines)('planner reads on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const ids = async (url: string, authorization = auth.staff) => {
    const res = await t.inject({ method: 'GET', url, headers: { authorization } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().results as Row[]).map((r) => r.id as number);
  };

  it("contracts by the week: those of mothers with a stay overlapping it (a stay's end day is not in it)", async () => {
    const [staying, leaving, later, never] = await Promise.all([0, 1, 2, 3].map(() => make.create(mother)));
    const stay = async (m: Row, start: string, end: string) =>
      make.create(momLivingRecord, { mother: m.id, room: (await make.create(room)).id, start_date: start, end_date: end });
    await stay(staying!, '2031-07-01', '2031-07-15');
    await stay(leaving!, '2031-06-20', '2031-07-08'); // leaves the morning the week starts
    await stay(later!, '2031-07-14', '2031-07-30');
    const contractOf = (m: Row) => make.create(contract, { mother: m.id });
    const [c1, c2, c3, c4] = [
      await contractOf(staying!),
      await contractOf(leaving!),
      await contractOf(later!),
      await contractOf(never!),
    ];

    const week = await ids('/api/contract/?from_date=2031-07-08&duration=7&limit=1000');
    expect(week).toContain(c1.id);
    expect(week).not.toContain(c2.id);
    expect(week).toContain(c3.id); // arrives on the week's last day
    expect(week).not.toContain(c4.id);
    // One day is the default duration; the other filters still apply beside it.
    expect(await ids('/api/contract/?from_date=2031-07-07&limit=1000')).toEqual(expect.arrayContaining([c1.id, c2.id]));
    expect(await ids(`/api/contract/?from_date=2031-07-08&duration=7&mother=${staying!.id}`)).toEqual([c1.id]);
    // Without from_date the list is the whole list.
    expect(await ids('/api/contract/?limit=1000')).toEqual(expect.arrayContaining([c1.id, c2.id, c3.id, c4.id]));
    const bad = await auth.as.staff('GET', '/api/contract/?from_date=2031-02-30');
    expect(bad.statusCode).toBe(400);
  });

  it('meal plans by the week: those in effect on any of its days (end exclusive, an open end is ongoing)', async () => {
    const c = await make.create(contract);
    const plan = (start: string, end: string | null, diet: string) =>
      make.create(momMealInfo, { contract: c.id, start_date: start, end_date: end, diet });
    const first = await plan('2032-03-01', '2032-03-10', 'regular');
    const second = await plan('2032-03-10', null, 'vegetarian');

    expect(await ids('/api/mom_meal_info/?from_date=2032-03-09&duration=1')).toEqual([first.id]);
    expect(await ids('/api/mom_meal_info/?from_date=2032-03-10&duration=1')).toEqual([second.id]);
    expect((await ids('/api/mom_meal_info/?from_date=2032-03-08&duration=7')).sort()).toEqual([first.id, second.id].sort());
    expect(await ids('/api/mom_meal_info/?from_date=2032-02-20&duration=7')).toEqual([]);
    expect(await ids('/api/mom_meal_info/?from_date=2033-01-01&duration=1')).toEqual([second.id]);
  });

  it('the staff directory names every colleague for staff, and nothing else about them; customers and anonymous callers are refused', async () => {
    const res = await auth.as.staff('GET', '/api/user/staff/');
    expect(res.statusCode, res.body).toBe(200);
    const people = res.json() as { id: number; display_name: string; is_active: boolean }[];
    const listed = people.map((p) => p.id);
    for (const role of ['staff', 'manager', 'admin'] as const) expect(listed).toContain(auth.users[role].id);
    expect(listed).not.toContain(auth.users.customer.id);
    for (const p of people) {
      expect(Object.keys(p).sort()).toEqual(['display_name', 'id', 'is_active']);
      expect(p.display_name).not.toBe('');
    }
    expect(res.body).not.toContain(auth.users.staff.email);

    expect((await auth.as.customer('GET', '/api/user/staff/')).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/user/staff/' })).statusCode).toBe(401);
  });
});
