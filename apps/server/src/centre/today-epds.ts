import { EPDS_DISCHARGE_DAYS } from '@pnc/schemas/centre/epds';
import type { TodayEpdsDue } from '@pnc/schemas/centre/today';
import type { DbOrTrx } from './audit-repository';
import { addDays, taipeiDayStart } from './care-time';
import { untyped } from './repository';

interface StayInHouse {
  mother_id: number;
  mother_name: string;
  room_id: number;
  number: string;
  start_date: string;
  end_date: string;
}

/**
 * Mothers in the house due for EPDS (decision 0023: screen on arrival and again before discharge): one with no arrival
 * screening since her stay began; one whose planned end is at most EPDS_DISCHARGE_DAYS away with no before-discharge
 * screening since that window opened.
 */
export async function epdsDue(db: DbOrTrx, today: string, stays: readonly StayInHouse[]): Promise<TodayEpdsDue[]> {
  if (!stays.length) return [];
  const screenings = (await untyped(db)
    .selectFrom('epds_screening')
    .select(['mother', 'occasion', 'screened_at'])
    .where(
      'mother',
      'in',
      stays.map((s) => Number(s.mother_id)),
    )
    .where('archived_at', 'is', null)
    .execute()) as { mother: number; occasion: string; screened_at: string }[];
  const had = (mother: number, occasion: string, since: string) =>
    screenings.some((s) => Number(s.mother) === mother && s.occasion === occasion && s.screened_at >= since);
  const due: TodayEpdsDue[] = [];
  for (const s of stays) {
    const who = { mother: { id: Number(s.mother_id), name: s.mother_name }, room: { id: Number(s.room_id), number: s.number } };
    if (!had(Number(s.mother_id), 'arrival', taipeiDayStart(s.start_date))) due.push({ ...who, occasion: 'arrival' });
    const windowOpens = addDays(s.end_date, -EPDS_DISCHARGE_DAYS);
    if (today >= windowOpens && !had(Number(s.mother_id), 'before_discharge', taipeiDayStart(windowOpens)))
      due.push({ ...who, occasion: 'before_discharge' });
  }
  return due;
}
