import type { HbsagResult } from '@pnc/schemas/centre/mother';
import { isPending, newbornSchedule, type MilestoneRecord, type ScheduleItem } from '@pnc/schemas/centre/newborn-schedule';
import type { TodayMilestone } from '@pnc/schemas/centre/today';
import type { DbOrTrx } from './audit-repository';
import { untyped } from './repository';

interface BabyRow {
  id: number;
  name: string;
  mother: number;
  birth_at: string | null;
  archived_at: string | null;
  hbsag: HbsagResult | null;
}

/** A baby's schedule with what it was worked out from (the records, the mother's stay in the house). */
interface BabySchedule {
  baby: BabyRow;
  stay: { id: number; start_date: string } | null;
  records: MilestoneRecord[];
  items: ScheduleItem[];
}

/**
 * The milestone schedules of these babies at `now`: each baby with its mother's HBsAg, her stay in the house (its
 * first day starts the paediatrician visits) and the milestones recorded (archived ones do not count).
 */
export async function readSchedules(db: DbOrTrx, babyIds: readonly number[], now: string): Promise<Map<number, BabySchedule>> {
  const out = new Map<number, BabySchedule>();
  if (!babyIds.length) return out;
  const q = untyped(db);
  const babies = (await q
    .selectFrom('baby as b')
    .innerJoin('mother as m', 'm.id', 'b.mother')
    .select(['b.id', 'b.name', 'b.mother', 'b.birth_at', 'b.archived_at', 'm.hbsag'])
    .where('b.id', 'in', [...babyIds])
    .execute()) as BabyRow[];
  if (!babies.length) return out;
  const motherIds = [...new Set(babies.map((b) => Number(b.mother)))];
  const stays = (await q
    .selectFrom('mom_living_record')
    .select(['id', 'mother', 'start_date'])
    .where('mother', 'in', motherIds)
    .where('status', '=', 'in_house')
    .orderBy('start_date')
    .execute()) as { id: number; mother: number; start_date: string }[];
  const stayOf = new Map(stays.map((s) => [Number(s.mother), { id: Number(s.id), start_date: s.start_date }] as const));
  const rows = (await q
    .selectFrom('newborn_milestone')
    .select(['id', 'baby', 'kind', 'done_at', 'result', 'done_by'])
    .where('baby', 'in', [...babyIds])
    .where('archived_at', 'is', null)
    .orderBy('done_at')
    .orderBy('id')
    .execute()) as (MilestoneRecord & { baby: number })[];
  for (const b of babies) {
    const id = Number(b.id);
    const stay = stayOf.get(Number(b.mother)) ?? null;
    const records = rows
      .filter((r) => Number(r.baby) === id)
      .map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        done_at: r.done_at,
        result: r.result,
        done_by: r.done_by == null ? null : Number(r.done_by),
      }));
    const items = newbornSchedule({
      birthAt: b.birth_at,
      hbsag: b.hbsag,
      arrivalDate: stay?.start_date ?? null,
      records,
      now,
    });
    out.set(id, { baby: { ...b, id, mother: Number(b.mother) }, stay, records, items });
  }
  return out;
}

/**
 * The Today page's milestones: what is due or overdue for the babies given (those of the mothers in the house),
 * most overdue first.
 */
export async function pendingMilestones(
  db: DbOrTrx,
  babies: readonly { id: number; name: string; mother: number }[],
  who: (motherId: number) => { mother: TodayMilestone['mother']; room: TodayMilestone['room'] },
  now: string,
): Promise<TodayMilestone[]> {
  const schedules = await readSchedules(
    db,
    babies.map((b) => Number(b.id)),
    now,
  );
  const out: TodayMilestone[] = [];
  for (const b of babies) {
    for (const item of schedules.get(Number(b.id))?.items.filter(isPending) ?? []) {
      out.push({
        kind: item.kind,
        status: item.status as TodayMilestone['status'],
        due_at: item.due_at!,
        baby: { id: Number(b.id), name: b.name },
        ...who(Number(b.mother)),
      });
    }
  }
  return out.sort((a, b) => a.due_at.localeCompare(b.due_at));
}
