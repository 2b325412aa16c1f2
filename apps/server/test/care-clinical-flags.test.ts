import { describe, expect, it } from 'vitest';
import type { ClinicalFlag } from '@pnc/schemas/centre/clinical-flag';
import { resourceByName } from '@pnc/schemas/centre/resources';
import { addDays, todayTaipei } from '../src/centre/care-time';
import { raiseFlagsOnUpgrade } from '../src/centre/clinical-flags/upgrade';
import { migrateToLatest } from '../src/db/migrate';
import { maker, roleTokens } from './centre-support';
import { engines, migratedDatabase, setupApp } from './helper';

const def = (name: string) => resourceByName(name)!;
type Flag = Omit<ClinicalFlag, 'detail'> & { detail: Record<string, unknown> };
type Due = { mother: { id: number } };
const answers = (items: number[]) => Object.fromEntries(items.map((v, i) => [`item_${i + 1}`, v]));
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

/** Clinical flags (decision 0023) are records the server raises, open until a nurse acknowledges them with a note. */
describe.each(engines)('clinical flags on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const get = (url: string, who = auth.staff) => t.inject({ method: 'GET', url, headers: { authorization: who } });
  const post = (url: string, payload: unknown, who = auth.staff) =>
    t.inject({ method: 'POST', url, headers: { authorization: who }, payload: payload as object });
  const flagsOf = async (query: string) => (await get(`/api/clinical_flag/?${query}`)).json().results as Flag[];
  const screen = (mother: number, items: number[], occasion = 'arrival') =>
    post('/api/epds_screening/', { mother, screened_at: hoursAgo(1), occasion, ...answers(items) });

  it('closes the open flags of a record archived as entered for the wrong mother, audited with the archive', async () => {
    const mother = await make.create(def('mother'));
    const fever = await make.create(def('mom_caring_record'), {
      mother: mother.id,
      recorded_at: hoursAgo(1),
      temperature_c: 38.6,
    });
    const open = await flagsOf(`mother=${String(mother.id)}&status=open`);
    expect(open.map((f) => f.rule)).toContain('fever');
    const archived = await t.inject({
      method: 'DELETE',
      url: `/api/mom_caring_record/${String(fever.id)}/`,
      headers: { authorization: auth.manager },
      payload: { reason: 'entered for the wrong mother' },
    });
    expect(archived.statusCode, archived.body).toBe(204);
    expect(await flagsOf(`mother=${String(mother.id)}&status=open`)).toEqual([]);
    const closed = await flagsOf(`mother=${String(mother.id)}&status=acknowledged`);
    expect(closed).toEqual([expect.objectContaining({ rule: 'fever', acknowledgement: 'entered for the wrong mother' })]);
    const audit = await get(
      `/api/audit_log/?entity=mom_caring_record&entity_id=${String(fever.id)}&action=archive`,
      auth.manager,
    );
    expect(audit.json().results[0].changed_fields).toMatchObject({ flags_closed: [closed[0]!.id] });
  });

  it('scores the EPDS questionnaire on the server and refuses a total or band sent by the client', async () => {
    const mother = await make.create(def('mother'));
    const res = await screen(mother.id as number, [1, 1, 1, 1, 1, 1, 1, 1, 1, 0]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ total: 9, band: 'low' });
    const sent = await post('/api/epds_screening/', {
      mother: mother.id,
      screened_at: hoursAgo(1),
      occasion: 'arrival',
      ...answers([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
      total: 30,
    });
    expect(sent.statusCode).toBe(400);
    const missing = await post('/api/epds_screening/', {
      mother: mother.id,
      screened_at: hoursAgo(1),
      occasion: 'arrival',
      item_1: 0,
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(expect.arrayContaining(['item_2', 'item_10']));
    const outOfRange = await screen(mother.id as number, [0, 0, 0, 0, 0, 0, 0, 0, 0, 4]);
    expect(outOfRange.statusCode).toBe(400);
    expect(await flagsOf(`mother=${mother.id}`)).toEqual([]);
  });

  it('raises an urgent flag for item 10 = 1 with a total of 5, and the bands at 10 and 13', async () => {
    const mother = await make.create(def('mother'));
    const id = mother.id as number;
    expect((await screen(id, [1, 1, 1, 1, 0, 0, 0, 0, 0, 1])).json()).toMatchObject({ total: 5, band: 'low' });
    let flags = await flagsOf(`mother=${id}`);
    expect(flags).toEqual([expect.objectContaining({ rule: 'epds_self_harm', severity: 'urgent', value: 1 })]);
    expect((await screen(id, [1, 1, 1, 1, 1, 1, 1, 1, 2, 0])).json()).toMatchObject({ total: 10, band: 'watch' });
    expect((await screen(id, [2, 2, 2, 2, 2, 1, 1, 1, 0, 0])).json()).toMatchObject({ total: 13, band: 'refer' });
    flags = await flagsOf(`mother=${id}`);
    expect(flags.map((f) => [f.rule, f.severity, f.value])).toEqual([
      ['epds_self_harm', 'urgent', 1],
      ['epds_refer', 'alert', 13],
      ['epds_watch', 'watch', 10],
    ]);
    expect(flags[0]!.source.entity).toBe('epds_screening');
    expect(flags[0]!.mother).toEqual({ id, name: mother.name });
  });

  it('keeps an EPDS flag open when a later routine record is saved', async () => {
    const mother = await make.create(def('mother'));
    const evalRes = await make.create(def('mom_checkedin_eval'), {
      mother: mother.id,
      eval_at: hoursAgo(5),
      epds_score: 14,
      temperature_c: 36.7,
    });
    await make.create(def('mom_caring_record'), { mother: mother.id, recorded_at: hoursAgo(1), temperature_c: 36.6 });
    await make.create(def('mom_checkedin_eval'), { mother: mother.id, eval_at: hoursAgo(1), epds_score: 2, temperature_c: 36.6 });
    expect(await flagsOf(`mother=${mother.id}`)).toEqual([
      expect.objectContaining({ rule: 'epds_refer', source: { entity: 'mom_checkedin_eval', id: evalRes.id }, value: 14 }),
    ]);
  });

  it("flags a mother's fever from 38.0 °C, and a newborn's fever (urgent), cold and weight", async () => {
    const mother = await make.create(def('mother'));
    await make.create(def('mom_caring_record'), { mother: mother.id, recorded_at: hoursAgo(3), temperature_c: 37.9 });
    await make.create(def('mom_caring_record'), { mother: mother.id, recorded_at: hoursAgo(2), temperature_c: 38.0 });
    const baby = await make.create(def('baby'), { mother: mother.id, birth_at: hoursAgo(24 * 15), birth_weight_g: 3000 });
    const record = (hours: number, values: Record<string, unknown>) =>
      make.create(def('baby_health_record'), { baby: baby.id, recorded_at: hoursAgo(hours), temperature_c: 37, ...values });
    await record(24 * 12, { temperature_c: 38.0 });
    await record(24 * 11, { temperature_c: 36.4 });
    await record(24 * 10, { temperature_c: 36.5, weight_g: 2791 }); // 6.97 %: nothing
    await record(24 * 9, { weight_g: 2790 }); // exactly 7 %: review feeding
    await record(24 * 8, { weight_g: 2700 }); // exactly 10 %: flagged
    await record(1, { weight_g: 2990 }); // day 14, still under the birth weight
    const flags = await flagsOf(`mother=${mother.id}`);
    expect(flags.map((f) => [f.rule, f.severity, f.baby?.id ?? null])).toEqual([
      ['newborn_fever', 'urgent', baby.id],
      ['birth_weight_not_regained', 'alert', baby.id],
      ['weight_loss', 'alert', baby.id],
      ['newborn_cold', 'alert', baby.id],
      ['fever', 'alert', null],
      ['weight_loss_review', 'watch', baby.id],
    ]);
    const byRule = Object.fromEntries(flags.map((f) => [f.rule, f]));
    expect(byRule.fever!.value).toBe(38);
    expect(byRule.weight_loss!.value).toBeCloseTo(0.1, 10);
    expect(byRule.birth_weight_not_regained!.detail).toMatchObject({ day_of_life: 14, birth_weight_g: 3000, weight_g: 2990 });
    expect(await flagsOf(`baby=${baby.id}`)).toHaveLength(5);
  });

  it('flags a bilirubin reading at or above the AAP 2022 threshold for its gestational age and risk group', async () => {
    const mother = await make.create(def('mother'));
    const baby = (values: Record<string, unknown>) =>
      make.create(def('baby'), { mother: mother.id, birth_at: hoursAgo(49), gestational_weeks: 38, ...values });
    const plain = await baby({
      g6pd_deficiency: false,
      isoimmune_haemolysis: false,
      sepsis: false,
      clinically_unstable: false,
      albumin_g_dl: null,
    });
    const g6pd = await baby({
      g6pd_deficiency: true,
      isoimmune_haemolysis: false,
      sepsis: false,
      clinically_unstable: false,
      albumin_g_dl: null,
    });
    // At 48 hours: 38 weeks without risk factors the line is the table's (phototherapyThreshold), with one lower.
    const { phototherapyThreshold } = await import('@pnc/schemas/centre/bilirubin-thresholds');
    const without = phototherapyThreshold(38, 48, false)!;
    const withRisk = phototherapyThreshold(38, 48, true)!;
    expect(withRisk).toBeLessThan(without);
    const reading = (b: Record<string, unknown>, value: number) =>
      make.create(def('baby_health_record'), {
        baby: b.id,
        recorded_at: hoursAgo(1),
        temperature_c: 36.8,
        jaundice_mg_dl: value,
        bilirubin_method: 'tsb',
      });
    await reading(plain, withRisk); // under his line (his is the higher one)
    await reading(g6pd, withRisk); // at hers
    const flags = (await flagsOf(`mother=${mother.id}`)).filter((f) => f.rule === 'bilirubin_phototherapy');
    expect(flags).toEqual([
      expect.objectContaining({ severity: 'urgent', baby: expect.objectContaining({ id: g6pd.id }), value: withRisk }),
    ]);
    expect(flags[0]!.detail).toMatchObject({ gestational_weeks: 38, risk_factors: ['g6pd_deficiency'], method: 'tsb' });
    await reading(plain, without);
    expect((await flagsOf(`baby=${plain.id}`)).map((f) => f.rule)).toContain('bilirubin_phototherapy');
  });

  it("names the room of the mother's stay in the house, read from its status: two mothers of one name told apart", async () => {
    const today = todayTaipei();
    const [here, booked] = [await make.create(def('room'), { status: 'available' }), await make.create(def('room'))];
    const inHouse = await make.create(def('mother'), { name: '王小美' });
    const notYet = await make.create(def('mother'), { name: '王小美' });
    await make.create(def('contract'), { mother: inHouse.id });
    await make.create(def('mom_living_record'), {
      mother: inHouse.id,
      room: here.id,
      start_date: addDays(today, -3),
      end_date: addDays(today, 10),
    });
    const checkin = await post('/api/mom_checkin_record/', {
      mother: inHouse.id,
      checkin_at: `${addDays(today, -3)}T14:00:00+08:00`,
    });
    expect(checkin.statusCode, checkin.body).toBe(201);
    // Her namesake's stay covers today by its dates but she has not checked in: no room yet.
    await make.create(def('mom_living_record'), {
      mother: notYet.id,
      room: booked.id,
      start_date: addDays(today, -1),
      end_date: addDays(today, 10),
    });
    const baby = await make.create(def('baby'), { mother: inHouse.id, birth_at: hoursAgo(30) });
    for (const m of [inHouse, notYet])
      await make.create(def('mom_caring_record'), { mother: m.id, recorded_at: hoursAgo(1), temperature_c: 38.6 });
    await make.create(def('baby_health_record'), { baby: baby.id, recorded_at: hoursAgo(1), temperature_c: 38.4 });
    const rooms = (flags: Flag[]) => flags.map((f) => [f.rule, f.mother.id, f.room]).sort();
    expect(rooms(await flagsOf(`mother=${inHouse.id}`))).toEqual([
      ['fever', inHouse.id, here.number],
      ['newborn_fever', inHouse.id, here.number],
    ]);
    expect(rooms(await flagsOf(`mother=${notYet.id}`))).toEqual([['fever', notYet.id, null]]);
    // Today lists the flags of the mothers in the house with the same room.
    const day = (await get('/api/today/')).json() as { flags: Flag[] };
    expect(rooms(day.flags.filter((f) => f.mother.id === inHouse.id))).toEqual([
      ['fever', inHouse.id, here.number],
      ['newborn_fever', inHouse.id, here.number],
    ]);
    const [first] = await flagsOf(`mother=${inHouse.id}`);
    const ack = await post(`/api/clinical_flag/${first!.id}/acknowledge/`, { note: '已處理' });
    expect(ack.json()).toMatchObject({ room: here.number });
  });

  it('is acknowledged once, with a note, by whom and when; a second is 409 and concurrent ones let one win', async () => {
    const mother = await make.create(def('mother'));
    await screen(mother.id as number, [0, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
    const [flag] = await flagsOf(`mother=${mother.id}`);
    const url = `/api/clinical_flag/${flag!.id}/acknowledge/`;
    for (const note of ['', '   ']) {
      const res = await post(url, { note });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('note');
    }
    expect((await post(url, {}, auth.customer)).statusCode).toBe(403);
    expect(await flagsOf(`mother=${mother.id}`)).toHaveLength(1);
    const answers2 = await Promise.all([post(url, { note: '已通報醫師' }), post(url, { note: '同時確認' }, auth.manager)]);
    expect(answers2.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = answers2.find((r) => r.statusCode === 200)!.json();
    expect(won.acknowledged_at).toEqual(expect.any(String));
    expect(answers2.find((r) => r.statusCode === 409)!.json().code).toBe('flag_acknowledged');
    expect(await flagsOf(`mother=${mother.id}`)).toEqual([]);
    const all = await flagsOf(`mother=${mother.id}&status=acknowledged`);
    expect(all).toEqual([expect.objectContaining({ id: flag!.id, acknowledgement: won.acknowledgement })]);
    expect((await post('/api/clinical_flag/999999/acknowledge/', { note: 'x' })).statusCode).toBe(404);
    const audit = await get(`/api/audit_log/?entity=clinical_flag&action=update`, auth.manager);
    expect(audit.json().results[0]).toMatchObject({ entity: 'clinical_flag', entity_id: flag!.id });
  });

  it('does not raise an acknowledged flag again when its record is edited with the same value, but does for a new one', async () => {
    const mother = await make.create(def('mother'));
    const rec = await make.create(def('mom_caring_record'), { mother: mother.id, recorded_at: hoursAgo(2), temperature_c: 38.5 });
    const [flag] = await flagsOf(`mother=${mother.id}`);
    expect((await post(`/api/clinical_flag/${flag!.id}/acknowledge/`, { note: '給予退燒處置' })).statusCode).toBe(200);
    const put = (values: Record<string, unknown>) => auth.as.staff('PUT', `/api/mom_caring_record/${rec.id}/`, values);
    expect((await put({ note: '複測' })).statusCode).toBe(200);
    expect(await flagsOf(`mother=${mother.id}`)).toEqual([]);
    expect((await put({ temperature_c: 39.1 })).statusCode).toBe(200);
    expect(await flagsOf(`mother=${mother.id}`)).toEqual([expect.objectContaining({ rule: 'fever', value: 39.1 })]);
  });

  it('audits each read of the flags and names the mothers shown; customers get 403', async () => {
    const mother = await make.create(def('mother'));
    await make.create(def('mom_caring_record'), { mother: mother.id, recorded_at: hoursAgo(2), temperature_c: 39 });
    const flags = await flagsOf(`mother=${mother.id}`);
    const audit = (await get('/api/audit_log/?entity=clinical_flag&action=read', auth.manager)).json().results;
    expect(audit[0]).toMatchObject({ record_ids: flags.map((f) => f.id), route: 'GET /api/clinical_flag/' });
    expect((await get('/api/clinical_flag/', auth.customer)).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/clinical_flag/' })).statusCode).toBe(401);
  });

  it('lists a mother in the house due for her arrival screening on Today until she has it', async () => {
    const today = todayTaipei();
    const room = await make.create(def('room'), { number: 'F01', status: 'available' });
    const mother = await make.create(def('mother'), { name: '待篩檢' });
    await make.create(def('mom_living_record'), {
      mother: mother.id,
      room: room.id,
      start_date: addDays(today, -1),
      end_date: addDays(today, 20),
    });
    const checkin = await post(
      '/api/mom_checkin_record/',
      { mother: mother.id, checkin_at: `${addDays(today, -1)}T10:00:00+08:00` },
      auth.admin,
    );
    expect(checkin.statusCode, checkin.body).toBe(201);
    const due = async () => (await get('/api/today/')).json().epds_due.filter((d: Due) => d.mother.id === mother.id);
    expect(await due()).toEqual([
      { mother: { id: mother.id, name: '待篩檢' }, room: { id: room.id, number: 'F01' }, occasion: 'arrival' },
    ]);
    expect((await screen(mother.id as number, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0])).statusCode).toBe(201);
    expect(await due()).toEqual([]);
  });

  it('raises, on the upgrade that brings flags, those of the records on file of mothers in the house, audited', async () => {
    const db = await migratedDatabase(engine, '0016-mother-identity');
    const now = new Date().toISOString();
    const stamp = { created_at: now, updated_at: now };
    const insert = async (table: string, values: Record<string, unknown>) =>
      Number(
        (
          (await db
            .insertInto(table as never)
            .values({ ...stamp, ...values } as never)
            .returning('id' as never)
            .executeTakeFirstOrThrow()) as { id: number }
        ).id,
      );
    const type = await insert('room_type', { name_tw: '標準', name_en: 'Standard', daily_rate: 5000, capacity: 1 });
    const room = await insert('room', { number: 'U1', floor: 1, room_type: type, status: 'occupied' });
    const here = await insert('mother', { name: '住房中', phone: '0910000001' });
    const gone = await insert('mother', { name: '已退房', phone: '0910000002' });
    const today = todayTaipei();
    await insert('mom_living_record', {
      mother: here,
      room,
      start_date: addDays(today, -2),
      end_date: addDays(today, 5),
      status: 'in_house',
    });
    await insert('mom_living_record', {
      mother: gone,
      room,
      start_date: addDays(today, -40),
      end_date: addDays(today, -30),
      status: 'checked_out',
    });
    const fever = await insert('mom_caring_record', { mother: here, recorded_at: hoursAgo(3), temperature_c: 38.4 });
    await insert('mom_caring_record', { mother: gone, recorded_at: addDays(today, -35) + 'T02:00:00Z', temperature_c: 39 });
    const applied = await migrateToLatest(db, engine);
    expect(applied).toContain('0017-clinical-flags');
    await raiseFlagsOnUpgrade(db, applied);
    const flags = (await db
      .selectFrom('clinical_flag' as never)
      .selectAll()
      .execute()) as Record<string, unknown>[];
    expect(flags.map((f) => [Number(f.mother), f.rule, f.source, Number(f.record_id)])).toEqual([
      [here, 'fever', 'mom_caring_record', fever],
    ]);
    const audit = (await db
      .selectFrom('audit_log' as never)
      .selectAll()
      .where('entity' as never, '=', 'clinical_flag' as never)
      .execute()) as Record<string, unknown>[];
    expect(audit.map((a) => [a.action, a.actor_id, Number(a.entity_id)])).toEqual([['create', null, Number(flags[0]!.id)]]);
    // Run again (a later start): nothing new.
    await raiseFlagsOnUpgrade(db, await migrateToLatest(db, engine));
    expect(
      await db
        .selectFrom('clinical_flag' as never)
        .selectAll()
        .execute(),
    ).toHaveLength(1);
  });

  it('audits each flag it raises as a create by the writer of the record', async () => {
    const mother = await make.create(def('mother'));
    const res = await post('/api/mom_caring_record/', {
      mother: mother.id,
      recorded_at: hoursAgo(1),
      temperature_c: 38.2,
      temperature_site: 'ear',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [flag] = await flagsOf(`mother=${mother.id}`);
    const audit = (await get(`/api/audit_log/?entity=clinical_flag&action=create&entity_id=${flag!.id}`, auth.manager)).json()
      .results;
    expect(audit).toEqual([expect.objectContaining({ actor_id: auth.users.staff.id, entity_id: flag!.id })]);
    expect(audit[0].changed_fields).toMatchObject({
      rule: 'fever',
      source: 'mom_caring_record',
      record_id: res.json().id,
      value: 38.2,
    });
  });
});
