import { describe, expect, it } from 'vitest';
import { resourceByName } from '@pnc/schemas/centre/resources';
import { addDays, todayTaipei } from '../src/centre/care-time';
import { maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

const def = (name: string) => resourceByName(name)!;

/** Today, the staff's home screen, gathered by one audited route (decision 0018). */
describe.each(engines)('GET /api/today/ on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);

  it('gathers the day: stays, babies, rooms, incubators, repairs and open flags, and audits the ids shown', async () => {
    const today = todayTaipei();
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const room = (number: string, status = 'available') => make.create(def('room'), { number, status });
    const [r1, r2, r3, dirty] = [await room('T01'), await room('T02'), await room('T03'), await room('T09', 'cleaning')];
    const staying = await make.create(def('mother'), { name: '住房中', phone: '0910000001' });
    const arriving = await make.create(def('mother'), { name: '今天入住', phone: '0910000002' });
    const leaving = await make.create(def('mother'), { name: '今天退房', phone: '0910000003' });
    const stay = (m: Record<string, unknown>, r: Record<string, unknown>, start: string, end: string) =>
      make.create(def('mom_living_record'), { mother: m.id, room: r.id, start_date: start, end_date: end });
    const checkIn = (m: Record<string, unknown>, day: string) =>
      auth.as.staff('POST', '/api/mom_checkin_record/', { mother: m.id, checkin_at: `${day}T10:00:00+08:00` });
    const s1 = await stay(staying, r1, addDays(today, -3), addDays(today, 10));
    const s2 = await stay(arriving, r2, today, addDays(today, 14));
    const s3 = await stay(leaving, r3, addDays(today, -14), today);
    // In the house are the mothers checked in: she who arrives today has not come yet, she who leaves has not gone.
    for (const [m, day] of [
      [staying, addDays(today, -3)],
      [leaving, addDays(today, -14)],
    ] as const)
      expect((await checkIn(m, day)).statusCode).toBe(201);

    const roomingBaby = await make.create(def('baby'), {
      mother: staying.id,
      name: '同室寶寶',
      birth_at: hourAgo,
      birth_weight_g: 3000,
    });
    const nurseryBaby = await make.create(def('baby'), {
      mother: staying.id,
      name: '嬰兒室寶寶',
      birth_at: hourAgo,
      birth_weight_g: 3000,
    });
    const ri = await make.create(def('baby_mom_rooming_in_record'), { baby: roomingBaby.id, start_at: hourAgo, end_at: null });
    const inc = await make.create(def('incubator'), { code: 'TODAY-1', status: 'available' });
    const arr = await make.create(def('incubator_arrangement'), {
      baby: nurseryBaby.id,
      incubator: inc.id,
      start_at: hourAgo,
      end_at: null,
    });
    const repair = await make.create(def('room_repairment_record'), {
      room: r1.id,
      status: 'reported',
      issue: '冷氣漏水',
      fixed_at: null,
    });
    await make.create(def('room_repairment_record'), { room: r2.id, status: 'fixed', issue: '已修好' });
    // A flag stays open until a nurse acknowledges it: a newer calm evaluation does not close the older one's.
    const older = await make.create(def('mom_checkedin_eval'), {
      mother: leaving.id,
      eval_at: addDays(today, -1) + 'T01:00:00Z',
      epds_score: 20,
      temperature_c: 36.5,
    });
    await make.create(def('mom_checkedin_eval'), { mother: leaving.id, eval_at: hourAgo, epds_score: 3, temperature_c: 36.5 });
    const flagged = await make.create(def('mom_checkedin_eval'), {
      mother: staying.id,
      eval_at: hourAgo,
      epds_score: 15,
      temperature_c: 36.8,
    });
    const lost = await make.create(def('baby_health_record'), {
      baby: nurseryBaby.id,
      recorded_at: hourAgo,
      weight_g: 2600,
      temperature_c: 36.9,
    });

    const res = await auth.as.staff('GET', '/api/today/');
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json();
    expect(day.date).toBe(today);
    const stayIds = (list: { id: number }[]) => list.map((s) => s.id).filter((id) => [s1.id, s2.id, s3.id].includes(id));
    expect(stayIds(day.arrivals)).toEqual([s2.id]);
    expect(stayIds(day.departures)).toEqual([s3.id]);
    expect(stayIds(day.in_house).sort()).toEqual([s1.id, s3.id].sort());
    expect(day.in_house.find((s: { id: number }) => s.id === s1.id)).toMatchObject({
      mother: { id: staying.id, name: '住房中' },
      room: { id: r1.id, number: 'T01' },
    });
    expect(day.rooming_in).toContainEqual(
      expect.objectContaining({ id: ri.id, baby: { id: roomingBaby.id, name: '同室寶寶' }, room: { id: r1.id, number: 'T01' } }),
    );
    expect(day.nursery.map((n: { baby: { id: number } }) => n.baby.id)).toContain(nurseryBaby.id);
    expect(day.nursery.map((n: { baby: { id: number } }) => n.baby.id)).not.toContain(roomingBaby.id);
    expect(day.rooms_to_clean).toContainEqual({ id: dirty.id, number: 'T09' });
    expect(day.incubators_in_use).toContainEqual(
      expect.objectContaining({ id: arr.id, incubator: { id: inc.id, code: 'TODAY-1' } }),
    );
    expect(day.open_repairs.map((p: { id: number }) => p.id)).toContain(repair.id);
    expect(day.open_repairs.every((p: { status: string }) => p.status !== 'fixed')).toBe(true);
    const mine = day.flags.filter((f: { mother: { id: number } }) => [staying.id, leaving.id].includes(f.mother.id));
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rule: 'epds_refer', source: { entity: 'mom_checkedin_eval', id: older.id }, value: 20 }),
        expect.objectContaining({ rule: 'epds_refer', source: { entity: 'mom_checkedin_eval', id: flagged.id }, value: 15 }),
        expect.objectContaining({
          rule: 'weight_loss',
          severity: 'alert',
          source: { entity: 'baby_health_record', id: lost.id },
          baby: { id: nurseryBaby.id, name: '嬰兒室寶寶' },
        }),
      ]),
    );
    expect(mine).toHaveLength(3);
    // Neither has had her arrival EPDS questionnaire: both are due.
    expect(day.epds_due).toEqual(
      expect.arrayContaining([
        { mother: { id: staying.id, name: '住房中' }, room: { id: r1.id, number: 'T01' }, occasion: 'arrival' },
        expect.objectContaining({ mother: { id: leaving.id, name: '今天退房' }, occasion: 'arrival' }),
      ]),
    );
    // She leaves today: her before-discharge screening is due too; the other's ends in ten days, not yet.
    expect(day.epds_due).toContainEqual(
      expect.objectContaining({ mother: expect.objectContaining({ id: leaving.id }), occasion: 'before_discharge' }),
    );
    expect(day.epds_due).not.toContainEqual(
      expect.objectContaining({ mother: expect.objectContaining({ id: staying.id }), occasion: 'before_discharge' }),
    );

    // One read row per kind of record, with the ids and the route: found by "who read mother X".
    const reads = async (q: string) =>
      (await auth.as.manager('GET', `/api/audit_log/?action=read&${q}`)).json().results as Record<string, unknown>[];
    const motherRow = (await reads('entity=mother')).find((r) => r.route === 'GET /api/today/');
    expect(motherRow).toMatchObject({ actor_id: auth.users.staff.id, entity: 'mother' });
    expect(motherRow!.record_ids).toEqual(expect.arrayContaining([staying.id, arriving.id, leaving.id]));
    const babyRow = (await reads('entity=baby')).find((r) => r.route === 'GET /api/today/');
    expect(babyRow!.record_ids).toEqual(expect.arrayContaining([roomingBaby.id, nurseryBaby.id]));
    expect((await reads(`entity=mother&entity_id=${staying.id}`)).map((r) => r.route)).toContain('GET /api/today/');
    expect(await reads('entity=today')).toEqual([]);
  });

  it('is for staff only', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/today/' })).statusCode).toBe(401);
    expect((await auth.as.customer('GET', '/api/today/')).statusCode).toBe(403);
  });
});
