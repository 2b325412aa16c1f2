import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ClinicalFlag } from '@pnc/schemas/centre/clinical-flag';
import { resourceByName } from '@pnc/schemas/centre/resources';
import { migrateToLatest } from '../src/db/migrate';
import { maker, roleTokens } from './centre-support';
import { engines, migratedDatabase, setupApp } from './helper';

const def = (name: string) => resourceByName(name)!;
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
/** Normal values of everything else a rule reads, so each case changes SpO2 only. */
const calmMother = {
  temperature_c: 36.8,
  temperature_site: 'ear',
  pulse: 80,
  respiration: 16,
  bp_systolic: 118,
  bp_diastolic: 76,
};
const calmBaby = { temperature_c: 36.8, temperature_site: 'axilla', heart_rate: 130, respiration: 45 };

/** Oxygen saturation on the mother's and the newborn's records, and its early warning flags. */
describe.each(engines)('SpO2 on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const flagsOf = async (query: string) =>
    (await t.inject({ method: 'GET', url: `/api/clinical_flag/?${query}`, headers: { authorization: auth.staff } })).json()
      .results as ClinicalFlag[];
  const post = (resource: string, body: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: `/api/${resource}/`, headers: { authorization: auth.staff }, payload: body });

  /** The rules one record of a new mother raises (nursing record or check-in evaluation), and the saved row. */
  const motherRules = async (resource: 'mom_caring_record' | 'mom_checkedin_eval', spo2: unknown) => {
    const mother = await make.create(def('mother'));
    const at = resource === 'mom_caring_record' ? { recorded_at: hoursAgo(1) } : { eval_at: hoursAgo(1) };
    const res = await post(resource, { mother: mother.id, ...at, ...calmMother, spo2 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().spo2).toBe(spo2);
    return (await flagsOf(`mother=${mother.id}`)).map((f) => [f.rule, f.severity, f.value, f.source.entity]);
  };
  const babyRules = async (spo2: unknown) => {
    const mother = await make.create(def('mother'));
    const baby = await make.create(def('baby'), { mother: mother.id, birth_at: hoursAgo(72), birth_weight_g: 3000 });
    const res = await post('baby_health_record', { baby: baby.id, recorded_at: hoursAgo(1), weight_g: 3000, ...calmBaby, spo2 });
    expect(res.statusCode, res.body).toBe(201);
    return (await flagsOf(`baby=${baby.id}`)).map((f) => [f.rule, f.severity, f.value]);
  };

  it("flags a mother's SpO2 below 95 % as urgent; 95 % and above raise nothing", async () => {
    for (const resource of ['mom_caring_record', 'mom_checkedin_eval'] as const) {
      expect(await motherRules(resource, 94)).toEqual([['maternal_spo2', 'urgent', 94, resource]]);
      expect(await motherRules(resource, 95)).toEqual([]);
      expect(await motherRules(resource, 96)).toEqual([]);
      expect(await motherRules(resource, 100)).toEqual([]);
    }
  });

  it("flags a newborn's SpO2 below 90 % as urgent and 90–94 % as watch", async () => {
    expect(await babyRules(89)).toEqual([['newborn_spo2', 'urgent', 89]]);
    expect(await babyRules(90)).toEqual([['newborn_spo2_watch', 'watch', 90]]);
    expect(await babyRules(94)).toEqual([['newborn_spo2_watch', 'watch', 94]]);
    expect(await babyRules(95)).toEqual([]);
    expect(await babyRules(96)).toEqual([]);
  });

  it('refuses at its field a SpO2 above 100 or below 50, a fraction, and text that is not a JSON number', async () => {
    const mother = await make.create(def('mother'));
    const baby = await make.create(def('baby'), { mother: mother.id, birth_at: hoursAgo(72) });
    const cases: [unknown, string][] = [
      [101, 'too_big:100'],
      [49, 'too_small:50'],
      [97.5, 'not_integer'],
      // Full-width digits are the form's to read (numeric-input.ts); the API takes a JSON number.
      ['９８', 'not_number'],
    ];
    for (const [spo2, code] of cases) {
      for (const [resource, body] of [
        ['mom_caring_record', { mother: mother.id, recorded_at: hoursAgo(1), ...calmMother, spo2 }],
        ['baby_health_record', { baby: baby.id, recorded_at: hoursAgo(1), ...calmBaby, spo2 }],
      ] as const) {
        const res = await post(resource, body);
        expect(res.statusCode, `${resource} ${String(spo2)}`).toBe(400);
        expect(res.json().fields.spo2, `${resource} ${String(spo2)}`).toEqual([code]);
      }
    }
    expect((await flagsOf(`mother=${mother.id}&status=all`)).map((f) => f.rule)).toEqual([]);
    const stored = await t.inject({
      method: 'GET',
      url: `/api/mom_caring_record/?mother=${mother.id}`,
      headers: { authorization: auth.staff },
    });
    expect(stored.json().count).toBe(0);
  });

  it('raises the flag when an edit lowers the SpO2 of a record on file', async () => {
    const mother = await make.create(def('mother'));
    const saved = await post('mom_caring_record', { mother: mother.id, recorded_at: hoursAgo(1), ...calmMother, spo2: 98 });
    expect(saved.statusCode).toBe(201);
    expect(await flagsOf(`mother=${mother.id}`)).toEqual([]);
    const edit = await t.inject({
      method: 'PUT',
      url: `/api/mom_caring_record/${saved.json().id}/`,
      headers: { authorization: auth.staff },
      payload: { spo2: 93 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await flagsOf(`mother=${mother.id}`)).map((f) => [f.rule, f.value])).toEqual([['maternal_spo2', 93]]);
  });
});

describe.each(engines)('migration 0037 on %s', (engine) => {
  it('adds an empty SpO2 to the records on file and keeps their values', async () => {
    // As a database of the release before stood: records without SpO2.
    const db = await migratedDatabase(engine, '0035-handover-notes-version');
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
    const mother = await insert('mother', { name: '升級前', phone: '0910000001' });
    const baby = await insert('baby', { mother, name: '寶寶', gender: 'female' });
    await insert('mom_caring_record', { mother, recorded_at: hoursAgo(3), temperature_c: 36.9, pulse: 82 });
    await insert('mom_checkedin_eval', { mother, eval_at: hoursAgo(30), bp_systolic: 121 });
    await insert('baby_health_record', { baby, recorded_at: hoursAgo(2), heart_rate: 140 });
    const applied = await migrateToLatest(db, engine);
    expect(applied).toContain('0037-spo2');
    const caring = await sql<{ temperature_c: number; pulse: number; spo2: number | null }>`
      select temperature_c, pulse, spo2 from mom_caring_record`.execute(db);
    expect(caring.rows.map((r) => [Number(r.temperature_c), Number(r.pulse), r.spo2])).toEqual([[36.9, 82, null]]);
    const evaluation = await sql<{ bp_systolic: number; spo2: number | null }>`
      select bp_systolic, spo2 from mom_checkedin_eval`.execute(db);
    expect(evaluation.rows.map((r) => [Number(r.bp_systolic), r.spo2])).toEqual([[121, null]]);
    const health = await sql<{ heart_rate: number; spo2: number | null }>`
      select heart_rate, spo2 from baby_health_record`.execute(db);
    expect(health.rows.map((r) => [Number(r.heart_rate), r.spo2])).toEqual([[140, null]]);
    // The new column takes a reading on a row from before.
    await sql`update mom_caring_record set spo2 = 96`.execute(db);
    expect((await sql<{ spo2: number }>`select spo2 from mom_caring_record`.execute(db)).rows.map((r) => Number(r.spo2))).toEqual(
      [96],
    );
  });
});
