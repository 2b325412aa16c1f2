import { addDays } from '../../centre/care-time';
import type { Rng } from '../prng';
import type { CareContext } from './context';
import { daysBetween, taipeiAt } from './dates';

/** Mothers' care records, in the order they draw from the PRNG: evaluations, daily nursing, education. */
export async function seedMotherCare(ctx: CareContext) {
  await seedEvaluations(ctx);
  await seedDailyNursing(ctx);
  await seedEducation(ctx);
}

/** A mother's vital signs, her temperature taken in the ear; `feverish` lifts it above 38 °C. */
const vitals = (rng: Rng, feverish = false) => ({
  temperature_c: feverish ? rng.float(38.0, 38.6) : rng.float(36.2, 37.4),
  temperature_site: 'ear',
  pulse: rng.int(64, 96),
  respiration: rng.int(14, 20),
  bp_systolic: rng.int(100, 135),
  bp_diastolic: rng.int(62, 88),
});

/** Before the stay for everyone arriving within two weeks, on arrival for those who came. */
async function seedEvaluations({ rng, today, stays, started, motherById, pickNurse, insertMany }: CareContext) {
  const pre: Record<string, unknown>[] = [];
  for (const s of stays.filter((x) => x.start_date <= addDays(today, 14))) {
    const m = motherById.get(s.mother)!;
    pre.push({
      mother: s.mother,
      eval_date: addDays(s.start_date, -rng.int(7, 20)),
      evaluator: pickNurse(),
      delivery_type: m.delivery_type,
      gestational_weeks: rng.int(36, 40),
      complications: rng.next() < 0.2 ? rng.pick(['妊娠高血壓', '妊娠糖尿病', '產後出血']) : null,
      medications: rng.next() < 0.3 ? '鐵劑、綜合維他命' : null,
      allergies: m.allergies,
      breastfeeding_plan: rng.pick(['exclusive', 'exclusive', 'mixed', 'undecided']),
      special_needs: null,
      note: null,
    });
  }
  await insertMany('mom_pre_checkin_eval', pre);

  const evals: Record<string, unknown>[] = [];
  for (const [i, s] of started.entries()) {
    evals.push({
      mother: s.mother,
      eval_at: taipeiAt(s.start_date, 15, 30),
      evaluator: pickNurse(),
      ...vitals(rng),
      pain_score: rng.int(1, 5),
      uterus: rng.pick(['臍下一指，收縮良好', '臍下二指，收縮良好', '臍平，稍軟']),
      lochia_colour: rng.pick(['rubra', 'rubra', 'serosa']),
      lochia_amount: rng.pick(['light', 'moderate']),
      breast: rng.pick(['soft', 'filling', 'engorged']),
      nipple: rng.pick(['normal', 'normal', 'flat', 'cracked']),
      wound: rng.pick(['會陰傷口癒合良好', '剖腹傷口乾燥無滲液', '傷口微紅']),
      // Every seventh mother scores high on EPDS, so the flag shows in the demo.
      epds_score: i % 7 === 3 ? rng.int(13, 18) : rng.int(2, 10),
      note: null,
    });
  }
  await insertMany('mom_checkedin_eval', evals);
}

/**
 * The postpartum assessment on day `d` of the stay (arriving a few days after the birth), as involution runs: the
 * fundus a fingerbreadth lower each day, lochia from red to pink-brown to white, the wound of her delivery healing.
 * Drawn from the day alone, so the PRNG's sequence (and every other demo row) is as it was.
 */
const dailyAssessment = (d: number, deliveryType: string | null) => ({
  fundus_below_umbilicus: Math.min(8, 2 + d),
  fundus_firmness: 'firm',
  lochia_amount: d < 3 ? 'moderate' : d < 8 ? 'light' : 'scant',
  lochia_colour: d < 2 ? 'rubra' : d < 8 ? 'serosa' : 'alba',
  lochia_odour: 'normal',
  breast: d < 2 ? 'filling' : 'soft',
  nipple: 'normal',
  wound_type: deliveryType === 'cesarean' ? 'cesarean' : 'perineal',
  wound_state: d < 1 ? 'red' : 'clean_dry',
  sitz_bath: deliveryType === 'cesarean' ? 0 : 1,
});

/** A morning round for every day so far of the mothers in the house; pain eases as the days pass. */
async function seedDailyNursing({ rng, today, inHouse, motherById, pickNurse, insertHappened }: CareContext) {
  const caring: Record<string, unknown>[] = [];
  for (const s of inHouse) {
    for (let d = 0; addDays(s.start_date, d) <= today; d++) {
      caring.push({
        ...dailyAssessment(d, motherById.get(s.mother)?.delivery_type ?? null),
        mother: s.mother,
        recorded_at: taipeiAt(addDays(s.start_date, d), 9, rng.int(0, 50)),
        nurse: pickNurse(),
        ...vitals(rng, rng.next() < 0.02),
        pain_score: Math.max(0, 5 - Math.floor(d / 2) + rng.int(-1, 1)),
        urination: rng.pick(['normal', 'normal', 'normal', 'frequent']),
        defecation: rng.pick(['normal', 'normal', 'none', 'constipated']),
        sleep: rng.pick(['good', 'fair', 'fair', 'poor']),
        mood: rng.pick(['good', 'stable', 'stable', 'low']),
        note: null,
      });
    }
  }
  await insertHappened('mom_caring_record', caring, 'recorded_at');
}

/** One topic a day from the first day of each stay that has begun, as far as the stay has got. */
async function seedEducation({ rng, today, started, pickNurse, insertHappened }: CareContext) {
  const education: Record<string, unknown>[] = [];
  const topics = ['breastfeeding', 'bathing', 'cord_care', 'postpartum_exercise', 'nutrition'] as const;
  for (const s of started) {
    const last = s.end_date <= today ? addDays(s.end_date, -1) : today;
    const span = Math.max(0, daysBetween(s.start_date, last));
    for (const [k, topic] of topics.entries()) {
      if (k > span) break;
      education.push({
        mother: s.mother,
        topic,
        educator: pickNurse(),
        educated_at: taipeiAt(addDays(s.start_date, k), 14),
        duration_min: rng.pick([20, 30, 45]),
        note: null,
      });
    }
  }
  await insertHappened('mom_education_record', education, 'educated_at');
}
