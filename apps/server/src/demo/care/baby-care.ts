import { addDays, todayTaipei } from '../../centre/care-time';
import { growthCurve } from './baby-growth';
import type { CareContext } from './context';
import { daysBetween, taipeiAt } from './dates';
import { incubatorPlanner } from './incubator-placement';

/** Assumed when the birth weight was not recorded. */
const DEFAULT_BIRTH_WEIGHT_G = 3_000;

/**
 * Babies of mothers who came: a morning health record for each day in the house, rooming-in on the
 * last three days, and incubator time for small babies. All three are drawn baby by baby, the PRNG's order.
 */
export async function seedBabyCare(ctx: CareContext) {
  const { rng, today, babies, started, pickNurse, insertMany, insertHappened } = ctx;
  const health: Record<string, unknown>[] = [];
  const roomingIn: Record<string, unknown>[] = [];
  const incubators = incubatorPlanner(ctx);
  const stayOf = new Map(started.map((s) => [s.mother, s]));
  for (const b of babies) {
    const s = stayOf.get(b.mother);
    if (!s || !b.birth_at) continue;
    const birthDay = todayTaipei(Date.parse(b.birth_at));
    const birthWeight = b.birth_weight_g ?? DEFAULT_BIRTH_WEIGHT_G;
    const curve = growthCurve(rng, birthWeight);
    const last = s.end_date <= today ? addDays(s.end_date, -1) : today;
    for (let date = s.start_date; date <= last; date = addDays(date, 1)) {
      const age = daysBetween(birthDay, date);
      const jaundice = curve.jaundiceAt(age);
      health.push({
        baby: b.id,
        recorded_at: taipeiAt(date, 8, rng.int(0, 40)),
        nurse: pickNurse(),
        weight_g: Math.round(curve.weightAt(age) + rng.int(-15, 15)),
        temperature_c: rng.float(36.5, 37.3),
        temperature_site: 'axilla',
        heart_rate: rng.int(120, 160),
        respiration: rng.int(35, 55),
        jaundice_mg_dl: Number(Math.max(0.5, jaundice + rng.float(-0.4, 0.4)).toFixed(1)),
        // The daily check is a skin meter (TcB); a serum TSB is drawn in hospital when the TcB is high.
        bilirubin_method: 'tcb',
        feeding_type: b.feeding_type,
        feeding_ml: Math.min(120, 20 + 10 * age),
        stool_count: rng.int(2, 7),
        urine_count: rng.int(6, 10),
        skin: jaundice > 8 ? 'jaundiced' : 'normal',
        umbilical_cord: age < 7 ? 'dry' : age < 12 ? rng.pick(['dry', 'fallen_off']) : 'fallen_off',
        note: null,
      });
    }
    // From 09:00 to 21:00; today's is still going on.
    for (let d = 2; d >= 0; d--) {
      const date = addDays(last, -d);
      if (date < s.start_date) continue;
      roomingIn.push({
        baby: b.id,
        start_at: taipeiAt(date, 9),
        end_at: date === today ? null : taipeiAt(date, 21),
        note: null,
      });
    }
    incubators.place(b.id, s, birthWeight);
  }
  await insertHappened('baby_health_record', health, 'recorded_at');
  await insertHappened('baby_mom_rooming_in_record', roomingIn, 'start_at');
  await insertMany('incubator_arrangement', incubators.arrangements());
  await incubators.settleStatuses(ctx);
}
