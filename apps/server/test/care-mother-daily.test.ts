import { describe, expect, it } from 'vitest';
import { baby } from '@pnc/schemas/centre/baby';
import { mother } from '@pnc/schemas/centre/mother';
import { temperatureRecords } from '@pnc/schemas/centre/record-rules';
import { untyped } from '../src/centre/repository';
import { nowIso } from '../src/lib/time';
import { countRows, maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

const at = '2026-04-10T09:00:00+08:00';

/**
 * The mother's day (docs/clinical/mother-daily.md): the nursing record's postpartum assessment, the site of every
 * temperature, her feeding and pumping log and her medication record. Each refusal is a 400 on the field that is
 * wrong and leaves the tables and the audit log as they were.
 */
describe.each(engines)("the mother's day on %s", (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const post = (path: string, payload: Record<string, unknown>) => auth.as.staff('POST', `/api/${path}/`, payload);
  const put = (path: string, id: unknown, payload: Record<string, unknown>) =>
    auth.as.staff('PUT', `/api/${path}/${String(id)}/`, payload);
  const get = (path: string, id: unknown) => auth.as.staff('GET', `/api/${path}/${String(id)}/`);

  /** A write that must be refused with exactly these field notes, and change nothing. */
  async function refused(write: () => ReturnType<typeof post>, table: string, fields: Record<string, string[]>): Promise<void> {
    const rows = await countRows(t, table);
    const audit = await countRows(t, 'audit_log');
    const snapshot = await untyped(t.db).selectFrom(table).selectAll().orderBy('id').execute();
    const res = await write();
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error', fields });
    expect(Object.keys(res.json().fields).sort()).toEqual(Object.keys(fields).sort());
    expect(await countRows(t, table)).toBe(rows);
    expect(await countRows(t, 'audit_log')).toBe(audit);
    expect(await untyped(t.db).selectFrom(table).selectAll().orderBy('id').execute()).toEqual(snapshot);
  }

  describe('the daily assessment on the nursing record', () => {
    it('keeps fundus, lochia, breasts, wound and sitz bath as sent', async () => {
      const m = await make.create(mother);
      const assessment = {
        fundus_below_umbilicus: -1,
        fundus_firmness: 'boggy',
        lochia_amount: 'heavy',
        lochia_colour: 'rubra',
        lochia_odour: 'foul',
        breast: 'engorged',
        nipple: 'cracked',
        wound_type: 'cesarean',
        wound_state: 'discharge',
        sitz_bath: false,
        pain_score: 6,
      };
      const res = await post('mom_caring_record', { mother: m.id, recorded_at: at, ...assessment });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject(assessment);
      expect((await get('mom_caring_record', res.json().id)).json()).toMatchObject(assessment);
      // A perineal wound healing, the sitz bath done; the fundus eight fingerbreadths below is the last plausible.
      const next = await put('mom_caring_record', res.json().id, {
        fundus_below_umbilicus: 8,
        wound_type: 'perineal',
        wound_state: 'clean_dry',
        sitz_bath: true,
      });
      expect(next.statusCode, next.body).toBe(200);
      expect(next.json()).toMatchObject({
        fundus_below_umbilicus: 8,
        wound_type: 'perineal',
        wound_state: 'clean_dry',
        sitz_bath: true,
      });
    });

    it('refuses a wound condition without a wound, and a fundus height out of range', async () => {
      const m = await make.create(mother);
      const base = { mother: m.id, recorded_at: at };
      await refused(() => post('mom_caring_record', { ...base, wound_state: 'red' }), 'mom_caring_record', {
        wound_type: ['required'],
      });
      await refused(() => post('mom_caring_record', { ...base, wound_type: 'none', wound_state: 'red' }), 'mom_caring_record', {
        wound_state: ['not_for_kind'],
      });
      await refused(() => post('mom_caring_record', { ...base, fundus_below_umbilicus: 9 }), 'mom_caring_record', {
        fundus_below_umbilicus: ['too_big:8'],
      });
      await refused(() => post('mom_caring_record', { ...base, fundus_below_umbilicus: -4 }), 'mom_caring_record', {
        fundus_below_umbilicus: ['too_small:-3'],
      });
      // An edit to "no wound" that leaves the wound's condition on the record is refused too.
      const row = await post('mom_caring_record', { ...base, wound_type: 'perineal', wound_state: 'swollen' });
      expect(row.statusCode, row.body).toBe(201);
      await refused(() => put('mom_caring_record', row.json().id, { wound_type: 'none' }), 'mom_caring_record', {
        wound_state: ['not_for_kind'],
      });
      const cleared = await put('mom_caring_record', row.json().id, { wound_type: 'none', wound_state: null });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json()).toMatchObject({ wound_type: 'none', wound_state: null });
    });
  });

  describe('where each temperature was taken', () => {
    /** A minimal valid body of each record that holds a temperature. */
    const bodyOf = async (name: string): Promise<Record<string, unknown>> => {
      if (name === 'baby_health_record') return { baby: (await make.create(baby)).id, recorded_at: at };
      const m = (await make.create(mother)).id;
      if (name === 'mom_checkedin_eval') return { mother: m, eval_at: at };
      if (name === 'visit_record') return { mother: m, visitor_name: '王先生', visited_at: at };
      return { mother: m, recorded_at: at };
    };

    it('covers the four records that hold a temperature', () => {
      expect(temperatureRecords.map((d) => d.name).sort()).toEqual(
        ['baby_health_record', 'mom_caring_record', 'mom_checkedin_eval', 'visit_record'].sort(),
      );
    });

    it.each(['mom_checkedin_eval', 'mom_caring_record', 'baby_health_record', 'visit_record'])(
      '%s: a temperature without its site is refused, on create and on edit; with it, kept',
      async (name) => {
        const body = await bodyOf(name);
        await refused(() => post(name, { ...body, temperature_c: 37.9 }), name, { temperature_site: ['required'] });
        await refused(() => post(name, { ...body, temperature_c: 37.9, temperature_site: 'mouth' }), name, {
          temperature_site: ['not_one_of'],
        });
        const ok = await post(name, { ...body, temperature_c: 37.9, temperature_site: 'rectal' });
        expect(ok.statusCode, ok.body).toBe(201);
        expect(ok.json()).toMatchObject({ temperature_c: 37.9, temperature_site: 'rectal' });
        await refused(() => put(name, ok.json().id, { temperature_site: null }), name, { temperature_site: ['required'] });
        // No temperature, no site needed (another value is recorded: a record of none is refused, observations.ts).
        const none = await post(name, { ...body, ...(name === 'baby_health_record' ? { heart_rate: 140 } : { pulse: 80 }) });
        expect(none.statusCode, none.body).toBe(201);
        expect(none.json().temperature_site).toBeNull();
        await refused(() => put(name, none.json().id, { temperature_c: 36.6 }), name, { temperature_site: ['required'] });
      },
    );

    it('keeps a temperature recorded before sites were kept readable and its note editable; a new temperature needs the site', async () => {
      const m = await make.create(mother);
      const now = nowIso();
      const old = await untyped(t.db)
        .insertInto('mom_caring_record')
        .values({ mother: m.id, recorded_at: '2026-03-01T01:00:00.000Z', temperature_c: 36.9, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const read = await get('mom_caring_record', old.id);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toMatchObject({ temperature_c: 36.9, temperature_site: null });
      const list = await auth.as.staff('GET', `/api/mom_caring_record/?mother=${String(m.id)}`);
      expect(list.json().results.map((r: { id: number }) => r.id)).toEqual([old.id]);
      // Nothing is made up for the past: her note can be corrected without naming a site nobody wrote down.
      const noted = await put('mom_caring_record', old.id, { note: '補記' });
      expect(noted.statusCode, noted.body).toBe(200);
      expect(noted.json()).toMatchObject({ temperature_c: 36.9, temperature_site: null, note: '補記' });
      await refused(() => put('mom_caring_record', old.id, { temperature_c: 37.1 }), 'mom_caring_record', {
        temperature_site: ['required'],
      });
      const edited = await put('mom_caring_record', old.id, { temperature_c: 37.1, temperature_site: 'ear' });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ temperature_c: 37.1, temperature_site: 'ear', note: '補記' });
    });
  });

  describe('the feeding and pumping log', () => {
    it('keeps a breastfeed with its side and minutes, and a pumping session with its volume', async () => {
      const m = await make.create(mother);
      const feed = await post('mom_feeding_log', {
        mother: m.id,
        occurred_at: at,
        kind: 'breastfeed',
        side: 'left',
        minutes: 15,
      });
      expect(feed.statusCode, feed.body).toBe(201);
      expect(feed.json()).toMatchObject({
        kind: 'breastfeed',
        side: 'left',
        minutes: 15,
        volume_ml: null,
        nurse: auth.users.staff.id,
      });
      // Nothing came yet on the first day: 0 mL is an answer, not a missing one.
      const pump = await post('mom_feeding_log', { mother: m.id, occurred_at: at, kind: 'pump', volume_ml: 0 });
      expect(pump.statusCode, pump.body).toBe(201);
      const full = await post('mom_feeding_log', {
        mother: m.id,
        occurred_at: at,
        kind: 'pump',
        side: 'both',
        minutes: 20,
        volume_ml: 120,
      });
      expect(full.statusCode, full.body).toBe(201);
      expect((await get('mom_feeding_log', full.json().id)).json()).toMatchObject({
        kind: 'pump',
        side: 'both',
        minutes: 20,
        volume_ml: 120,
      });
      const list = await auth.as.staff('GET', `/api/mom_feeding_log/?mother=${String(m.id)}&kind=pump`);
      expect(
        list
          .json()
          .results.map((r: { id: number }) => r.id)
          .sort(),
      ).toEqual([pump.json().id, full.json().id].sort());
    });

    it('refuses a pump without its volume, a breastfeed without side or minutes or with a volume, and a time to come', async () => {
      const m = await make.create(mother);
      const base = { mother: m.id, occurred_at: at };
      await refused(() => post('mom_feeding_log', { ...base, kind: 'pump', side: 'right', minutes: 10 }), 'mom_feeding_log', {
        volume_ml: ['required'],
      });
      await refused(() => post('mom_feeding_log', { ...base, kind: 'breastfeed' }), 'mom_feeding_log', {
        side: ['required'],
        minutes: ['required'],
      });
      await refused(
        () => post('mom_feeding_log', { ...base, kind: 'breastfeed', side: 'right', minutes: 10, volume_ml: 60 }),
        'mom_feeding_log',
        { volume_ml: ['not_for_kind'] },
      );
      await refused(
        () => post('mom_feeding_log', { ...base, occurred_at: '2999-01-01T00:00:00Z', kind: 'pump', volume_ml: 30 }),
        'mom_feeding_log',
        { occurred_at: ['in_future'] },
      );
      // Turning a pumping session into a breastfeed must clear its volume and give the side and minutes.
      const pump = await post('mom_feeding_log', { ...base, kind: 'pump', volume_ml: 40 });
      expect(pump.statusCode, pump.body).toBe(201);
      await refused(
        () => put('mom_feeding_log', pump.json().id, { kind: 'breastfeed', side: 'left', minutes: 12 }),
        'mom_feeding_log',
        {
          volume_ml: ['not_for_kind'],
        },
      );
      const changed = await put('mom_feeding_log', pump.json().id, {
        kind: 'breastfeed',
        side: 'left',
        minutes: 12,
        volume_ml: null,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ kind: 'breastfeed', side: 'left', minutes: 12, volume_ml: null });
    });
  });

  describe('the medication record', () => {
    const dose = (mother: unknown) => ({
      mother,
      given_at: at,
      drug: 'Acetaminophen 500 mg',
      dose: 1,
      dose_unit: 'tablet',
      route: 'oral',
      reason: '傷口疼痛',
    });

    it('keeps what was given, how much, how, when, why and by whom', async () => {
      const m = await make.create(mother);
      const res = await post('mom_medication_record', { ...dose(m.id), dose: 0.5 });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        ...dose(m.id),
        dose: 0.5,
        given_at: new Date(at).toISOString(),
        given_by: auth.users.staff.id,
      });
      expect((await get('mom_medication_record', res.json().id)).json()).toEqual(res.json());
    });

    it('refuses a dose of zero or less, a missing drug, unit or route, and a time to come', async () => {
      const m = await make.create(mother);
      await refused(() => post('mom_medication_record', { ...dose(m.id), dose: 0 }), 'mom_medication_record', {
        dose: ['not_positive'],
      });
      await refused(() => post('mom_medication_record', { ...dose(m.id), dose: -2 }), 'mom_medication_record', {
        dose: ['not_positive'],
      });
      const { drug: _drug, dose_unit: _unit, route: _route, ...rest } = dose(m.id);
      await refused(() => post('mom_medication_record', rest), 'mom_medication_record', {
        drug: ['required'],
        dose_unit: ['required'],
        route: ['required'],
      });
      await refused(
        () => post('mom_medication_record', { ...dose(m.id), given_at: '2999-01-01T00:00:00Z' }),
        'mom_medication_record',
        { given_at: ['in_future'] },
      );
      const given = await post('mom_medication_record', dose(m.id));
      expect(given.statusCode, given.body).toBe(201);
      await refused(() => put('mom_medication_record', given.json().id, { dose: 0 }), 'mom_medication_record', {
        dose: ['not_positive'],
      });
    });
  });
});
