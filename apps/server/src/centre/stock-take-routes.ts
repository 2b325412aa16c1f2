import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '@pnc/schemas/common';
import { sparePartRecord } from '@pnc/schemas/centre/spare-part-record';
import { staleLineField, StockTake, StockTaken } from '@pnc/schemas/centre/stock-take';
import { AppError, conflict, invalid } from '../lib/errors';
import { nowIso } from '../lib/time';
import { requireUser } from '../plugins/auth';
import { tokenSecurity } from '../plugins/openapi';
import type { DbOrTrx } from './audit-repository';
import { mapDbError } from './db-errors';
import { untyped } from './repository';
import { newTotal, writeMoveRow } from './spare-part-repository';

/**
 * A stock take (盤點): every line is one conditional write, `UPDATE spare_part SET total = counted WHERE id = part
 * AND total = expected`, all in one transaction. A line whose stock is no longer what the counter saw (someone took
 * or returned some meanwhile) matches nothing; then the whole take is refused, 409 stock_changed naming each such
 * line (`lines.<i>.expected`: `stock_changed:<stock now>`), and nothing is written. Each line counted is an
 * `adjust` move of the part (quantity = the count, 0 for an empty shelf), audited as the stock moves are.
 */
export async function takeStock(db: DbOrTrx, take: StockTake, actorId: number): Promise<StockTaken> {
  try {
    return await db.transaction().execute(async (t) => {
      const trx = untyped(t);
      const now = nowIso();
      const stale: Record<string, string[]> = {};
      const missing: Record<string, string[]> = {};
      const done: StockTaken['lines'] = [];
      for (const [i, line] of take.lines.entries()) {
        const counted = sql`cast(${line.counted} as integer)`;
        const part = (await trx
          .updateTable('spare_part')
          .set(newTotal(counted, now))
          .where('id', '=', line.spare_part_id)
          .where('total', '=', line.expected)
          .returning(['low_stock'])
          .executeTakeFirst()) as { low_stock: number } | undefined;
        if (!part) {
          const found = (await trx
            .selectFrom('spare_part')
            .select('total')
            .where('id', '=', line.spare_part_id)
            .executeTakeFirst()) as { total: number } | undefined;
          if (found) stale[staleLineField(i)] = [`stock_changed:${Number(found.total)}`];
          else missing[`lines.${i}.spare_part_id`] = ['not_an_id'];
          continue;
        }
        const answer = await writeMoveRow(
          t,
          { part: line.spare_part_id, quantity: line.counted, operation: 'adjust', reason: take.reason || null },
          actorId,
          now,
          { part_total: line.counted, expected: line.expected },
        );
        done.push({
          spare_part_id: line.spare_part_id,
          expected: line.expected,
          counted: line.counted,
          record: Number(answer.id),
          low_stock: Boolean(Number(part.low_stock)),
        });
      }
      // Throwing rolls back every line already written: all or none.
      if (Object.keys(missing).length) throw invalid(missing);
      if (Object.keys(stale).length)
        throw conflict(
          'stock_changed',
          'The stock of some parts changed since they were counted; nothing was written. Recount those lines.',
          stale,
        );
      return { lines: done };
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw mapDbError(err, sparePartRecord, 'write');
  }
}

/** POST /api/stock_take/ (staff, under the centre's guard, as any stock move). */
export function stockTakeRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/stock_take/',
    {
      schema: {
        security: tokenSecurity,
        tags: ['centre'],
        operationId: 'takeStock',
        summary: 'Record a stock take (盤點)',
        description:
          'Each line: the part, what was counted (a whole number from 0: an empty shelf is counted) and the stock ' +
          'the counter saw before counting. Written all or none, each line one conditional write: a line whose ' +
          'stock changed since is 409 stock_changed, its field lines.<i>.expected noted stock_changed:<stock now>, ' +
          'and nothing is written. Each line counted is an adjust stock move. Needs staff.',
        body: StockTake,
        response: { 201: StockTaken, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.code(201).send(await takeStock(app.db, request.body, user.id));
    },
  );
}
