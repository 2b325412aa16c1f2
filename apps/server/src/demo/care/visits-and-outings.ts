import { addDays } from '../../centre/care-time';
import type { CareContext, StayRow } from './context';
import { daysBetween, taipeiAt } from './dates';

type Row = Record<string, unknown>;

/**
 * Borrowed items, visits and outings of mothers in the house, then tours booked by those still to come.
 * The three are drawn stay by stay (a borrow, the visits, an outing) because that is the PRNG's order.
 */
export async function seedVisitsAndOutings(ctx: CareContext) {
  const { today, inHouse, stays, insertMany, insertHappened } = ctx;
  const borrows: Row[] = [];
  const visits: Row[] = [];
  const outings: Row[] = [];
  for (const s of inHouse) {
    const borrow = maybeBorrow(ctx, s);
    if (borrow) borrows.push(borrow);
    visits.push(...visitsTo(ctx, s));
    const outing = maybeOuting(ctx, s);
    if (outing) outings.push(outing);
  }
  for (const s of stays.filter((x) => x.start_date > today && x.start_date <= addDays(today, 30)).slice(0, 4))
    outings.push(tourBooking(ctx, s));
  await insertHappened('mom_borrow_record', borrows, 'borrowed_at');
  await insertHappened('visit_record', visits, 'visited_at');
  await insertMany('reservation_and_outside', outings);
}

/** Six in ten mothers borrow one item during the stay; some older loans are already back. */
function maybeBorrow({ rng, today }: CareContext, s: StayRow): Row | undefined {
  if (rng.next() >= 0.6) return undefined;
  const day = addDays(s.start_date, rng.int(0, Math.max(0, daysBetween(s.start_date, today))));
  const [item, deposit] = rng.pick([
    ['電動吸乳器', 3_000],
    ['哺乳枕', 500],
    ['溫奶器', 800],
    ['嬰兒體重計', 1_000],
  ] as const);
  const returned = day < addDays(today, -2) && rng.next() < 0.4;
  return {
    mother: s.mother,
    item_name: item,
    quantity: 1,
    borrowed_at: taipeiAt(day, 10),
    returned_at: returned ? taipeiAt(addDays(day, 2), 16) : null,
    deposit,
    note: null,
  };
}

/** Up to three visits in the last few days; today's visitors have not left yet. */
function visitsTo({ rng, today }: CareContext, s: StayRow): Row[] {
  const visits: Row[] = [];
  const visitCount = rng.int(0, 3);
  for (let v = 0; v < visitCount; v++) {
    const day = addDays(today, -rng.int(0, Math.min(5, daysBetween(s.start_date, today))));
    const hour = rng.int(10, 19);
    visits.push({
      mother: s.mother,
      visitor_name: rng.pick(['王先生', '陳媽媽', '林小姐', '張爸爸', '黃阿姨']),
      relation: rng.pick(['配偶', '母親', '朋友', '父親', '親戚']),
      phone: `09${rng.int(10, 89)}-${rng.int(100, 999)}-${rng.int(100, 999)}`,
      visited_at: taipeiAt(day, hour),
      left_at: day < today ? taipeiAt(day, hour + 1) : null,
      temperature_c: rng.float(36.0, 37.2),
      temperature_site: 'forehead',
      note: null,
    });
  }
  return visits;
}

/** About three in ten go out for a morning around today, when that day falls within the stay. */
function maybeOuting({ rng, today }: CareContext, s: StayRow): Row | undefined {
  if (rng.next() >= 0.3) return undefined;
  const day = addDays(today, rng.int(-3, 5));
  if (day < s.start_date || day >= s.end_date) return undefined;
  return {
    mother: s.mother,
    kind: 'outside',
    start_at: taipeiAt(day, 9),
    end_at: taipeiAt(day, 12),
    destination_or_purpose: rng.pick(['產後回診', '寶寶預防針', '戶政事務所報戶口']),
    note: null,
  };
}

/** A visit booked within the coming week by a mother arriving within the month. */
function tourBooking({ rng, today }: CareContext, s: StayRow): Row {
  return {
    mother: s.mother,
    kind: 'reservation',
    start_at: taipeiAt(addDays(today, rng.int(0, 6)), rng.int(10, 16)),
    end_at: null,
    destination_or_purpose: rng.pick(['參觀房間', '入住前說明', '產前諮詢']),
    note: null,
  };
}
