import { type RawBuilder, sql } from 'kysely';
import { sparePartRecord, type stockOperations } from '@pnc/schemas/centre/spare-part-record';
import { conflict, invalid } from '../lib/errors';
import { nowIso } from '../lib/time';
import type { DbOrTrx } from './audit-repository';
import { mapDbError } from './db-errors';
import { auditWrite, filledFields, fromRow, type Row, untyped } from './repository';

export interface StockMove {
  part: number;
  quantity: number;
  operation: (typeof stockOperations)[number];
  reason?: string | null;
}

/** A part's new total and, in the same statement, whether it is now at or under its safety stock. */
export const newTotal = (next: RawBuilder<unknown>, now: string) => ({
  total: next,
  low_stock: sql`case when ${next} <= coalesce(safety_stock, 0) then 1 else 0 end`,
  updated_at: now,
});

/**
 * Writes a move's row and its audit row in the move's transaction; `extra` is what the audit names beside the row's
 * fields (the part's total after it, what a stock take expected).
 */
export async function writeMoveRow(t: DbOrTrx, move: StockMove, actorId: number, now: string, extra: Record<string, unknown>) {
  const row = (await untyped(t)
    .insertInto('spare_part_record')
    .values({
      part: move.part,
      quantity: move.quantity,
      operation: move.operation,
      reason: move.reason ?? null,
      user: actorId,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()) as Row;
  const answer = fromRow(sparePartRecord, row);
  await auditWrite(t, sparePartRecord, { id: actorId }, 'create', answer.id as number, {
    ...filledFields(sparePartRecord, answer),
    ...extra,
  });
  return answer;
}

/**
 * Records a stock move and changes the part's total in one transaction, by one conditional
 * UPDATE (never read-then-write): `out` only matches while total >= quantity, so concurrent takes
 * can never drive the stock below zero, and a refused take writes nothing. low_stock is set in
 * the same statement (SET expressions see the row's old values on both engines).
 */
export async function recordStockMove(db: DbOrTrx, move: StockMove, actorId: number) {
  const q = move.quantity;
  try {
    return await db.transaction().execute(async (t) => {
      const trx = untyped(t);
      const now = nowIso();
      const next =
        move.operation === 'in' ? sql`total + ${q}` : move.operation === 'out' ? sql`total - ${q}` : sql`cast(${q} as integer)`;
      let update = trx.updateTable('spare_part').set(newTotal(next, now)).where('id', '=', move.part);
      if (move.operation === 'out') update = update.where('total', '>=', q);
      const part = (await update.returning(['total', 'low_stock']).executeTakeFirst()) as
        { total: number; low_stock: number } | undefined;
      if (!part) {
        const found = (await trx.selectFrom('spare_part').select('total').where('id', '=', move.part).executeTakeFirst()) as
          { total: number } | undefined;
        if (!found) throw invalid({ part: ['not_an_id'] }, `No spare_part with id ${move.part}.`);
        throw conflict('insufficient_stock', `Only ${Number(found.total)} in stock: cannot take ${q}.`, {
          quantity: ['more than in stock'],
        });
      }
      const answer = await writeMoveRow(t, move, actorId, now, {
        part_total: Number(part.total),
      });
      return { ...answer, part_total: Number(part.total), low_stock: Boolean(Number(part.low_stock)) };
    });
  } catch (err) {
    throw mapDbError(err, sparePartRecord, 'write');
  }
}
