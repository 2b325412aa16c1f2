import { describe, expect, it } from 'vitest';
import { baby } from '@pnc/schemas/centre/baby';
import { careEventFieldErrors, careEventKinds } from '@pnc/schemas/centre/baby-care-event';
import { careLogShortfall, careLogTotals, last24Hours, windowDayOfLife } from '@pnc/schemas/centre/care-log-adequacy';
import { untyped } from '../src/centre/repository';
import { seedCare } from '../src/demo/care';
import { seedCentre } from '../src/demo/centre';
import { seedUsers } from '../src/demo/users';
import { countRows, maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

/** A baby's care log, event by event: each kind carries exactly its details; staff write it, customers cannot. */
describe.each(engines)("a baby's care events on %s", (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const post = (payload: Record<string, unknown>, authorization = auth.staff) =>
    t.inject({ method: 'POST', url: '/api/baby_care_event/', headers: { authorization }, payload });
  const at = '2026-03-02T09:15:00+08:00';

  /** A valid event of each kind, with the details it takes. */
  const valid: Record<(typeof careEventKinds)[number], Record<string, unknown>> = {
    breastfeed: { side: 'left', minutes: 15 },
    expressed_milk: { volume_ml: 40 },
    formula: { volume_ml: 60 },
    wet_diaper: {},
    stool: { stool_colour: 'yellow' },
    sleep: { minutes: 120 },
    bath: {},
    cord_care: {},
    nursery_in: {},
    nursery_out: {},
  };

  it('saves a valid event of each kind, with the caller as its nurse', async () => {
    const b = await make.create(baby);
    expect(Object.keys(valid).sort()).toEqual([...careEventKinds].sort());
    for (const kind of careEventKinds) {
      const res = await post({ baby: b.id, occurred_at: at, kind, ...valid[kind] });
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(201);
      const row = res.json();
      expect(row).toMatchObject({ baby: b.id, kind, nurse: auth.users.staff.id, occurred_at: '2026-03-02T01:15:00.000Z' });
      for (const field of ['side', 'minutes', 'volume_ml', 'stool_colour'])
        expect(row[field], `${kind}.${field}`).toEqual(valid[kind][field] ?? null);
    }
  });

  it.each([
    ['a breastfeed without side and minutes', { kind: 'breastfeed' }, { side: ['required'], minutes: ['required'] }],
    ['a breastfeed without minutes', { kind: 'breastfeed', side: 'both' }, { minutes: ['required'] }],
    ['expressed milk without volume', { kind: 'expressed_milk' }, { volume_ml: ['required'] }],
    ['formula without volume', { kind: 'formula', minutes: null }, { volume_ml: ['required'] }],
    ['a stool without its colour', { kind: 'stool' }, { stool_colour: ['required'] }],
    ['sleep without minutes', { kind: 'sleep' }, { minutes: ['required'] }],
    ['a wet diaper with a volume', { kind: 'wet_diaper', volume_ml: 30 }, { volume_ml: ['not_for_kind'] }],
    [
      'formula with a side, minutes and a stool colour',
      { kind: 'formula', volume_ml: 60, side: 'left', minutes: 10, stool_colour: 'green' },
      { side: ['not_for_kind'], minutes: ['not_for_kind'], stool_colour: ['not_for_kind'] },
    ],
    ['sleep with a side', { kind: 'sleep', minutes: 30, side: 'right' }, { side: ['not_for_kind'] }],
    ['a bath with minutes', { kind: 'bath', minutes: 10 }, { minutes: ['not_for_kind'] }],
  ])('refuses %s with its field errors and saves nothing', async (_name, body, fields) => {
    const b = await make.create(baby);
    const rows = await countRows(t, 'baby_care_event');
    const audits = await countRows(t, 'audit_log');
    const res = await post({ baby: b.id, occurred_at: at, ...body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error' });
    expect(res.json().fields).toEqual(fields);
    expect(await countRows(t, 'baby_care_event')).toBe(rows);
    expect(await countRows(t, 'audit_log')).toBe(audits);
  });

  it('refuses an update that leaves a detail of the old kind, and takes it once cleared', async () => {
    const b = await make.create(baby);
    const feed = (await post({ baby: b.id, occurred_at: at, kind: 'breastfeed', side: 'right', minutes: 12 })).json();
    const put = (payload: Record<string, unknown>) => auth.as.staff('PUT', `/api/baby_care_event/${feed.id}/`, payload);
    const kept = await put({ kind: 'formula', volume_ml: 50 });
    expect(kept.statusCode).toBe(400);
    expect(kept.json().fields).toEqual({ side: ['not_for_kind'], minutes: ['not_for_kind'] });
    const unchanged = await auth.as.staff('GET', `/api/baby_care_event/${feed.id}/`);
    expect(unchanged.json()).toMatchObject({ kind: 'breastfeed', side: 'right', minutes: 12, volume_ml: null });
    const cleared = await put({ kind: 'formula', volume_ml: 50, side: null, minutes: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ kind: 'formula', volume_ml: 50, side: null, minutes: null });
  });

  it("lists a baby's events newest first, by kind and time, and each read is audited", async () => {
    const b = await make.create(baby);
    const other = await make.create(baby);
    const ids: number[] = [];
    for (const [hour, kind, extra] of [
      ['08', 'wet_diaper', {}],
      ['09', 'breastfeed', { side: 'left', minutes: 20 }],
      ['11', 'stool', { stool_colour: 'pale' }],
    ] as const) {
      const res = await post({ baby: b.id, occurred_at: `2026-03-03T${hour}:00:00+08:00`, kind, ...extra });
      ids.push(res.json().id as number);
    }
    await post({ baby: other.id, occurred_at: '2026-03-03T10:00:00+08:00', kind: 'bath' });
    const list = async (query: string) => {
      const res = await auth.as.staff('GET', `/api/baby_care_event/?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().results as { id: number }[]).map((r) => r.id);
    };
    expect(await list(`baby=${b.id}`)).toEqual([...ids].reverse());
    expect(await list(`baby=${b.id}&kind=stool`)).toEqual([ids[2]]);
    const window = `occurred_at_from=${encodeURIComponent('2026-03-03T08:30:00+08:00')}&occurred_at_to=${encodeURIComponent('2026-03-03T11:00:00+08:00')}`;
    expect(await list(`baby=${b.id}&${window}`)).toEqual([ids[2], ids[1]]);

    const read = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'record_ids', 'actor_id'])
      .where('entity', '=', 'baby_care_event')
      .where('action', '=', 'read')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(read.actor_id).toBe(auth.users.staff.id);
    expect(String(read.record_ids)).toBe(`,${ids[2]},${ids[1]},`);
  });

  it('lets staff write and refuses customers and anonymous callers, saving nothing', async () => {
    const b = await make.create(baby);
    const body = { baby: b.id, occurred_at: at, kind: 'wet_diaper' };
    const rows = await countRows(t, 'baby_care_event');
    expect((await post(body, auth.customer)).statusCode).toBe(403);
    expect((await post(body, '')).statusCode).toBe(401);
    const list = await auth.as.customer('GET', `/api/baby_care_event/?baby=${b.id}`);
    expect(list.statusCode).toBe(403);
    expect(await countRows(t, 'baby_care_event')).toBe(rows);
    expect((await post(body, auth.staff)).statusCode).toBe(201);
    expect(await countRows(t, 'baby_care_event')).toBe(rows + 1);
  });

  it('refuses an event in the future', async () => {
    const b = await make.create(baby);
    const res = await post({ baby: b.id, occurred_at: new Date(Date.now() + 3_600_000).toISOString(), kind: 'bath' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ occurred_at: ['in_future'] });
  });
});

/** The demo's care log: yesterday and today of every baby in the house, each event as its kind takes it. */
describe.each(engines)("the demo's care log on %s", (engine) => {
  const t = setupApp(engine);

  it('holds events of every kind that keep the rule, none in the future, and one baby short of the day', async () => {
    await seedUsers(t.db);
    await seedCentre(t.db);
    await seedCare(t.db);
    const db = untyped(t.db);
    const rows = (await db.selectFrom('baby_care_event').selectAll().orderBy('occurred_at').execute()) as Record<
      string,
      unknown
    >[];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(careEventKinds));
    for (const r of rows) expect(careEventFieldErrors(r), `event ${String(r.id)}`).toEqual({});
    const now = new Date();
    expect(rows.every((r) => Date.parse(String(r.occurred_at)) <= now.getTime())).toBe(true);

    // The short day: judged like the dashboard does, over the last 24 hours of a baby with a whole day logged.
    const window = last24Hours(now);
    const births = new Map(
      ((await db.selectFrom('baby').select(['id', 'birth_at']).execute()) as { id: number; birth_at: string | null }[]).map(
        (b) => [b.id, b.birth_at],
      ),
    );
    const logged = [...new Set(rows.map((r) => Number(r.baby)))].sort((a, b) => a - b);
    const judged = logged.flatMap((baby) => {
      const events = rows.filter((r) => Number(r.baby) === baby) as unknown as { occurred_at: string; kind: string }[];
      const day = windowDayOfLife(births.get(baby), window.to);
      // Judged, as on the dashboard, only once the log reaches back a whole day (not in the first hour of today).
      if (day === null || !events.some((e) => e.occurred_at <= window.from)) return [];
      const result = careLogShortfall(day, careLogTotals(events, window.from, window.to));
      return [{ baby, short: result.fewFeeds || result.fewWetDiapers }];
    });
    // Past the first hour of the day in Taipei the short baby's log covers a whole window.
    if ((now.getUTCHours() + 8) % 24 >= 1) expect(judged.map((j) => j.baby)).toContain(logged[0]);
    // The first baby in the house has short days; every other one is fed and wet enough.
    for (const j of judged) expect(j.short, `baby ${j.baby}`).toBe(j.baby === logged[0]);
  });
});
