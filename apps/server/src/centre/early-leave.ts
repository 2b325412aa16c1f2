import { momBillingRecord } from '@pnc/schemas/centre/mom-billing-record';
import { nowIso } from '../lib/time';
import type { DbOrTrx } from './audit-repository';
import { earlyLeaveCredits, nightsBetween } from '@pnc/schemas/centre/bill';
import { addDays, todayTaipei } from './care-time';
import { auditWrite, untyped } from './repository';

/** The end a checkout today gives a stay: today when it was booked to run longer (end_date is the first free day). */
export const checkoutEndDate = (plannedEnd: string) => {
  const today = todayTaipei();
  return plannedEnd > today ? today : plannedEnd;
};

/** A bill line for nights not stayed, as `settleEarlyLeave` writes it. */
export interface EarlyLeaveLine {
  mother: number;
  contract: number | null;
  item: string;
  category: 'early_leave';
  quantity: number;
  unit_price: number;
  amount: number;
  billed_at: string;
  paid: 0;
  paid_at: null;
  payment_method: null;
  note: null;
}

/**
 * Leaving early is settled by the bill's one rule (`earlyLeaveCredits`): only nights that were billed and not
 * stayed are credited, at the price they were billed at, one `early_leave` line per price. Nights stayed count
 * every stay of hers that was lived (in house or checked out; a room change splits one stay in two), this one
 * ending on `endDate`. Answers the lines unwritten, so the bill a checkout shows and asks to confirm already
 * holds them; none when nothing was billed beyond the nights stayed.
 */
export async function earlyLeaveLines(
  db: DbOrTrx,
  s: { mother: number; stay: number; plannedEnd: string; endDate: string },
): Promise<EarlyLeaveLine[]> {
  const nightsGivenUp = nightsBetween(s.endDate, s.plannedEnd);
  if (nightsGivenUp <= 0) return [];
  const trx = untyped(db);
  const stays = (await trx
    .selectFrom('mom_living_record')
    .select(['id', 'start_date', 'end_date'])
    .where('mother', '=', s.mother)
    .where('status', 'in', ['in_house', 'checked_out'])
    .execute()) as { id: number; start_date: string; end_date: string }[];
  const nightsStayed = stays.reduce(
    (n, st) => n + nightsBetween(st.start_date, Number(st.id) === s.stay ? s.endDate : st.end_date),
    0,
  );
  const lines = (await trx
    .selectFrom('mom_billing_record')
    .select(['id', 'category', 'quantity', 'unit_price', 'billed_at'])
    .where('mother', '=', s.mother)
    .execute()) as { id: number; category: string; quantity: number | string; unit_price: number | string; billed_at: string }[];
  const credits = earlyLeaveCredits(
    lines.map((l) => ({
      id: Number(l.id),
      category: l.category,
      quantity: Number(l.quantity),
      unit_price: Number(l.unit_price),
      billed_at: String(l.billed_at),
    })),
    { nightsStayed, nightsGivenUp },
  );
  if (!credits.length) return [];
  const contract = (await trx
    .selectFrom('contract')
    .select('id')
    .where('mother', '=', s.mother)
    .where('status', 'in', ['reserved', 'checked_in'])
    .orderBy('expected_date', 'desc')
    .executeTakeFirst()) as { id: number } | undefined;
  const lastNight = addDays(s.plannedEnd, -1);
  return credits.map((c) => ({
    mother: s.mother,
    contract: contract?.id ?? null,
    item: `提前退房 ${c.quantity} 晚（${s.endDate}–${lastNight}）`,
    category: 'early_leave',
    quantity: c.quantity,
    unit_price: c.unit_price,
    amount: c.quantity * c.unit_price,
    billed_at: todayTaipei(),
    paid: 0,
    paid_at: null,
    payment_method: null,
    note: null,
  }));
}

/** Writes the early-leave line inside the checkout's transaction, audited; answers its id. */
export async function settleEarlyLeave(db: DbOrTrx, line: EarlyLeaveLine, actorId: number): Promise<number> {
  const now = nowIso();
  const written = (await untyped(db)
    .insertInto('mom_billing_record')
    .values({ ...line, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()) as { id: number };
  await auditWrite(db, momBillingRecord, { id: actorId }, 'create', Number(written.id), { ...line, paid: false });
  return Number(written.id);
}
