import { addDays, todayTaipei } from '../../centre/care-time';
import { prng } from '../prng';
import type { CareContext } from './context';
import { daysBetween, taipeiAt } from './dates';

// Nine a day (a cluster feed at night): any 24 hours of them hold at least eight, whatever the minutes.
const FEED_HOURS = [0, 3, 6, 9, 12, 15, 18, 21, 22];
const WET_HOURS = [1, 4, 7, 10, 13, 16, 19];
const STOOL_HOURS = [2, 11, 20];
const SLEEP_HOURS = [4, 10, 14, 22];

/**
 * The care log of the babies in the house, yesterday and today, event by event: nine feeds a day as the
 * baby is fed (breast, formula or both), seven wet diapers, three stools of the colour its day of life shows, sleep,
 * a morning bath and cord care, and the nursery out at 09:00 and in at 21:00 (the rooming-in hours). The first such
 * baby has short days (six feeds, five wet diapers), so the dashboard's warning has something to show.
 *
 * Its own PRNG: the areas before it draw the same numbers as they did before it came.
 */
export async function seedBabyCareEvents(ctx: CareContext) {
  const { today, babies, inHouse, nurses, insertHappened } = ctx;
  const rng = prng(20260320);
  const stayOf = new Map(inHouse.map((s) => [s.mother, s]));
  const rows: Record<string, unknown>[] = [];
  let short = true;
  for (const b of babies) {
    const s = stayOf.get(b.mother);
    if (!s || !b.birth_at) continue;
    const birthDay = todayTaipei(Date.parse(b.birth_at));
    const shortDay = short;
    short = false;
    for (const date of [addDays(today, -1), today]) {
      if (date < s.start_date) continue;
      const day = daysBetween(birthDay, date) + 1;
      const event = (hour: number, kind: string, details: Record<string, unknown> = {}) =>
        rows.push({
          baby: b.id,
          occurred_at: taipeiAt(date, hour, rng.int(0, 50)),
          kind,
          side: null,
          minutes: null,
          volume_ml: null,
          stool_colour: null,
          nurse: rng.pick(nurses),
          note: null,
          ...details,
        });
      const feeds = shortDay ? FEED_HOURS.filter((_, i) => i % 3 !== 2) : FEED_HOURS;
      feeds.forEach((hour, i) => {
        const breast = b.feeding_type === 'breast' || (b.feeding_type !== 'formula' && i % 2 === 0);
        if (breast) event(hour, 'breastfeed', { side: rng.pick(['left', 'right', 'both']), minutes: rng.int(10, 25) });
        else
          event(hour, rng.next() < 0.3 ? 'expressed_milk' : 'formula', {
            volume_ml: Math.min(120, 10 * day + rng.int(10, 30)),
          });
      });
      for (const hour of shortDay ? WET_HOURS.slice(0, 5) : WET_HOURS) event(hour, 'wet_diaper');
      const colour = day <= 2 ? 'meconium' : day <= 4 ? 'transitional' : 'yellow';
      for (const hour of STOOL_HOURS) event(hour, 'stool', { stool_colour: colour });
      for (const hour of SLEEP_HOURS) event(hour, 'sleep', { minutes: rng.int(60, 150) });
      event(9, 'nursery_out');
      event(10, 'bath');
      if (day < 14) event(10, 'cord_care');
      event(21, 'nursery_in');
    }
  }
  await insertHappened('baby_care_event', rows, 'occurred_at');
}
