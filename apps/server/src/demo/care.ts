import type { Db } from '../db/connect';
import { seedBabyCare } from './care/baby-care';
import { seedBabyCareEvents } from './care/baby-care-events';
import { seedClinicalExtras } from './care/clinical-extras';
import { untyped } from '../centre/repository';
import { raiseFlagsForExisting } from '../centre/clinical-flags/raise-flags';
import { loadCareContext } from './care/context';
import { acknowledgePastFlags, seedEpdsScreenings } from './care/epds-screenings';
import { seedDutyRoster } from './care/duty-roster';
import { seedMealBills } from './care/meal-bills';
import { seedMeals } from './care/meals';
import { seedMotherCare } from './care/mother-care';
import { ensureRosterNurses } from './care/roster-nurses';
import { seedRoomRepairs } from './care/room-repairs';
import { seedSpareParts } from './care/spare-parts';
import { seedVisitsAndOutings } from './care/visits-and-outings';
import { prng } from './prng';

/**
 * The care records around the centre's demo stays (run after seedCentre): meals and menus, evaluations,
 * daily nursing, education, meal bills, borrowed items, visits and outings, repairs, babies' health
 * (weight dipping 5–8 % then regaining, jaundice peaking on day 3–5), rooming-in, incubators (never
 * overlapping), a week of three-shift duty and 20 spare parts with their stock history.
 *
 * Every area draws from one PRNG in turn, so the order of the calls below is part of the data: the demo
 * and its tests expect exactly these records. Add new areas at the end.
 */
export async function seedCare(db: Db) {
  const rng = prng(20260306);
  await ensureRosterNurses(db);
  await db.transaction().execute(async (t) => {
    const ctx = await loadCareContext(t, rng);
    await seedMeals(ctx);
    await seedMotherCare(ctx);
    await seedMealBills(ctx);
    await seedVisitsAndOutings(ctx);
    await seedRoomRepairs(ctx);
    await seedBabyCare(ctx);
    await seedDutyRoster(ctx);
    await seedSpareParts(ctx);
    await seedEpdsScreenings(ctx);
    await seedBabyCareEvents(ctx);
    await seedClinicalExtras(ctx);
    // The records above are written straight into their tables: raise the flags their rules call for.
    await raiseFlagsForExisting(untyped(t));
    await acknowledgePastFlags(ctx);
  });
}
