import { momBillingRecord } from '@pnc/schemas/centre/mom-billing-record';
import { nowIso } from '../lib/time';
import type { DbOrTrx } from './audit-repository';
import { roomTypeRate } from './mom-billing-record-routes';
import { addDays, todayTaipei } from './care-time';
import { auditWrite, untyped } from './repository';

/** Whole days from a to b (YYYY-MM-DD). */
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** The end a checkout today gives a stay: today when it was booked to run longer (end_date is the first free day). */
export const checkoutEndDate = (plannedEnd: string) => {
  const today = todayTaipei();
  return plannedEnd > today ? today : plannedEnd;
};

/** A bill line for the days not stayed, as `settleEarlyLeave` writes it. */
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
 * Leaving early is settled: when checkout ends a stay before its planned end, the days not stayed are credited
 * on her bill as one `early_leave` line, priced at the contract's room type's daily rate (the stay's room's
 * type when the contract names none). Answers that line unwritten, so the balance a checkout shows and asks
 * to confirm already holds it; null when nothing is owed back (left on time, or no rate to price it from).
 */
export async function earlyLeaveCredit(
  db: DbOrTrx,
  s: { mother: number; room: number; plannedEnd: string; endDate: string },
): Promise<EarlyLeaveLine | null> {
  const days = daysBetween(s.endDate, s.plannedEnd);
  if (days <= 0) return null;
  const trx = untyped(db);
  const contract = (await trx
    .selectFrom('contract')
    .select('id')
    .where('mother', '=', s.mother)
    .where('status', 'in', ['reserved', 'checked_in'])
    .orderBy('expected_date', 'desc')
    .executeTakeFirst()) as { id: number } | undefined;
  let rate = contract ? await roomTypeRate(trx, contract.id) : null;
  if (rate === null) {
    const room = (await trx
      .selectFrom('room')
      .innerJoin('room_type', 'room_type.id', 'room.room_type')
      .select('room_type.daily_rate')
      .where('room.id', '=', s.room)
      .executeTakeFirst()) as { daily_rate: number | string } | undefined;
    rate = room ? Number(room.daily_rate) : null;
  }
  if (rate === null) return null;
  return {
    mother: s.mother,
    contract: contract?.id ?? null,
    item: `提前退房 ${days} 天（${s.endDate}–${addDays(s.plannedEnd, -1)}）`,
    category: 'early_leave',
    quantity: days,
    unit_price: rate,
    amount: days * rate,
    billed_at: todayTaipei(),
    paid: 0,
    paid_at: null,
    payment_method: null,
    note: null,
  };
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
