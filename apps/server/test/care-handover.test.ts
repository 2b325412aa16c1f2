import { describe, expect, it } from 'vitest';
import { resourceByName } from '@pnc/schemas/centre/resources';
import type { HandoverSheet } from '@pnc/schemas/centre/shift-handover';
import { shiftAt, shiftWindow } from '@pnc/schemas/centre/shift-time';
import { addDays, todayTaipei } from '../src/centre/care-time';
import { maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

const def = (name: string) => resourceByName(name)!;
type Obj = Record<string, unknown>;

describe('shift windows (decision 0022)', () => {
  it('are 大夜 00–08, 白班 08–16, 小夜 16–24 Taipei time of the shift date', () => {
    expect(shiftWindow('2026-03-10', 'night')).toEqual({ start: '2026-03-09T16:00:00.000Z', end: '2026-03-10T00:00:00.000Z' });
    expect(shiftWindow('2026-03-10', 'day')).toEqual({ start: '2026-03-10T00:00:00.000Z', end: '2026-03-10T08:00:00.000Z' });
    expect(shiftWindow('2026-03-10', 'evening')).toEqual({ start: '2026-03-10T08:00:00.000Z', end: '2026-03-10T16:00:00.000Z' });
    expect(shiftAt(new Date('2026-03-10T15:59:59Z'))).toEqual({ date: '2026-03-10', shift: 'evening' });
    expect(shiftAt(new Date('2026-03-10T16:00:00Z'))).toEqual({ date: '2026-03-11', shift: 'night' });
    expect(shiftAt(new Date('2026-03-11T00:00:00Z'))).toEqual({ date: '2026-03-11', shift: 'day' });
  });
});

/** Shift handover (交班): its sheet, notes and two signatures. */
describe.each(engines)('shift handover on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const today = todayTaipei();
  const D = addDays(today, -1);
  const q = (date: string, shift: string) => `?date=${date}&shift=${shift}`;
  const get = (query: string, who = auth.staff) =>
    t.inject({ method: 'GET', url: `/api/handover/${query}`, headers: { authorization: who } });
  const put = (query: string, payload: Obj, who = auth.staff) =>
    t.inject({ method: 'PUT', url: `/api/handover/${query}`, headers: { authorization: who }, payload });
  const sign = (query: string, as: string, who = auth.staff) =>
    t.inject({ method: 'POST', url: `/api/handover/sign/${query}`, headers: { authorization: who }, payload: { as } });

  const world = {} as {
    mother: Obj;
    away: Obj;
    baby: Obj;
    inside: Obj;
    outside: Obj;
    babyInside: Obj;
    babyOutside: Obj;
    flag: number;
    closed: number;
  };
  const at = (hhmm: string) => `${D}T${hhmm}:00+08:00`;

  it('sets up a mother in the house with a baby, records in and out of the day shift and flags', async () => {
    const room = await make.create(def('room'), { number: 'H01', status: 'available' });
    world.mother = await make.create(def('mother'), { name: '交班媽媽', phone: '0911000001' });
    world.away = await make.create(def('mother'), { name: '尚未入住', phone: '0911000002' });
    await make.create(def('mom_living_record'), {
      mother: world.mother.id,
      room: room.id,
      start_date: addDays(today, -3),
      end_date: addDays(today, 10),
    });
    const room2 = await make.create(def('room'), { number: 'H02', status: 'available' });
    await make.create(def('mom_living_record'), {
      mother: world.away.id,
      room: room2.id,
      start_date: addDays(today, 5),
      end_date: addDays(today, 9),
    });
    const checkIn = await auth.as.staff('POST', '/api/mom_checkin_record/', {
      mother: world.mother.id,
      checkin_at: `${addDays(today, -3)}T10:00:00+08:00`,
    });
    expect(checkIn.statusCode).toBe(201);
    world.baby = await make.create(def('baby'), {
      mother: world.mother.id,
      name: '交班寶寶',
      birth_at: `${addDays(today, -3)}T02:00:00Z`,
      birth_weight_g: 3200,
    });
    const caring = (hhmm: string) =>
      make.create(def('mom_caring_record'), { mother: world.mother.id, recorded_at: at(hhmm), temperature_c: 36.7 });
    world.inside = await caring('10:00');
    world.outside = await caring('17:30');
    const health = (hhmm: string) =>
      make.create(def('baby_health_record'), { baby: world.baby.id, recorded_at: at(hhmm), temperature_c: 36.9, weight_g: 3150 });
    world.babyInside = await health('08:00');
    world.babyOutside = await health('07:59');
    // Flags straight into the lead's table: one open, one acknowledged during the shift (not open at its end).
    const flag = (baby: unknown, acknowledged: string | null, recordId: number) =>
      t.db
        .insertInto('clinical_flag' as never)
        .values({
          mother: world.mother.id,
          baby,
          rule: 'newborn_fever',
          severity: 'urgent',
          source: 'baby_health_record',
          record_id: recordId,
          value: 38.4,
          detail: JSON.stringify({ threshold: 38 }),
          raised_at: new Date(Date.parse(at('09:00'))).toISOString(),
          acknowledged_at: acknowledged,
          acknowledged_by: acknowledged ? auth.users.staff.id : null,
          acknowledgement: acknowledged ? '已處理' : null,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        } as never)
        .returning('id' as never)
        .executeTakeFirstOrThrow() as Promise<{ id: number }>;
    world.flag = Number((await flag(world.baby.id, null, 900_001)).id);
    world.closed = Number((await flag(world.baby.id, new Date(Date.parse(at('11:00'))).toISOString(), 900_002)).id);
  });

  it("holds the shift's records and open flags, per mother and baby, and audits the ids it showed", async () => {
    const res = await get(q(D, 'day'));
    expect(res.statusCode, res.body).toBe(200);
    const sheet = res.json<HandoverSheet>();
    expect(sheet).toMatchObject({
      date: D,
      shift: 'day',
      live: true,
      outgoing: null,
      incoming: null,
      window: shiftWindow(D, 'day'),
    });
    expect(sheet.mothers.map((m) => m.mother.id)).toEqual([world.mother.id]);
    const m = sheet.mothers[0]!;
    expect(m.room?.number).toBe('H01');
    const caring = m.records.filter((r) => r.entity === 'mom_caring_record').map((r) => r.id);
    expect(caring).toEqual([world.inside.id]);
    expect(m.records.find((r) => r.id === world.inside.id)?.values.temperature_c).toBe(36.7);
    const b = m.babies[0]!;
    expect(b.baby.id).toBe(world.baby.id);
    expect(b.records.filter((r) => r.entity === 'baby_health_record').map((r) => r.id)).toEqual([world.babyInside.id]);
    expect(b.flags.map((f) => f.id)).toContain(world.flag);
    expect([...m.flags, ...b.flags].map((f) => f.id)).not.toContain(world.closed);

    const rows = await t.db.selectFrom('audit_log').selectAll().where('route', '=', 'GET /api/handover/').execute();
    const read = (entity: string) => rows.find((r) => r.entity === entity)?.record_ids ?? '';
    expect(read('mom_caring_record')).toContain(`,${String(world.inside.id)},`);
    expect(read('mom_caring_record')).not.toContain(`,${String(world.outside.id)},`);
    expect(read('mother')).toBe(`,${String(world.mother.id)},`);
    expect(read('clinical_flag')).toContain(`,${world.flag},`);
  });

  it('answers the shift under way without parameters, and refuses one parameter without the other', async () => {
    const now = await get('');
    expect(now.statusCode).toBe(200);
    expect(now.json()).toMatchObject(shiftAt());
    const half = await get(`?date=${D}`);
    expect(half.statusCode).toBe(400);
    expect(half.json().fields).toEqual({ shift: ['required'] });
    expect((await get(`?date=${D}&shift=afternoon`)).statusCode).toBe(400);
  });

  it('saves notes for mothers and babies on the sheet, refusing others and changing nothing then', async () => {
    const notes = {
      version: 0,
      mothers: [{ mother: world.mother.id, note: '傷口癒合良好' }],
      babies: [{ baby: world.baby.id, note: '注意體溫' }],
    };
    const saved = await put(q(D, 'day'), notes);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().mothers[0].note).toBe('傷口癒合良好');
    expect(saved.json()).toMatchObject({ notes_version: 1, notes_saved: { nurse: { id: auth.users.staff.id } } });
    const again = (await get(q(D, 'day'))).json<HandoverSheet>();
    expect(again.mothers[0]!.note).toBe('傷口癒合良好');
    expect(again.mothers[0]!.babies[0]!.note).toBe('注意體溫');

    const stranger = await put(q(D, 'day'), { version: 1, mothers: [{ mother: world.away.id, note: 'x' }], babies: [] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().fields).toEqual({ 'mothers.0.mother': ['not_one_of'] });
    const twice = await put(q(D, 'day'), {
      version: 1,
      mothers: [
        { mother: world.mother.id, note: 'a' },
        { mother: world.mother.id, note: 'b' },
      ],
      babies: [],
    });
    expect(twice.statusCode).toBe(400);
    const long = await put(q(D, 'day'), {
      version: 1,
      mothers: [{ mother: world.mother.id, note: 'x'.repeat(2001) }],
      babies: [],
    });
    expect(long.statusCode).toBe(400);
    // A save without the version it was written against is refused too: it could wipe someone's notes.
    const blind = await put(q(D, 'day'), { mothers: [], babies: [] });
    expect(blind.statusCode).toBe(400);
    expect(blind.json().fields).toEqual({ version: ['required'] });
    expect((await get(q(D, 'day'))).json<HandoverSheet>().mothers[0]!.note).toBe('傷口癒合良好');

    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'shift_handover').execute();
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('refuses a stale save of two at once with the notes that won; the loser merges and both notes survive', async () => {
    const shift = q(addDays(today, -2), 'day');
    const opened = (await get(shift)).json<HandoverSheet>();
    expect(opened.notes_version).toBe(0);
    const theirs = '右側乳房脹，已冰敷';
    const mine = '傷口乾燥';
    const note = (text: string) => ({
      version: opened.notes_version,
      mothers: [{ mother: world.mother.id, note: text }],
      babies: [],
    });
    const both = await Promise.all([put(shift, note(theirs), auth.staff), put(shift, note(mine), auth.manager)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = both.find((r) => r.statusCode === 200)!;
    const lost = both.find((r) => r.statusCode === 409)!;
    const [wonText, lostText] = won === both[0] ? [theirs, mine] : [mine, theirs];
    const winner = won === both[0] ? auth.users.staff.id : auth.users.manager.id;
    const stale = lost.json();
    expect(stale).toMatchObject({
      status: 409,
      code: 'stale_note',
      current: {
        version: 1,
        saved: { nurse: { id: winner } },
        mothers: [{ mother: world.mother.id, note: wonText }],
        babies: [],
      },
    });
    expect(typeof stale.current.saved.saved_at).toBe('string');
    expect((await get(shift)).json<HandoverSheet>().mothers[0]!.note).toBe(wonText);
    // The refusal showed a mother's note: it is a read, audited.
    const reads = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('route', '=', 'PUT /api/handover/')
      .where('action', '=', 'read')
      .where('entity', '=', 'mother')
      .execute();
    expect(reads.map((r) => r.record_ids)).toContain(`,${String(world.mother.id)},`);

    // Written against an older version again: still refused, nothing changes.
    const again = await put(shift, note(lostText), winner === auth.users.staff.id ? auth.manager : auth.staff);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('stale_note');
    const merged = `${wonText}\n${lostText}`;
    const resaved = await put(shift, {
      version: stale.current.version,
      mothers: [{ mother: world.mother.id, note: merged }],
      babies: [],
    });
    expect(resaved.statusCode, resaved.body).toBe(200);
    const final = (await get(shift)).json<HandoverSheet>();
    expect(final.mothers[0]!.note).toContain(theirs);
    expect(final.mothers[0]!.note).toContain(mine);
    expect(final.notes_version).toBe(2);
  });

  it('shows every field the shift records hold, each definition field by name', async () => {
    const night = (hhmm: string) => `${D}T${hhmm}:00+08:00`;
    const caring = await make.create(def('mom_caring_record'), {
      mother: world.mother.id,
      recorded_at: night('03:00'),
      temperature_c: 36.5,
      temperature_site: 'ear',
      pain_score: 3,
      fundus_below_umbilicus: 2,
      fundus_firmness: 'firm',
      lochia_amount: 'moderate',
      lochia_colour: 'rubra',
      lochia_odour: 'normal',
    });
    const feed = await make.create(def('baby_care_event'), {
      baby: world.baby.id,
      occurred_at: night('03:10'),
      kind: 'formula',
      volume_ml: 60,
    });
    const stool = await make.create(def('baby_care_event'), {
      baby: world.baby.id,
      occurred_at: night('03:20'),
      kind: 'stool',
      stool_colour: 'yellow',
    });
    const health = await make.create(def('baby_health_record'), {
      baby: world.baby.id,
      recorded_at: night('03:30'),
      temperature_c: 36.8,
      temperature_site: 'axilla',
      jaundice_mg_dl: 8.5,
      bilirubin_method: 'tcb',
      feeding_ml: 320,
    });
    const sheet = (await get(q(D, 'night'))).json<HandoverSheet>();
    const m = sheet.mothers.find((x) => x.mother.id === world.mother.id)!;
    const records = [...m.records, ...m.babies.flatMap((b) => b.records)];
    const byId = (entity: string, id: unknown) => records.find((r) => r.entity === entity && r.id === id)!.values;

    // From the definitions: every field but the owner (its ref to the mother or baby), the record time and JSON.
    for (const name of ['mom_caring_record', 'baby_care_event', 'baby_health_record']) {
      const d = def(name);
      const at = d.list.ordering.replace(/^-/, '');
      const fields = Object.entries(d.fields)
        .filter(([k, f]) => k !== at && f.type !== 'json' && !(f.type === 'ref' && (f.ref === 'mother' || f.ref === 'baby')))
        .map(([k]) => k);
      expect(fields.length).toBeGreaterThan(3);
      const shown = records.filter((r) => r.entity === name);
      expect(shown.length, name).toBeGreaterThan(0);
      for (const r of shown) expect(Object.keys(r.values).sort(), name).toEqual(fields.sort());
    }
    expect(byId('mom_caring_record', caring.id)).toMatchObject({
      temperature_site: 'ear',
      pain_score: 3,
      fundus_below_umbilicus: 2,
      fundus_firmness: 'firm',
      lochia_amount: 'moderate',
      lochia_colour: 'rubra',
      lochia_odour: 'normal',
    });
    expect(byId('baby_care_event', feed.id)).toMatchObject({ kind: 'formula', volume_ml: 60 });
    expect(byId('baby_care_event', stool.id)).toMatchObject({ kind: 'stool', stool_colour: 'yellow' });
    expect(byId('baby_health_record', health.id)).toMatchObject({
      temperature_site: 'axilla',
      jaundice_mg_dl: 8.5,
      bilirubin_method: 'tcb',
      feeding_ml: 320,
    });
  });

  it('signs outgoing first, then another nurse as incoming; refuses the rest', async () => {
    const shift = q(D, 'day');
    const early = await sign(shift, 'incoming', auth.manager);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('handover_not_handed_over');

    const out = await sign(shift, 'outgoing');
    expect(out.statusCode, out.body).toBe(200);
    const signed = out.json<HandoverSheet>();
    expect(signed.live).toBe(false);
    expect(signed.outgoing?.nurse.id).toBe(auth.users.staff.id);
    expect(signed.incoming).toBeNull();

    expect((await sign(shift, 'outgoing', auth.manager)).json().code).toBe('handover_signed');
    const late = await put(shift, { version: 1, mothers: [], babies: [] });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('handover_signed');
    const same = await sign(shift, 'incoming');
    expect(same.statusCode).toBe(409);
    expect(same.json().code).toBe('handover_same_nurse');

    const inc = await sign(shift, 'incoming', auth.manager);
    expect(inc.statusCode, inc.body).toBe(200);
    expect(inc.json().incoming.nurse.id).toBe(auth.users.manager.id);
    expect(inc.json().outgoing).toEqual(signed.outgoing);
    const second = await sign(shift, 'incoming', auth.admin);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('handover_signed');

    const future = await sign(q(addDays(today, 2), 'night'), 'outgoing');
    expect(future.statusCode).toBe(409);
    expect(future.json().code).toBe('shift_not_started');

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'shift_handover')
      .where('action', '=', 'update')
      .where('route', '=', 'POST /api/handover/sign/')
      .execute();
    expect(audit.map((a) => Object.keys(JSON.parse(a.changed_fields) as Obj).filter((k) => k.endsWith('_nurse')))).toEqual([
      ['outgoing_nurse'],
      ['incoming_nurse'],
    ]);
  });

  it('reads a signed shift as it was signed: a later record, note or acknowledgement does not change it', async () => {
    const before = (await get(q(D, 'day'))).json<HandoverSheet>();
    const later = await make.create(def('mom_caring_record'), {
      mother: world.mother.id,
      recorded_at: at('12:00'),
      temperature_c: 36.6,
    });
    await t.db
      .updateTable('clinical_flag' as never)
      .set({
        acknowledged_at: new Date().toISOString(),
        acknowledged_by: auth.users.staff.id,
        acknowledgement: '已回報',
      } as never)
      .where('id' as never, '=', world.flag as never)
      .execute();
    const after = (await get(q(D, 'day'))).json<HandoverSheet>();
    expect(after).toEqual(before);
    expect(after.mothers[0]!.records.map((r) => r.id)).not.toContain(later.id);
    expect(after.mothers[0]!.babies[0]!.flags.map((f) => f.id)).toContain(world.flag);
    expect(after.mothers[0]!.note).toBe('傷口癒合良好');
    // An unsigned shift is built now: the same window's evening neighbour holds the 17:30 record.
    const evening = (await get(q(D, 'evening'))).json<HandoverSheet>();
    expect(evening.live).toBe(true);
    expect(evening.mothers[0]!.records.map((r) => r.id)).toContain(world.outside.id);
  });

  it('lets exactly one of two nurses signing at once win, for each role', async () => {
    const shift = q(addDays(today, -2), 'evening');
    const outs = await Promise.all([sign(shift, 'outgoing', auth.staff), sign(shift, 'outgoing', auth.manager)]);
    expect(outs.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const other = await t.createUser({ role: 'staff' });
    const otherToken = await other.login();
    const ins = await Promise.all([sign(shift, 'incoming', auth.admin), sign(shift, 'incoming', otherToken)]);
    expect(ins.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(ins.find((r) => r.statusCode === 409)!.json().code).toBe('handover_signed');
    const final = (await get(shift)).json<HandoverSheet>();
    const winner = ins.find((r) => r.statusCode === 200)!.json<HandoverSheet>();
    expect(final.incoming).toEqual(winner.incoming);
    expect(final.outgoing).toEqual(outs.find((r) => r.statusCode === 200)!.json<HandoverSheet>().outgoing);
  });

  it('is for staff: a customer is refused', async () => {
    expect((await get(q(D, 'day'), auth.customer)).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: `/api/handover/${q(D, 'day')}` })).statusCode).toBe(401);
  });
});
