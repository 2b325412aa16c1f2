import { describe, expect, it } from 'vitest';
import { resourceByName } from '@pnc/schemas/centre/resources';
import { addDays, todayTaipei } from '../src/centre/care-time';
import { countRows, maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

const def = (name: string) => resourceByName(name)!;
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

interface Item {
  kind: string;
  status: string;
  due_from: string | null;
  due_at: string | null;
  record: { id: number; done_at: string; result: string; done_by: number | null } | null;
}

/** A newborn's screenings, vaccines and paediatrician visits, what is due, and Today's list (decision 0020). */
describe.each(engines)('newborn milestones on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  let rooms = 0;

  /** A mother (with her HBsAg) checked in to a stay that began `daysAgo` days ago, and her baby born `bornHoursAgo`. */
  const babyInHouse = async (hbsag: string | null, bornHoursAgo: number, daysAgo = 3) => {
    const today = todayTaipei();
    const room = await make.create(def('room'), { number: `NM${engine.slice(0, 2)}${++rooms}`, status: 'available' });
    const mother = await make.create(def('mother'), {
      name: `里程碑媽媽${rooms}`,
      phone: `09100${String(rooms).padStart(5, '0')}`,
      hbsag,
    });
    await make.create(def('mom_living_record'), {
      mother: mother.id,
      room: room.id,
      start_date: addDays(today, -daysAgo),
      end_date: addDays(today, 20),
    });
    const checkIn = await auth.as.staff('POST', '/api/mom_checkin_record/', {
      mother: mother.id,
      checkin_at: `${addDays(today, -daysAgo)}T10:00:00+08:00`,
    });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    const baby = await make.create(def('baby'), { mother: mother.id, name: `寶寶${rooms}`, birth_at: ago(bornHoursAgo) });
    return { mother, baby, room };
  };
  const milestones = async (babyId: unknown, authorization = auth.staff) =>
    t.inject({ method: 'GET', url: `/api/baby/${String(babyId)}/milestones/`, headers: { authorization } });
  const items = async (babyId: unknown) => {
    const res = await milestones(babyId);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items as Item[];
  };
  const byKind = (list: Item[], kind: string) => list.filter((i) => i.kind === kind);
  const record = (payload: Record<string, unknown>, authorization = auth.staff) =>
    t.inject({ method: 'POST', url: '/api/newborn_milestone/', headers: { authorization }, payload });
  const today = async () => {
    const res = await auth.as.staff('GET', '/api/today/');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { milestones: { kind: string; status: string; baby: { id: number }; room: { number: string } }[] };
  };

  it('answers each kind with its due time and status, and the record that did it', async () => {
    const { baby } = await babyInHouse('negative', 80);
    const birth = Date.parse(baby.birth_at as string);
    const before = await items(baby.id);
    expect(before.map((i) => i.kind)).toEqual([
      'metabolic_screening',
      'hearing_screening',
      'hep_b_vaccine',
      'hbig',
      'paediatrician_visit',
    ]);
    // 80 h old: the heel-prick sample was due from 48 h and by 72 h, the first hepatitis B dose by 24 h.
    expect(byKind(before, 'metabolic_screening')[0]).toMatchObject({
      status: 'overdue',
      due_from: new Date(birth + 48 * HOUR).toISOString(),
      due_at: new Date(birth + 72 * HOUR).toISOString(),
      record: null,
    });
    expect(byKind(before, 'hearing_screening')[0]!.status).toBe('due');
    expect(byKind(before, 'hep_b_vaccine')[0]).toMatchObject({
      status: 'overdue',
      due_at: new Date(birth + 24 * HOUR).toISOString(),
    });
    // A stay that began three days ago wanted its first paediatrician visit by the end of the next day.
    expect(byKind(before, 'paediatrician_visit')).toEqual([expect.objectContaining({ status: 'overdue', record: null })]);

    const done = await record({ baby: baby.id, kind: 'metabolic_screening', done_at: ago(30), result: 'pending' });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().done_by).toBe(auth.users.staff.id);
    const visit = await record({ baby: baby.id, kind: 'paediatrician_visit', done_at: ago(1), result: 'normal' });
    expect(visit.statusCode, visit.body).toBe(201);
    const after = await items(baby.id);
    expect(byKind(after, 'metabolic_screening')[0]).toMatchObject({
      status: 'done',
      record: { id: done.json().id, result: 'pending', done_by: auth.users.staff.id },
    });
    // The visit is done and the next one is a week after it.
    const visits = byKind(after, 'paediatrician_visit');
    expect(visits.map((v) => v.status)).toEqual(['done', 'upcoming']);
    expect(visits[1]!.due_at).toBe(new Date(Date.parse(visit.json().done_at) + 7 * 24 * HOUR).toISOString());

    // An archived record no longer counts.
    const archived = await auth.as.manager('DELETE', `/api/newborn_milestone/${done.json().id}/`, { reason: '誤植' });
    expect(archived.statusCode, archived.body).toBeLessThan(300);
    expect(byKind(await items(baby.id), 'metabolic_screening')[0]!.status).toBe('overdue');
  });

  it('asks for HBIG only when the mother is HBsAg positive', async () => {
    const positive = await babyInHouse('positive', 2);
    const negative = await babyInHouse('negative', 2);
    const unknown = await babyInHouse(null, 2);
    expect(byKind(await items(positive.baby.id), 'hbig')[0]).toMatchObject({ status: 'due', record: null });
    expect(byKind(await items(negative.baby.id), 'hbig')[0]!.status).toBe('not_needed');
    expect(byKind(await items(unknown.baby.id), 'hbig')[0]!.status).toBe('unknown');
    const res = await milestones(positive.baby.id);
    expect(res.json()).toMatchObject({ hbsag: 'positive', baby: { id: positive.baby.id } });
    const given = await record({ baby: positive.baby.id, kind: 'hbig', done_at: ago(1), result: 'given' });
    expect(given.statusCode, given.body).toBe(201);
    expect(byKind(await items(positive.baby.id), 'hbig')[0]).toMatchObject({ status: 'done', record: { id: given.json().id } });
  });

  it('lists on Today what is due or overdue for babies in the house, until it is done', async () => {
    const { baby, room } = await babyInHouse('negative', 30);
    const mine = async () => (await today()).milestones.filter((m) => m.baby.id === baby.id);
    expect(await mine()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'hep_b_vaccine',
          status: 'overdue',
          room: expect.objectContaining({ number: room.number }),
        }),
        expect.objectContaining({ kind: 'hearing_screening', status: 'due' }),
      ]),
    );
    // Not yet due (the metabolic sample at 48 h) and not needed (HBIG) stay off the list.
    expect((await mine()).map((m) => m.kind)).not.toContain('metabolic_screening');
    expect((await mine()).map((m) => m.kind)).not.toContain('hbig');

    const done = await record({ baby: baby.id, kind: 'hep_b_vaccine', done_at: ago(20), result: 'given' });
    expect(done.statusCode, done.body).toBe(201);
    expect((await mine()).map((m) => m.kind)).not.toContain('hep_b_vaccine');
    expect((await mine()).map((m) => m.kind)).toContain('hearing_screening');

    // The Today read is audited with the babies it showed.
    const audit = await auth.as.manager('GET', `/api/audit_log/?action=read&entity=baby&entity_id=${baby.id}`);
    expect(audit.json().results.find((r: { route: string }) => r.route === 'GET /api/today/').record_ids).toContain(baby.id);
  });

  it('leaves babies whose mother is not in the house off Today, and schedules them no centre visits', async () => {
    const mother = await make.create(def('mother'), { name: '未入住', phone: '0919999999', hbsag: 'negative' });
    const baby = await make.create(def('baby'), { mother: mother.id, name: '家中寶寶', birth_at: ago(30) });
    expect((await today()).milestones.map((m) => m.baby.id)).not.toContain(baby.id);
    expect(byKind(await items(baby.id), 'paediatrician_visit')).toEqual([
      expect.objectContaining({ status: 'not_needed', due_at: null }),
    ]);
    expect((await milestones(baby.id)).json().arrival_date).toBeNull();
  });

  it('audits each read as a read of the baby, its mother and its milestones', async () => {
    const { baby, mother } = await babyInHouse('positive', 5);
    const done = await record({ baby: baby.id, kind: 'hep_b_vaccine', done_at: ago(4), result: 'given' });
    expect((await milestones(baby.id)).statusCode).toBe(200);
    const rows = (await t.db
      .selectFrom('audit_log')
      .select(['entity', 'entity_id', 'record_ids', 'route', 'actor_id'])
      .where('route', '=', 'GET /api/baby/:id/milestones/')
      .where('action', '=', 'read')
      .execute()) as { entity: string; entity_id: number | null; record_ids: string; actor_id: number }[];
    const of = (entity: string) => rows.filter((r) => r.entity === entity);
    expect(of('baby').some((r) => r.entity_id === baby.id && r.actor_id === auth.users.staff.id)).toBe(true);
    expect(of('mother').some((r) => r.record_ids === `,${String(mother.id)},`)).toBe(true);
    expect(of('newborn_milestone').some((r) => r.record_ids.includes(`,${String(done.json().id)},`))).toBe(true);
  });

  it('refuses a result that does not fit the kind, a time before the birth or in the future, and changes nothing', async () => {
    const { baby } = await babyInHouse('negative', 50);
    const count = await countRows(t, 'newborn_milestone');
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ kind: 'hearing_screening', result: 'given', done_at: ago(1) }, 'result', 'not_one_of'],
      [{ kind: 'hep_b_vaccine', result: 'normal', done_at: ago(1) }, 'result', 'not_one_of'],
      [{ kind: 'hep_b_vaccine', result: 'given', done_at: ago(60) }, 'done_at', 'too_small'],
      [
        { kind: 'hep_b_vaccine', result: 'given', done_at: new Date(Date.now() + 3 * HOUR).toISOString() },
        'done_at',
        'in_future',
      ],
    ];
    for (const [payload, field, code] of refusals) {
      const res = await record({ baby: baby.id, ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields[field][0]).toMatch(new RegExp(`^${code}`));
    }
    expect(await countRows(t, 'newborn_milestone')).toBe(count);
    // An update that makes the pair not fit is refused too.
    const ok = await record({ baby: baby.id, kind: 'hearing_screening', result: 'pass', done_at: ago(1) });
    expect(ok.statusCode, ok.body).toBe(201);
    const put = await auth.as.staff('PUT', `/api/newborn_milestone/${ok.json().id}/`, { kind: 'hbig' });
    expect(put.statusCode, put.body).toBe(400);
    expect(put.json().fields.result).toEqual(['not_one_of']);
  });

  it('is for staff: customers and anonymous callers are refused, an unknown baby is 404', async () => {
    const { baby } = await babyInHouse('negative', 10);
    expect((await milestones(baby.id, auth.customer)).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: `/api/baby/${String(baby.id)}/milestones/` })).statusCode).toBe(401);
    const res = await record({ baby: baby.id, kind: 'hbig', result: 'given', done_at: ago(1) }, auth.customer);
    expect(res.statusCode).toBe(403);
    expect((await milestones(987_654)).statusCode).toBe(404);
  });
});
