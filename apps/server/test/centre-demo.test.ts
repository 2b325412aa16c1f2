import { describe, expect, it } from 'vitest';
import { issueToken } from '../src/accounts/token-repository';
import { todayTaipei } from '../src/centre/care-time';
import { untyped } from '../src/centre/repository';
import { seedCentre } from '../src/demo/centre';
import { seedUsers } from '../src/demo/users';
import { engines, setupApp } from './helper';

type Stay = { id: number; room: number; mother: number; start_date: string; end_date: string };

/** SEED_DEMO's centre data: the promised shape, no overlapping stays, and every row readable through the API. */
describe.each(engines)('centre demo data on %s', (engine) => {
  const t = setupApp(engine);

  it('loads rooms, incubators, mothers, stays and bills that the API can serve', async () => {
    await seedUsers(t.db);
    await seedCentre(t.db);
    const db = untyped(t.db);

    const rooms = (await db.selectFrom('room').selectAll().execute()) as { number: string; floor: number }[];
    expect(rooms).toHaveLength(30);
    expect(new Set(rooms.map((r) => r.floor))).toEqual(new Set([2, 3, 5]));
    expect(rooms.map((r) => r.number).sort()).toEqual(
      [2, 3, 5].flatMap((f) => Array.from({ length: 10 }, (_, i) => `${f}${String(i + 1).padStart(2, '0')}`)).sort(),
    );
    const types = (await db.selectFrom('room_type').selectAll().execute()) as { daily_rate: number }[];
    expect(types).toHaveLength(4);
    expect(Math.min(...types.map((x) => Number(x.daily_rate)))).toBe(8_800);
    expect(Math.max(...types.map((x) => Number(x.daily_rate)))).toBe(18_800);
    expect(await db.selectFrom('incubator').selectAll().execute()).toHaveLength(12);
    expect(await db.selectFrom('mother').selectAll().execute()).toHaveLength(40);
    expect((await db.selectFrom('baby').selectAll().execute()).length).toBeGreaterThan(20);
    expect(await db.selectFrom('contract').selectAll().execute()).toHaveLength(40);

    const stays = (await db.selectFrom('mom_living_record').selectAll().execute()) as Stay[];
    expect(stays).toHaveLength(40);
    for (const a of stays) {
      for (const b of stays) {
        if (a.id < b.id && a.room === b.room)
          expect(a.start_date >= b.end_date || b.start_date >= a.end_date, `${a.id}/${b.id}`).toBe(true);
      }
    }
    const today = todayTaipei();
    expect(stays.some((s) => s.end_date <= today)).toBe(true);
    expect(stays.some((s) => s.start_date <= today && s.end_date > today)).toBe(true);
    expect(stays.some((s) => s.start_date > today)).toBe(true);

    const bills = (await db.selectFrom('mom_billing_record').selectAll().execute()) as {
      quantity: number;
      unit_price: number;
      amount: number;
    }[];
    for (const b of bills) expect(Number(b.amount)).toBe(Number(b.quantity) * Number(b.unit_price));

    // Every row passes the answer schemas (nullability, enums, number types).
    const manager = (
      await t.db.selectFrom('app_user').select('id').where('username_key', '=', 'manager').executeTakeFirstOrThrow()
    ).id;
    const headers = { authorization: `Token ${await issueToken(t.db, manager, 'test', 1)}` };
    for (const path of [
      'room_type',
      'room',
      'incubator_type',
      'incubator',
      'mother',
      'baby',
      'contract',
      'mom_living_record',
      'mom_checkin_record',
      'mom_billing_record',
    ]) {
      const res = await t.inject({ method: 'GET', url: `/api/${path}/?limit=100`, headers });
      expect(res.statusCode, `${path}: ${res.body.slice(0, 300)}`).toBe(200);
      expect(res.json().count, path).toBeGreaterThan(0);
    }
    const users = await t.inject({ method: 'GET', url: '/api/user/', headers });
    expect(users.json().results.map((u: { username: string }) => u.username)).toEqual(
      expect.arrayContaining(['nurse', 'manager']),
    );

    // Twins of one delivery: one gestational age, births on one Taipei day, minutes apart.
    const babies = (await untyped(t.db)
      .selectFrom('baby')
      .select(['mother', 'birth_at', 'gestational_weeks'])
      .orderBy('id')
      .execute()) as { mother: number; birth_at: string; gestational_weeks: number }[];
    const byMother = new Map<number, typeof babies>();
    for (const b of babies) byMother.set(Number(b.mother), [...(byMother.get(Number(b.mother)) ?? []), b]);
    const twins = [...byMother.values()].filter((siblings) => siblings.length > 1);
    expect(twins.length).toBeGreaterThan(0);
    for (const [a, b] of twins as [(typeof babies)[number], (typeof babies)[number]][]) {
      expect(Number(b.gestational_weeks)).toBe(Number(a.gestational_weeks));
      const apart = Math.abs(Date.parse(b.birth_at) - Date.parse(a.birth_at));
      expect(apart).toBeLessThanOrEqual(3_600_000);
      // One Taipei day: the delivery's.
      const day = (at: string) => new Date(Date.parse(at) + 8 * 3_600_000).toISOString().slice(0, 10);
      expect(day(b.birth_at)).toBe(day(a.birth_at));
    }
  });
});
