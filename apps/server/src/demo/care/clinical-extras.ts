import type { MilestoneKind, MilestoneResult } from '@pnc/schemas/centre/newborn-milestone';
import { currentNoticeVersion } from '@pnc/schemas/centre/privacy-notice';
import { addDays, todayTaipei } from '../../centre/care-time';
import { DAY, HOUR, MINUTE } from '../../lib/time';
import { prng, type Rng } from '../prng';
import type { CareContext, StayRow } from './context';
import { daysBetween, taipeiAt } from './dates';

/** A stay's arrival: its first day, in the afternoon (the check-in evaluation follows at 15:30). */
const ARRIVAL_HOUR = 15;

/**
 * The clinical records (docs/clinical/) around the demo stays:
 * - every mother's HBsAg: negative, but positive for one mother in the house (her baby had HBIG) and unknown for the
 *   newest arrival (her hospital papers are not in yet) and one booked mother;
 * - the data consent each mother signed on arrival (the current notice), but not the newest arrival yet, so the
 *   dashboard's "no consent" state shows;
 * - each baby's screenings, vaccines and paediatrician visits: hepatitis B vaccine (and HBIG) within hours of birth and
 *   the heel-prick after 48 h (mostly at the hospital), hearing, a visit the day after arrival and weekly after; two
 *   babies in the house have not had their hearing screening yet, so Today lists it;
 * - the doses given to the mothers in the house (uterotonic in the first postpartum week, iron, paracetamol for the
 *   wound, a stool softener) and their breastfeeds (those of the baby's care log) and pumping over the last day.
 *
 * Its own PRNG: the areas before it draw the same numbers as they did before it came.
 */
export async function seedClinicalExtras(ctx: CareContext) {
  const rng = prng(20260326);
  const order = [...ctx.inHouse].sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id);
  const roles = {
    positive: order[0]?.mother ?? null,
    newest: order.length > 1 ? order[order.length - 1]!.mother : null,
    booked: ctx.stays.find((s) => s.start_date > ctx.today)?.mother ?? null,
  };
  await setHbsag(ctx, roles);
  await seedConsents(ctx, rng, roles.newest);
  await seedMilestones(ctx, rng, roles.positive);
  await seedMedication(ctx, rng);
  await seedFeedingLog(ctx, rng);
}

async function setHbsag({ trx }: CareContext, roles: { positive: number | null; newest: number | null; booked: number | null }) {
  await trx.updateTable('mother').set({ hbsag: 'negative' }).execute();
  if (roles.positive !== null)
    await trx.updateTable('mother').set({ hbsag: 'positive' }).where('id', '=', roles.positive).execute();
  const unknown = [roles.newest, roles.booked].filter((m): m is number => m !== null);
  if (unknown.length) await trx.updateTable('mother').set({ hbsag: 'unknown' }).where('id', 'in', unknown).execute();
}

/** A signed consent at the start of each stay that has begun, witnessed by a nurse; none yet for `unsigned`. */
async function seedConsents({ started, motherById, nurses, insertHappened }: CareContext, rng: Rng, unsigned: number | null) {
  const rows = started
    .filter((s) => s.mother !== unsigned)
    .map((s) => ({
      mother: s.mother,
      notice_version: currentNoticeVersion,
      consented_at: taipeiAt(s.start_date, ARRIVAL_HOUR, rng.int(0, 20)),
      signed_name: motherById.get(s.mother)!.name,
      health_data: 1,
      witness: rng.pick(nurses),
      withdrawn_at: null,
      note: null,
    }));
  await insertHappened('mom_consent', rows, 'consented_at');
}

/**
 * The milestones of the babies whose mothers have come: those done at the birth hospital are recorded from its
 * papers (noted so), the rest in the house; a metabolic result comes back about a week after the sample.
 */
async function seedMilestones(
  { babies, started, inHouse, nurses, insertHappened }: CareContext,
  rng: Rng,
  positive: number | null,
) {
  const now = Date.now();
  const stayOf = new Map(started.map((s) => [s.mother, s]));
  const here = new Set(inHouse.map((s) => s.mother));
  const rows: Record<string, unknown>[] = [];
  let inHouseBaby = 0;
  for (const b of babies) {
    const s = stayOf.get(b.mother);
    if (!s || !b.birth_at) continue;
    const birth = Date.parse(b.birth_at);
    const arrival = Date.parse(taipeiAt(s.start_date, ARRIVAL_HOUR));
    const position = here.has(b.mother) ? inHouseBaby++ : -1;
    const record = (kind: MilestoneKind, at: number, result: MilestoneResult, note: string | null = null) => {
      const hospital = at < arrival;
      rows.push({
        baby: b.id,
        kind,
        done_at: new Date(at).toISOString(),
        result,
        done_by: rng.pick(nurses),
        note: note ?? (hospital ? '出生醫院完成，依出院病歷登錄' : null),
      });
    };

    record('hep_b_vaccine', birth + rng.int(60, 360) * MINUTE, 'given');
    if (b.mother === positive) record('hbig', birth + rng.int(30, 180) * MINUTE, 'given', '出生醫院施打，與B肝疫苗分側注射');
    const heel = birth + (48 + rng.int(0, 12)) * HOUR + rng.int(0, 59) * MINUTE;
    record('metabolic_screening', heel, now - heel > 7 * DAY ? 'normal' : 'pending');
    // The first and fourth babies in the house are to be screened here: their hearing screening is due on Today.
    const hearing = birth + rng.int(24, 60) * HOUR + rng.int(0, 59) * MINUTE;
    if (position === 2) record('hearing_screening', hearing, 'refer', '右耳未通過，已安排複篩');
    else if (position !== 0 && position !== 3) record('hearing_screening', hearing, 'pass');
    // The paediatrician the day after arrival, then weekly while she stays.
    for (let day = addDays(s.start_date, 1); day < s.end_date; day = addDays(day, 7)) {
      const followUp = rng.next() < 0.12;
      record(
        'paediatrician_visit',
        Date.parse(taipeiAt(day, 10, rng.int(0, 50))),
        followUp ? 'follow_up' : 'normal',
        followUp ? '黃疸持續觀察，三天後複測' : null,
      );
    }
  }
  await insertHappened('newborn_milestone', rows, 'done_at');
}

/** Whether an hour of a day falls in a stay that has begun: after the day she came, or that day after she arrived. */
const afterArrival = (s: StayRow, date: string, hour: number) =>
  date > s.start_date || (date === s.start_date && hour > ARRIVAL_HOUR);

/**
 * The doses given to the mothers in the house: methylergonovine three times a day in the first postpartum week, and
 * over the last two days iron in the morning, paracetamol for the wound (three times a day after a caesarean, now and
 * then after a vaginal birth) and, for about half, a stool softener at night.
 */
async function seedMedication({ inHouse, motherById, babies, nurses, today, insertHappened }: CareContext, rng: Rng) {
  const rows: Record<string, unknown>[] = [];
  for (const s of inHouse) {
    const baby = babies.find((b) => b.mother === s.mother && b.birth_at);
    if (!baby) continue;
    const birthDay = todayTaipei(Date.parse(baby.birth_at!));
    const caesarean = motherById.get(s.mother)?.delivery_type === 'cesarean';
    const softener = rng.next() < 0.5;
    const dose = (date: string, hour: number, drug: string, amount: number, reason: string) => {
      const row = {
        mother: s.mother,
        given_at: taipeiAt(date, hour, rng.int(0, 20)),
        drug,
        dose: amount,
        dose_unit: 'mg',
        route: 'oral',
        given_by: rng.pick(nurses),
        reason,
        note: null,
      };
      if (afterArrival(s, date, hour)) rows.push(row);
    };
    for (let date = s.start_date; date <= today; date = addDays(date, 1)) {
      const postpartum = daysBetween(birthDay, date);
      if (postpartum <= 6) for (const hour of [8, 14, 20]) dose(date, hour, '子宮收縮劑 Methylergonovine', 0.125, '促進子宮收縮');
      if (date < addDays(today, -1)) continue;
      dose(date, 9, '鐵劑 Ferrous sulfate', 325, '產後補充鐵質');
      if (caesarean && postpartum <= 10)
        for (const hour of [8, 14, 20]) dose(date, hour, '普拿疼 Acetaminophen', 500, '剖腹產傷口疼痛');
      else if (rng.next() < 0.5) dose(date, rng.pick([10, 15, 22]), '普拿疼 Acetaminophen', 500, '會陰傷口疼痛');
      if (softener) dose(date, 21, '軟便劑 Magnesium oxide', 250, '產後便秘');
    }
  }
  await insertHappened('mom_medication_record', rows, 'given_at');
}

/**
 * The mothers' side of feeding over the last 24 hours: each breastfeed of the baby's care log (same time, side,
 * minutes and nurse), and pumping sessions, four a day for mixed feeding and two for breastfeeding (milk to store),
 * the volume rising as her milk comes in.
 */
async function seedFeedingLog({ trx, inHouse, babies, nurses, today, insertHappened }: CareContext, rng: Rng) {
  const since = new Date(Date.now() - DAY).toISOString();
  const stayOf = new Map(inHouse.map((s) => [s.mother, s]));
  const motherOf = new Map(babies.map((b) => [b.id, b.mother]));
  const feeds = (await trx
    .selectFrom('baby_care_event')
    .select(['baby', 'occurred_at', 'side', 'minutes', 'nurse'])
    .where('kind', '=', 'breastfeed')
    .where('occurred_at', '>', since)
    .orderBy('occurred_at')
    .orderBy('id')
    .execute()) as { baby: number; occurred_at: string; side: string; minutes: number; nurse: number | null }[];
  const rows: Record<string, unknown>[] = [];
  for (const f of feeds) {
    const mother = motherOf.get(Number(f.baby));
    const s = mother === undefined ? undefined : stayOf.get(mother);
    if (!s || f.occurred_at <= taipeiAt(s.start_date, ARRIVAL_HOUR)) continue;
    rows.push({
      mother: s.mother,
      occurred_at: f.occurred_at,
      kind: 'breastfeed',
      side: f.side,
      minutes: Number(f.minutes),
      volume_ml: null,
      nurse: f.nurse,
      note: null,
    });
  }
  for (const s of inHouse) {
    const baby = babies.find((b) => b.mother === s.mother && b.birth_at);
    if (!baby || baby.feeding_type === 'formula') continue;
    const birthDay = todayTaipei(Date.parse(baby.birth_at!));
    const hours = baby.feeding_type === 'mixed' ? [1, 7, 13, 19] : [10, 22];
    for (const date of [addDays(today, -1), today]) {
      const day = daysBetween(birthDay, date) + 1;
      for (const hour of hours) {
        const volume = day <= 3 ? rng.int(5, 30) : day <= 5 ? rng.int(30, 80) : rng.int(60, 150);
        const row = {
          mother: s.mother,
          occurred_at: taipeiAt(date, hour, rng.int(0, 50)),
          kind: 'pump',
          side: 'both',
          minutes: rng.int(15, 25),
          volume_ml: volume,
          nurse: rng.pick(nurses),
          note: null,
        };
        if (afterArrival(s, date, hour) && row.occurred_at > since) rows.push(row);
      }
    }
  }
  await insertHappened('mom_feeding_log', rows, 'occurred_at');
}
