import { describe, expect, it } from 'vitest';
import { phototherapyThreshold } from '@pnc/schemas/centre/bilirubin-thresholds';
import type { ClinicalFlag } from '@pnc/schemas/centre/clinical-flag';
import { resourceByName } from '@pnc/schemas/centre/resources';
import { maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

const def = (name: string) => resourceByName(name)!;
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
/** Normal values of everything a rule reads, so each case changes one thing. */
const calmMother = {
  temperature_c: 36.8,
  temperature_site: 'ear',
  pulse: 80,
  respiration: 16,
  bp_systolic: 118,
  bp_diastolic: 76,
  lochia_amount: 'moderate',
  lochia_odour: 'normal',
  fundus_firmness: 'firm',
};
const calmBaby = { temperature_c: 36.8, temperature_site: 'axilla', heart_rate: 130, respiration: 45 };

/** The early warning flags: one case per rule, with the value either side of its line. */
describe.each(engines)('early warning flags on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const flagsOf = async (query: string) =>
    (await t.inject({ method: 'GET', url: `/api/clinical_flag/?${query}`, headers: { authorization: auth.staff } })).json()
      .results as ClinicalFlag[];
  /** The rules one nursing record of a new mother raises. */
  const motherRules = async (values: Record<string, unknown>) => {
    const mother = await make.create(def('mother'));
    await make.create(def('mom_caring_record'), { mother: mother.id, recorded_at: hoursAgo(1), ...calmMother, ...values });
    return (await flagsOf(`mother=${mother.id}`)).map((f) => [f.rule, f.severity]);
  };
  const babyRules = async (values: Record<string, unknown>) => {
    const mother = await make.create(def('mother'));
    const baby = await make.create(def('baby'), { mother: mother.id, birth_at: hoursAgo(72), birth_weight_g: 3000 });
    await make.create(def('baby_health_record'), {
      baby: baby.id,
      recorded_at: hoursAgo(1),
      weight_g: 3000,
      ...calmBaby,
      ...values,
    });
    return (await flagsOf(`baby=${baby.id}`)).map((f) => [f.rule, f.severity]);
  };

  it('raises nothing for normal observations', async () => {
    expect(await motherRules({})).toEqual([]);
    expect(await babyRules({})).toEqual([]);
  });

  it('flags severe hypertension from 160 systolic or 110 diastolic (urgent), and 140/90 (watch)', async () => {
    expect(await motherRules({ bp_systolic: 159, bp_diastolic: 89 })).toEqual([['maternal_bp_raised', 'watch']]);
    expect(await motherRules({ bp_systolic: 160 })).toEqual([['maternal_bp_severe', 'urgent']]);
    expect(await motherRules({ bp_diastolic: 109 })).toEqual([['maternal_bp_raised', 'watch']]);
    expect(await motherRules({ bp_diastolic: 110 })).toEqual([['maternal_bp_severe', 'urgent']]);
    expect(await motherRules({ bp_systolic: 139, bp_diastolic: 89 })).toEqual([]);
    expect(await motherRules({ bp_systolic: 140 })).toEqual([['maternal_bp_raised', 'watch']]);
    expect(await motherRules({ bp_diastolic: 90 })).toEqual([['maternal_bp_raised', 'watch']]);
  });

  it('flags a systolic below 90 (urgent) and 90–99 (watch)', async () => {
    expect(await motherRules({ bp_systolic: 89, bp_diastolic: 60 })).toEqual([['maternal_bp_low', 'urgent']]);
    expect(await motherRules({ bp_systolic: 90, bp_diastolic: 60 })).toEqual([['maternal_bp_lowish', 'watch']]);
    expect(await motherRules({ bp_systolic: 100, bp_diastolic: 60 })).toEqual([]);
  });

  it("flags a mother's pulse above 120 or below 40 (urgent), 100–120 or 40–49 (watch)", async () => {
    expect(await motherRules({ pulse: 99 })).toEqual([]);
    expect(await motherRules({ pulse: 100 })).toEqual([['maternal_pulse_watch', 'watch']]);
    expect(await motherRules({ pulse: 120 })).toEqual([['maternal_pulse_watch', 'watch']]);
    expect(await motherRules({ pulse: 121 })).toEqual([['maternal_pulse', 'urgent']]);
    expect(await motherRules({ pulse: 130 })).toEqual([['maternal_pulse', 'urgent']]);
    expect(await motherRules({ pulse: 50 })).toEqual([]);
    expect(await motherRules({ pulse: 49 })).toEqual([['maternal_pulse_watch', 'watch']]);
    expect(await motherRules({ pulse: 39 })).toEqual([['maternal_pulse', 'urgent']]);
  });

  it("flags a mother's breathing above 30 or below 10 (urgent), 21–30 (watch)", async () => {
    expect(await motherRules({ respiration: 20 })).toEqual([]);
    expect(await motherRules({ respiration: 21 })).toEqual([['maternal_respiration_watch', 'watch']]);
    expect(await motherRules({ respiration: 30 })).toEqual([['maternal_respiration_watch', 'watch']]);
    expect(await motherRules({ respiration: 31 })).toEqual([['maternal_respiration', 'urgent']]);
    expect(await motherRules({ respiration: 10 })).toEqual([]);
    expect(await motherRules({ respiration: 9 })).toEqual([['maternal_respiration', 'urgent']]);
  });

  it("flags a mother's temperature below 35.0 (urgent) and 35.0–35.9 (watch)", async () => {
    expect(await motherRules({ temperature_c: 36 })).toEqual([]);
    expect(await motherRules({ temperature_c: 35.9 })).toEqual([['maternal_temperature_low', 'watch']]);
    expect(await motherRules({ temperature_c: 35 })).toEqual([['maternal_temperature_low', 'watch']]);
    expect(await motherRules({ temperature_c: 34.9 })).toEqual([['maternal_hypothermia', 'urgent']]);
  });

  it('flags heavy lochia or a boggy fundus (urgent) and foul lochia (alert)', async () => {
    expect(await motherRules({ lochia_amount: 'heavy' })).toEqual([['heavy_bleeding', 'urgent']]);
    expect(await motherRules({ fundus_firmness: 'boggy' })).toEqual([['heavy_bleeding', 'urgent']]);
    expect(await motherRules({ lochia_odour: 'foul' })).toEqual([['foul_lochia', 'alert']]);
  });

  it('raises the same on the check-in evaluation', async () => {
    const mother = await make.create(def('mother'));
    await make.create(def('mom_checkedin_eval'), {
      mother: mother.id,
      eval_at: hoursAgo(1),
      ...calmMother,
      fundus_firmness: undefined,
      lochia_odour: undefined,
      epds_score: 2,
      bp_systolic: 170,
      bp_diastolic: 115,
    });
    expect((await flagsOf(`mother=${mother.id}`)).map((f) => f.rule)).toEqual(['maternal_bp_severe']);
  });

  it("flags a newborn's heart rate below 100 (urgent) or above 160, breathing below 30 (urgent) or above 60", async () => {
    expect(await babyRules({ heart_rate: 100 })).toEqual([]);
    expect(await babyRules({ heart_rate: 99 })).toEqual([['newborn_bradycardia', 'urgent']]);
    expect(await babyRules({ heart_rate: 160 })).toEqual([]);
    expect(await babyRules({ heart_rate: 161 })).toEqual([['newborn_tachycardia', 'alert']]);
    expect(await babyRules({ respiration: 30 })).toEqual([]);
    expect(await babyRules({ respiration: 29 })).toEqual([['newborn_slow_breathing', 'urgent']]);
    expect(await babyRules({ respiration: 60 })).toEqual([]);
    expect(await babyRules({ respiration: 61 })).toEqual([['newborn_tachypnoea', 'alert']]);
  });

  it('asks for a TSB (watch) when a TcB is under the phototherapy line by 3 mg/dL or less, not for a TSB', async () => {
    const mother = await make.create(def('mother'));
    const facts = { g6pd_deficiency: false, isoimmune_haemolysis: false, sepsis: false, clinically_unstable: false };
    const baby = await make.create(def('baby'), { mother: mother.id, birth_at: hoursAgo(48), gestational_weeks: 39, ...facts });
    const reading = async (value: number, method: string) => {
      const rec = await make.create(def('baby_health_record'), {
        baby: baby.id,
        recorded_at: hoursAgo(0),
        ...calmBaby,
        weight_g: undefined,
        jaundice_mg_dl: value,
        bilirubin_method: method,
      });
      return (await flagsOf(`baby=${baby.id}&status=all`)).filter((f) => f.source.id === rec.id).map((f) => f.rule);
    };
    // The line moves with the hour; 4 mg/dL under it is clear of the margin whatever the minute.
    const line = phototherapyThreshold(39, 48, false)!;
    expect(await reading(Math.round((line - 4) * 10) / 10, 'tcb')).toEqual([]);
    expect(await reading(Math.round((line - 2.5) * 10) / 10, 'tcb')).toEqual(['tcb_confirm_tsb']);
    expect(await reading(Math.round((line - 0.5) * 10) / 10, 'tcb')).toEqual(['tcb_confirm_tsb']);
    expect(await reading(Math.round((line - 2.5) * 10) / 10, 'tsb')).toEqual([]);
    // At or above the line it is the phototherapy flag (urgent), not the confirming TSB.
    expect(await reading(line + 1, 'tcb')).toEqual(['bilirubin_phototherapy']);
    const [confirm] = (await flagsOf(`baby=${baby.id}&status=all`)).filter((f) => f.rule === 'tcb_confirm_tsb');
    expect(confirm).toMatchObject({ severity: 'watch', detail: { method: 'tcb', threshold: expect.any(Number) } });
  });

  it('flags a pale stool (urgent) and a bloody one (alert), not a yellow one', async () => {
    const mother = await make.create(def('mother'));
    const baby = await make.create(def('baby'), { mother: mother.id, birth_at: hoursAgo(10) });
    const stool = (colour: string) =>
      make.create(def('baby_care_event'), { baby: baby.id, occurred_at: hoursAgo(1), kind: 'stool', stool_colour: colour });
    await stool('yellow');
    expect(await flagsOf(`baby=${baby.id}`)).toEqual([]);
    await stool('pale');
    await stool('bloody');
    expect((await flagsOf(`baby=${baby.id}`)).map((f) => [f.rule, f.severity])).toEqual([
      ['pale_stool', 'urgent'],
      ['bloody_stool', 'alert'],
    ]);
  });

  it('flags too few wet diapers and feeds for the day of life over 24 hours, once while open', async () => {
    const mother = await make.create(def('mother'));
    // Born 121 hours ago: the 24 hours up to now start on day 5 (5 wet diapers, 8 feeds expected).
    const day = async (feeds: number, wet: number) => {
      const baby = await make.create(def('baby'), { mother: mother.id, birth_at: hoursAgo(121) });
      const event = (hours: number, kind: string, extra: Record<string, unknown> = {}) =>
        make.create(def('baby_care_event'), { baby: baby.id, occurred_at: hoursAgo(hours), kind, ...extra });
      await event(25, 'bath'); // the log reaches back a whole day before the last event
      for (let i = 0; i < feeds; i++) await event(22 - i * 2.5, 'formula', { volume_ml: 60 });
      for (let i = 0; i < wet - 1; i++) await event(21 - i * 4, 'wet_diaper');
      await event(0.1, 'wet_diaper'); // judged: (24.1 h ago, 0.1 h ago]
      return baby.id as number;
    };
    const rules = async (baby: number) => (await flagsOf(`baby=${baby}`)).map((f) => [f.rule, f.value]).sort();
    expect(await rules(await day(8, 5))).toEqual([]);
    const short = await day(7, 4);
    expect(await rules(short)).toEqual([
      ['few_feeds', 7],
      ['few_wet_diapers', 4],
    ]);
    // Still short at the next event: the open flags are not raised again.
    await make.create(def('baby_care_event'), { baby: short, occurred_at: hoursAgo(0.05), kind: 'bath' });
    expect(await rules(short)).toHaveLength(2);
  });
});
