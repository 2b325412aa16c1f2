import { z } from 'zod';
import { hbsagResults, type HbsagResult } from './mother';
import { milestoneKinds, milestoneResults, type MilestoneKind, type MilestoneResult } from './newborn-milestone';

/**
 * When a newborn's screenings, vaccines and paediatrician visits are due, worked out (never stored) from its birth,
 * its mother's HBsAg, her stay and the milestones recorded. Pure: the server's milestones route and the Today page
 * both answer from it. The rules and their sources: docs/clinical/milestones.md; the visit schedule: decision 0020.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Hours after birth from which each birth-timed milestone is due (`from`) and after which it is overdue (`by`):
 * - metabolic screening (國民健康署 新生兒先天性代謝異常疾病篩檢): heel-prick blood once the baby is 48 h old (and
 *   feeding); the best time is day 2–3, so overdue after 72 h;
 * - hearing screening (國民健康署 新生兒聽力篩檢, the 1316 rule): from 24 h (ideally before discharge, within 72 h),
 *   done within the first month (30 days here), overdue after it;
 * - hepatitis B vaccine, first dose (疾病管制署): as soon as possible, within 24 h of birth;
 * - HBIG (疾病管制署, since 2019-07-01 for every baby of an HBsAg-positive mother): as soon as possible, within 24 h.
 */
const birthRules = {
  metabolic_screening: { from: 48, by: 72 },
  hearing_screening: { from: 24, by: 30 * 24 },
  hep_b_vaccine: { from: 0, by: 24 },
  hbig: { from: 0, by: 24 },
} as const satisfies Record<Exclude<MilestoneKind, 'paediatrician_visit'>, { from: number; by: number }>;

/**
 * Paediatrician visits in the centre (decision 0020): the first by the end of the day after the mother's stay
 * starts (a stay has a day, not an hour: "within 24 h of arrival" read generously), then one a week: due from 6 days
 * after the last visit in the house, overdue 7 days after it.
 */
const visitRule = { firstWithinDays: 2, everyDays: 7, openDaysBefore: 1 } as const;

/** done: recorded; upcoming: not yet due; due: in its window; overdue: past it; not_needed; unknown: cannot tell. */
const milestoneStatuses = ['done', 'upcoming', 'due', 'overdue', 'not_needed', 'unknown'] as const;
export type MilestoneStatus = (typeof milestoneStatuses)[number];

export interface MilestoneRecord {
  id: number;
  kind: MilestoneKind;
  done_at: string;
  result: MilestoneResult;
  done_by: number | null;
}

export interface ScheduleItem {
  kind: MilestoneKind;
  due_from: string | null;
  due_at: string | null;
  status: MilestoneStatus;
  record: Omit<MilestoneRecord, 'kind'> | null;
}

export interface ScheduleInput {
  /** The baby's birth (ISO), null when not recorded. */
  birthAt: string | null;
  /** The mother's HBsAg, null when not recorded. */
  hbsag: HbsagResult | null;
  /** The first day (Taipei) of the mother's stay in the house now, null when she is not in the house. */
  arrivalDate: string | null;
  /** The baby's milestones (not archived), in any order. */
  records: readonly MilestoneRecord[];
  /** The moment the schedule is read at (ISO). */
  now: string;
}

const at = (ms: number) => new Date(ms).toISOString();
/** Midnight in Taipei (UTC+8, no summer time) of a YYYY-MM-DD day, as an ISO moment. */
const taipeiMidnight = (date: string) => Date.parse(`${date}T00:00:00+08:00`);

const statusAt = (now: number, from: number, by: number): MilestoneStatus =>
  now > by ? 'overdue' : now >= from ? 'due' : 'upcoming';

const recordOf = (r: MilestoneRecord) => ({ id: r.id, done_at: r.done_at, result: r.result, done_by: r.done_by });

/** Each milestone with its due time and status: one item per birth-timed kind, then the visits done and the next. */
export function newbornSchedule(input: ScheduleInput): ScheduleItem[] {
  const now = Date.parse(input.now);
  const birth = input.birthAt ? Date.parse(input.birthAt) : null;
  const byTime = [...input.records].sort((a, b) => a.done_at.localeCompare(b.done_at) || a.id - b.id);
  const items: ScheduleItem[] = [];

  for (const kind of milestoneKinds) {
    if (kind === 'paediatrician_visit') continue;
    const rule = birthRules[kind];
    const from = birth === null ? null : birth + rule.from * HOUR;
    const by = birth === null ? null : birth + rule.by * HOUR;
    const done = byTime.find((r) => r.kind === kind);
    const item = { kind, due_from: from === null ? null : at(from), due_at: by === null ? null : at(by) };
    let status: MilestoneStatus;
    if (done) status = 'done';
    else if (kind === 'hbig' && input.hbsag === 'negative') status = 'not_needed';
    else if (kind === 'hbig' && input.hbsag !== 'positive') status = 'unknown';
    else status = from === null || by === null ? 'unknown' : statusAt(now, from, by);
    items.push({ ...item, status, record: done ? recordOf(done) : null });
  }

  items.push(...visits(input, byTime, now));
  return items;
}

/** The paediatrician visits done, each with when it was due while in the house, and the next one. */
function visits(input: ScheduleInput, byTime: readonly MilestoneRecord[], now: number): ScheduleItem[] {
  const done = byTime.filter((r) => r.kind === 'paediatrician_visit');
  const arrival = input.arrivalDate === null ? null : taipeiMidnight(input.arrivalDate);
  const first = arrival === null ? null : { from: arrival, by: arrival + visitRule.firstWithinDays * DAY };
  const after = (r: MilestoneRecord) => {
    const last = Date.parse(r.done_at);
    return { from: last + (visitRule.everyDays - visitRule.openDaysBefore) * DAY, by: last + visitRule.everyDays * DAY };
  };
  const items: ScheduleItem[] = [];
  let previous: MilestoneRecord | null = null;
  for (const r of done) {
    // Only visits during this stay count towards its schedule; earlier ones (the hospital's) are listed as done.
    const inHouse = arrival !== null && Date.parse(r.done_at) >= arrival;
    const due = !inHouse ? null : previous ? after(previous) : first;
    items.push({
      kind: 'paediatrician_visit',
      due_from: due ? at(due.from) : null,
      due_at: due ? at(due.by) : null,
      status: 'done',
      record: recordOf(r),
    });
    if (inHouse) previous = r;
  }
  if (first === null) {
    // Not in the house: the centre's visits are not due; answered once so that each kind has its line.
    if (!done.length)
      items.push({ kind: 'paediatrician_visit', due_from: null, due_at: null, status: 'not_needed', record: null });
    return items;
  }
  const next = previous ? after(previous) : first;
  items.push({
    kind: 'paediatrician_visit',
    due_from: at(next.from),
    due_at: at(next.by),
    status: statusAt(now, next.from, next.by),
    record: null,
  });
  return items;
}

/** Whether an item belongs on the Today page: due or overdue. */
export const isPending = (item: ScheduleItem) => item.status === 'due' || item.status === 'overdue';

// ---------------------------------------------------------------- the API's shapes

const MilestoneRecordOut = z.object({
  id: z.number().int(),
  done_at: z.string(),
  result: z.enum(milestoneResults),
  done_by: z.number().int().nullable(),
});

export const MilestoneItem = z.object({
  kind: z.enum(milestoneKinds),
  due_from: z.string().nullable(),
  due_at: z.string().nullable(),
  status: z.enum(milestoneStatuses),
  /** The record that did it (status done), else null. */
  record: MilestoneRecordOut.nullable(),
});
export type MilestoneItem = z.infer<typeof MilestoneItem>;

/** GET /api/baby/{id}/milestones/. */
export const BabyMilestones = z
  .object({
    baby: z.object({ id: z.number().int(), name: z.string() }),
    birth_at: z.string().nullable(),
    hbsag: z.enum(hbsagResults).nullable(),
    /** The first day of the mother's stay in the house now, null when she is not in the house. */
    arrival_date: z.string().nullable(),
    items: z.array(MilestoneItem),
  })
  .meta({
    id: 'centre_baby_milestones',
    examples: [
      {
        baby: { id: 1, name: '王小寶' },
        birth_at: '2026-02-26T00:40:00.000Z',
        hbsag: 'negative' as const,
        arrival_date: '2026-03-01',
        items: [
          {
            kind: 'hep_b_vaccine' as const,
            due_from: '2026-02-26T00:40:00.000Z',
            due_at: '2026-02-27T00:40:00.000Z',
            status: 'done' as const,
            record: { id: 21, done_at: '2026-02-26T03:00:00.000Z', result: 'given' as const, done_by: null },
          },
          {
            kind: 'hbig' as const,
            due_from: '2026-02-26T00:40:00.000Z',
            due_at: '2026-02-27T00:40:00.000Z',
            status: 'not_needed' as const,
            record: null,
          },
          {
            kind: 'hearing_screening' as const,
            due_from: '2026-02-27T00:40:00.000Z',
            due_at: '2026-03-28T00:40:00.000Z',
            status: 'due' as const,
            record: null,
          },
        ],
      },
    ],
  });
export type BabyMilestones = z.infer<typeof BabyMilestones>;
