import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '@pnc/schemas/common';
import { fieldErrorOf } from '@pnc/schemas/field-errors';
import { schemasOf } from '@pnc/schemas/centre/define';
import { momCheckinRecord } from '@pnc/schemas/centre/mom-checkin-record';
import { stayTransitions } from '@pnc/schemas/centre/stay-transitions';
import { conflict, invalid } from '../lib/errors';
import { nowIso } from '../lib/time';
import { guard } from '../plugins/auth';
import { auditReads, noteRead } from './read-audit';
import { todayTaipei } from './care-time';
import { type AnyDb, fromRow, isPostgres, type ResourceHooks, type Row, untyped } from './repository';
import { inHouseStay } from './room-routes';
import { tokenSecurity } from '../plugins/openapi';

/**
 * Creating a check-in checks the mother in, in the same transaction: her booked stay that covers the check-in day
 * (in the room given, if one is) goes in_house, its room occupied and her contract checked_in. Refused with 409 when
 * she has no such stay (no_booked_stay), the room is being cleaned or repaired (room_not_ready) or still has
 * someone in it (room_occupied), she is in house in another stay already (already_in_house), or the contract named is
 * not reserved (contract_not_reserved); a check-in time ahead of now is a 400 on checkin_at (in_future). Editing a check-in
 * afterwards corrects its record only.
 */
export const checkinHooks: ResourceHooks = {
  async beforeWrite(trx: AnyDb, row: Row, id: number | undefined) {
    if (id !== undefined) return;
    const at = Date.parse(row.checkin_at as string);
    if (at > Date.now()) throw invalid({ checkin_at: ['in_future'] });
    const day = todayTaipei(at);
    if (isPostgres(trx)) await trx.selectFrom('mother').select('id').where('id', '=', row.mother).forUpdate().execute();
    const inHouse = await trx
      .selectFrom('mom_living_record')
      .select('id')
      .where('mother', '=', row.mother)
      .where('status', '=', 'in_house')
      .executeTakeFirst();
    if (inHouse)
      throw conflict('already_in_house', `This mother is already in house (stay ${String(inHouse.id)}).`, {
        mother: ['already in house'],
      });
    let q = trx
      .selectFrom('mom_living_record')
      .selectAll()
      .where('mother', '=', row.mother)
      .where('status', '=', 'booked')
      .where('start_date', '<=', day)
      .where('end_date', '>', day);
    if (row.room != null) q = q.where('room', '=', row.room);
    if (isPostgres(trx)) q = q.forUpdate();
    const stay = (await q.executeTakeFirst()) as { id: number; room: number } | undefined;
    if (!stay)
      throw conflict('no_booked_stay', `This mother has no booked stay${row.room != null ? ' in this room' : ''} on ${day}.`, {
        mother: ['no booked stay on the check-in day'],
      });
    let rq = trx.selectFrom('room').select(['id', 'status']).where('id', '=', stay.room);
    if (isPostgres(trx)) rq = rq.forUpdate();
    const room = (await rq.executeTakeFirstOrThrow()) as { status: string };
    if (await inHouseStay(trx, stay.room))
      throw conflict('room_occupied', 'The previous stay in this room is not checked out yet.', { room: ['still occupied'] });
    if (room.status === 'cleaning' || room.status === 'maintenance')
      throw conflict('room_not_ready', `The room is not ready (${room.status}).`, { room: [room.status] });

    let cq = trx.selectFrom('contract').select(['id', 'mother', 'status']).where('mother', '=', row.mother);
    cq = row.contract != null ? cq.where('id', '=', row.contract) : cq.where('status', '=', 'reserved').orderBy('expected_date');
    const contract = (await cq.executeTakeFirst()) as { id: number; mother: number; status: string } | undefined;
    if (row.contract != null && !contract) throw invalid({ contract: ['not_hers'] }, "The contract is another mother's.");
    if (contract && contract.status !== 'reserved')
      throw conflict('contract_not_reserved', `The contract is ${contract.status}, not reserved.`, {
        contract: [contract.status],
      });

    const now = nowIso();
    // booked → in_house is one conditional write: of two check-ins (or a check-in and a cancel) of one stay, the
    // one that finds it no longer booked is refused.
    const { from, to } = stayTransitions.check_in;
    const checkedIn = await trx
      .updateTable('mom_living_record')
      .set({ status: to, updated_at: now })
      .where('id', '=', stay.id)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(checkedIn.numUpdatedRows) !== 1)
      throw conflict('no_booked_stay', 'The stay is no longer booked: it changed meanwhile.', {
        mother: ['no booked stay on the check-in day'],
      });
    await trx.updateTable('room').set({ status: 'occupied', updated_at: now }).where('id', '=', stay.room).execute();
    if (contract) {
      const moved = await trx
        .updateTable('contract')
        .set({ status: 'checked_in', updated_at: now })
        .where('id', '=', contract.id)
        .where('status', '=', 'reserved')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1)
        throw conflict('contract_not_reserved', 'The contract changed meanwhile.', { contract: ['not reserved'] });
    }
  },
};

const MAX_MOTHERS = 500;

/** ?mothers=[1,2,3]: a JSON list of mother ids; anything else is a 400 on `mothers`. */
function parseMothers(text: string): number[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid({ mothers: ['invalid'] }, 'mothers must be a JSON list of mother ids, e.g. [1,2].');
  }
  const ids = z.array(z.number().int().positive()).max(MAX_MOTHERS).safeParse(parsed);
  if (!ids.success) throw invalid(
      { mothers: [fieldErrorOf(ids.error.issues[0]!, parsed)] },
      `mothers must be a JSON list of at most ${MAX_MOTHERS} mother ids.`,
    );
  return [...new Set(ids.data)];
}

/** GET /api/mom_checkin_record/multiple/?mothers=[ids]: the check-ins of many mothers at once. */
export function checkinRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/mom_checkin_record/multiple/',
    {
      onRequest: guard.role(momCheckinRecord.permissions.read),
      onSend: auditReads,
      schema: {
        security: tokenSecurity,
        tags: ['centre'],
        summary: 'Check-ins of many mothers',
        description:
          'Answers every match in one DRF-style page {count, next: null, previous: null, results}, by mother then check-in time.',
        querystring: z.object({ mothers: z.string().max(5000).describe('JSON list of mother ids, e.g. [1,2]') }),
        response: { 200: schemasOf(momCheckinRecord).Page, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const ids = parseMothers(request.query.mothers);
      const rows = ids.length
        ? await untyped(app.db)
            .selectFrom('mom_checkin_record')
            .selectAll()
            .where('mother', 'in', ids)
            .orderBy('mother')
            .orderBy('checkin_at')
            .orderBy('id')
            .execute()
        : [];
      const results = rows.map((r) => fromRow(momCheckinRecord, r));
      noteRead(
        request,
        momCheckinRecord.name,
        results.map((r) => r.id as number),
      );
      return { count: results.length, next: null, previous: null, results: results as never[] };
    },
  );
}
