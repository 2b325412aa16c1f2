import { afterEach, describe, expect, it, vi } from 'vitest';
import { weightLossFlag } from '@pnc/schemas/centre/flags';
import { issueToken } from '../src/accounts/token-repository';
import { addDays, todayTaipei } from '../src/centre/care-time';
import { untyped } from '../src/centre/repository';
import { seedCare } from '../src/demo/care';
import { seedCentre } from '../src/demo/centre';
import { seedUsers } from '../src/demo/users';
import { engines, setupApp } from './helper';

type Arrangement = { incubator: number; start_at: string; end_at: string | null };

/** The care demo data: every list served by the API, no overlapping incubators, stock that adds up. */
describe.each(engines)('care demo data on %s', (engine) => {
  const t = setupApp(engine);

  it('loads care records around the demo stays that the API can serve', async () => {
    await seedUsers(t.db);
    await seedCentre(t.db);
    await seedCare(t.db);
    const db = untyped(t.db);
    const manager = (
      await t.db.selectFrom('app_user').select('id').where('username_key', '=', 'manager').executeTakeFirstOrThrow()
    ).id;
    const headers = { authorization: `Token ${await issueToken(t.db, manager, 'test', 1)}` };

    for (const path of [
      'mom_meal_info',
      'mom_meal_menu',
      'mom_pre_checkin_eval',
      'mom_checkedin_eval',
      'mom_caring_record',
      'mom_education_record',
      'mom_borrow_record',
      'reservation_and_outside',
      'room_repairment_record',
      'baby_mom_rooming_in_record',
      'baby_health_record',
      'visit_record',
      'assignment',
      'incubator_arrangement',
      'spare_part',
      'spare_part_record',
    ]) {
      const res = await t.inject({ method: 'GET', url: `/api/${path}/?limit=1000`, headers });
      expect(res.statusCode, `${path}: ${res.body.slice(0, 300)}`).toBe(200);
      expect(res.json().count, path).toBeGreaterThan(0);
    }
    // The clinical records (docs/clinical/; the count is of every row, whatever the page).
    for (const path of ['mom_consent', 'newborn_milestone', 'mom_medication_record', 'mom_feeding_log']) {
      const res = await t.inject({ method: 'GET', url: `/api/${path}/?limit=100`, headers });
      expect(res.statusCode, `${path}: ${res.body.slice(0, 300)}`).toBe(200);
      expect(res.json().count, path).toBeGreaterThan(0);
    }

    const arrangements = (await db.selectFrom('incubator_arrangement').selectAll().execute()) as Arrangement[];
    for (const [i, a] of arrangements.entries())
      for (const b of arrangements.slice(i + 1))
        if (a.incubator === b.incubator)
          expect((a.end_at !== null && a.end_at <= b.start_at) || (b.end_at !== null && b.end_at <= a.start_at)).toBe(true);

    const parts = (await t.inject({ method: 'GET', url: '/api/spare_part/', headers })).json().results as {
      id: number;
      total: number;
      low_stock: boolean;
    }[];
    expect(parts).toHaveLength(20);
    expect(parts.filter((p) => p.low_stock).length).toBeGreaterThanOrEqual(2);
    expect(parts.filter((p) => !p.low_stock).length).toBeGreaterThanOrEqual(10);
    const records = (await db.selectFrom('spare_part_record').selectAll().orderBy('id').execute()) as {
      part: number;
      quantity: number;
      operation: string;
    }[];
    for (const p of parts) {
      let total = 0;
      for (const rec of records.filter((x) => x.part === p.id))
        total = rec.operation === 'adjust' ? rec.quantity : total + (rec.operation === 'in' ? rec.quantity : -rec.quantity);
      expect(total, `part ${p.id}`).toBe(p.total);
    }

    // Weights dip below birth weight but never by more than 10 %.
    const babies = (await db.selectFrom('baby').select(['id', 'birth_weight_g']).execute()) as {
      id: number;
      birth_weight_g: number;
    }[];
    const health = (await db.selectFrom('baby_health_record').select(['baby', 'weight_g']).execute()) as {
      baby: number;
      weight_g: number;
    }[];
    expect(health.length).toBeGreaterThan(20);
    for (const h of health) {
      const b = babies.find((x) => x.id === h.baby)!;
      expect(weightLossFlag(b.birth_weight_g, h.weight_g)).toBe(false);
    }
    expect(health.some((h) => h.weight_g < babies.find((x) => x.id === h.baby)!.birth_weight_g)).toBe(true);

    const week = (
      await t.inject({ method: 'GET', url: `/api/calendar/?from_date=${todayTaipei()}&duration=7`, headers })
    ).json() as {
      date: string;
      type: string;
    }[];
    expect(week.filter((e) => e.type === 'assignment')).toHaveLength(7 * 7);
    const month = (
      await t.inject({ method: 'GET', url: `/api/calendar/?from_date=${addDays(todayTaipei(), -30)}&duration=60`, headers })
    ).json() as {
      type: string;
    }[];
    for (const type of ['expected_date', 'checkin', 'stay_end', 'visit', 'repair', 'assignment'])
      expect(
        month.some((e) => e.type === type),
        type,
      ).toBe(true);

    // The meal planner opens on this week (from Sunday): every mother in the house has her meals on each of its
    // days so far that she stays, not only from the day the demo was loaded.
    const today = todayTaipei();
    const sunday = addDays(today, -new Date(`${today}T00:00:00Z`).getUTCDay());
    const stays = (await db
      .selectFrom('mom_living_record')
      .select(['mother', 'start_date', 'end_date'])
      .where('start_date', '<=', today)
      .where('end_date', '>', today)
      .execute()) as { mother: number; start_date: string; end_date: string }[];
    expect(stays.length).toBeGreaterThan(0);
    const menus = (await db.selectFrom('mom_meal_menu').select(['mother', 'date']).execute()) as {
      mother: number;
      date: string;
    }[];
    const served = new Set(menus.map((m) => `${m.mother} ${m.date}`));
    for (const s of stays)
      for (let day = sunday; day <= today; day = addDays(day, 1))
        if (day >= s.start_date) expect(served.has(`${s.mother} ${day}`), `mother ${s.mother} on ${day}`).toBe(true);

    // The clinical records: every mother's HBsAg known or marked unknown, one positive mother in the house
    // whose baby had HBIG; a consent for every mother who came but one in the house.
    const hbsag = (await db.selectFrom('mother').select(['id', 'hbsag']).execute()) as { id: number; hbsag: string | null }[];
    expect(hbsag.filter((m) => m.hbsag === null)).toEqual([]);
    const positive = hbsag.filter((m) => m.hbsag === 'positive').map((m) => m.id);
    expect(positive).toHaveLength(1);
    expect(stays.map((s) => s.mother)).toContain(positive[0]);
    expect(hbsag.filter((m) => m.hbsag === 'unknown').length).toBeGreaterThanOrEqual(2);
    const milestones = (await db.selectFrom('newborn_milestone').select(['baby', 'kind', 'done_at']).execute()) as {
      baby: number;
      kind: string;
      done_at: string;
    }[];
    const born = (await db.selectFrom('baby').select(['id', 'mother', 'birth_at']).execute()) as {
      id: number;
      mother: number;
      birth_at: string;
    }[];
    const hbigBabies = new Set(milestones.filter((m) => m.kind === 'hbig').map((m) => m.baby));
    expect(born.filter((b) => b.mother === positive[0]).every((b) => hbigBabies.has(b.id))).toBe(true);
    expect(born.filter((b) => b.mother !== positive[0]).some((b) => hbigBabies.has(b.id))).toBe(false);
    const nowIso = new Date().toISOString();
    for (const m of milestones) {
      const birth = born.find((b) => b.id === m.baby)!.birth_at;
      expect(birth <= m.done_at && m.done_at <= nowIso, `milestone ${m.kind} of baby ${m.baby} at ${m.done_at}`).toBe(true);
    }
    const consents = (await db.selectFrom('mom_consent').select(['mother', 'signed_name', 'health_data']).execute()) as {
      mother: number;
      signed_name: string;
      health_data: number | boolean;
    }[];
    const signed = new Set(consents.map((c) => c.mother));
    expect(stays.filter((s) => !signed.has(s.mother))).toHaveLength(1);
    const names = new Map(
      ((await db.selectFrom('mother').select(['id', 'name']).execute()) as { id: number; name: string }[]).map((m) => [
        m.id,
        m.name,
      ]),
    );
    for (const c of consents) expect(c.signed_name).toBe(names.get(c.mother));
    // Doses and feeds of the mothers in the house, within their stays and not in the future.
    for (const [table, field] of [
      ['mom_medication_record', 'given_at'],
      ['mom_feeding_log', 'occurred_at'],
    ] as const) {
      const rows = (await db.selectFrom(table).select(['mother', field]).execute()) as Record<string, string | number>[];
      expect(rows.length, table).toBeGreaterThan(0);
      for (const r of rows) {
        const stay = stays.find((s) => s.mother === r.mother);
        const at = String(r[field]);
        expect(
          stay !== undefined && new Date(`${stay.start_date}T00:00:00+08:00`).toISOString() <= at && at <= nowIso,
          `${table} ${at}`,
        ).toBe(true);
      }
    }
    // Today lists the milestones due for the babies in the house.
    const todayPage = (await t.inject({ method: 'GET', url: '/api/today/', headers })).json() as {
      milestones: { kind: string; status: string }[];
    };
    expect(todayPage.milestones.length).toBeGreaterThan(0);
    expect(todayPage.milestones.some((m) => m.kind === 'hearing_screening')).toBe(true);
  }, 120_000);
});

/** Loaded at any hour, the demo records only what has happened by then. */
describe.each(engines)('care demo data loaded after midnight on %s', (engine) => {
  const t = setupApp(engine);
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds no record of care later than the moment it is loaded, even just after midnight in Taipei', async () => {
    // 00:30 in Taipei: the day's 08:00 rounds, 09:00 rooming-in and afternoon visits have not happened yet.
    const loadedAt = '2026-11-23T16:30:00.000Z';
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(loadedAt) });
    await seedUsers(t.db);
    await seedCentre(t.db);
    await seedCare(t.db);
    vi.useRealTimers();
    const db = untyped(t.db);
    for (const [table, field] of [
      ['baby_health_record', 'recorded_at'],
      ['baby_mom_rooming_in_record', 'start_at'],
      ['mom_caring_record', 'recorded_at'],
      ['mom_education_record', 'educated_at'],
      ['mom_borrow_record', 'borrowed_at'],
      ['visit_record', 'visited_at'],
      ['room_repairment_record', 'reported_at'],
      ['mom_consent', 'consented_at'],
      ['newborn_milestone', 'done_at'],
      ['mom_medication_record', 'given_at'],
      ['mom_feeding_log', 'occurred_at'],
      // A spare part's move is dated by its record's creation: none after the moment the demo is loaded.
      ['spare_part_record', 'created_at'],
    ] as const) {
      const rows = (await db.selectFrom(table).select(field).execute()) as Record<string, string>[];
      expect(rows.length, table).toBeGreaterThan(0);
      const latest = rows
        .map((r) => r[field]!)
        .sort()
        .at(-1)!;
      expect(latest <= loadedAt, `${table}.${field}: ${latest}`).toBe(true);
    }
  }, 120_000);
});
