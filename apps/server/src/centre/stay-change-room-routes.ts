import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, IdParams } from '@pnc/schemas/common';
import { schemasOf } from '@pnc/schemas/centre/define';
import { momLivingRecord, stayExample } from '@pnc/schemas/centre/mom-living-record';
import { stayTransitions } from '@pnc/schemas/centre/stay-transitions';
import { conflict, invalid, notFound } from '../lib/errors';
import { nowIso } from '../lib/time';
import { guard, requireUser } from '../plugins/auth';
import { tokenSecurity } from '../plugins/openapi';
import { todayTaipei } from './care-time';
import { auditWrite, fromRow, isPostgres, untyped } from './repository';
import { inHouseStay } from './room-routes';

type Stay = { id: number; mother: number; room: number; start_date: string; end_date: string; status: string };

/**
 * POST /api/mom_living_record/{id}/change_room/ {room, reason?}: one transaction. The in-house stay ends today
 * (Taipei day, checked_out) and the next stay starts today in the new room until the old planned end, in house;
 * the old room goes to cleaning, the new one occupied. Each write is conditional on the status it expects, so of
 * concurrent moves (or a move and a checkout) one wins and the others get 409. A stay that began today moves its
 * room in place (a stay has at least one night). Refusals: stay_not_in_house, room_not_ready, room_occupied,
 * room_taken (a booking in the new room before the planned end), all 409 with field errors.
 */
export function changeRoomRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/mom_living_record/:id/change_room/',
    {
      onRequest: guard.role(momLivingRecord.permissions.write),
      schema: {
        security: tokenSecurity,
        tags: ['centre'],
        summary: 'Move an in-house mother to another room',
        description:
          'Ends the in-house stay today and starts the next one in the new room until the planned end; old room → cleaning, new room → occupied. Needs staff.',
        params: IdParams,
        body: z.object({ room: z.number().int().positive(), reason: z.string().max(500).optional() }),
        response: {
          200: z.object({ ended: schemasOf(momLivingRecord).Entity, started: schemasOf(momLivingRecord).Entity }).meta({
            examples: [
              {
                ended: {
                  ...stayExample,
                  end_date: '2026-03-10',
                  status: 'checked_out',
                  checked_out_at: '2026-03-10T03:00:00.000Z',
                },
                started: {
                  ...stayExample,
                  id: 13,
                  room: 8,
                  start_date: '2026-03-10',
                  note: '換房 / Room change from stay 12: 冷氣故障',
                },
              },
            ],
          }),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const { id } = request.params;
      const { room: to, reason } = request.body;
      return (await app.db.transaction().execute(async (tx) => {
        const trx = untyped(tx);
        let sq = trx.selectFrom('mom_living_record').selectAll().where('id', '=', id);
        if (isPostgres(trx)) sq = sq.forUpdate();
        const stay = (await sq.executeTakeFirst()) as Stay | undefined;
        if (!stay) throw notFound();
        const { from } = stayTransitions.change_room;
        if (stay.status !== from)
          throw conflict('stay_not_in_house', `Only a stay in house changes room; this one is ${stay.status}.`, {
            status: [stay.status],
          });
        if (Number(stay.room) === to) throw invalid({ room: ['invalid'] }, 'The mother is in this room already.');
        if (isPostgres(trx)) {
          // Rooms are locked in id order, so two moves between the same rooms queue instead of deadlocking.
          await trx.selectFrom('room').select('id').where('id', 'in', [stay.room, to]).orderBy('id').forUpdate().execute();
        }
        const target = (await trx.selectFrom('room').select(['id', 'status']).where('id', '=', to).executeTakeFirst()) as
          { id: number; status: string } | undefined;
        if (!target) throw invalid({ room: ['not_an_id'] });
        if (await inHouseStay(trx, to))
          throw conflict('room_occupied', 'Someone is staying in this room.', { room: ['still occupied'] });
        if (target.status !== 'available')
          throw conflict('room_not_ready', `The room is not ready (${target.status}).`, { room: [target.status] });
        const today = todayTaipei(Date.now());
        const start = stay.start_date > today ? stay.start_date : today;
        if (stay.end_date <= start)
          throw conflict('stay_not_in_house', 'The stay ends today: check out instead.', { end_date: ['ends today'] });
        const clash = await trx
          .selectFrom('mom_living_record')
          .select(['id', 'start_date', 'end_date'])
          .where('room', '=', to)
          .where('status', 'in', ['booked', 'in_house'])
          .where('start_date', '<', stay.end_date)
          .where('end_date', '>', start)
          .executeTakeFirst();
        if (clash)
          throw conflict('room_taken', `The room is booked from ${clash.start_date} to ${clash.end_date} (stay ${clash.id}).`, {
            room: ['booked before the planned end'],
          });
        const now = nowIso();
        let ended: Stay;
        let started: Stay;
        if (start === stay.start_date) {
          // Moved on its first day: the one stay takes the new room.
          const moved = await trx
            .updateTable('mom_living_record')
            .set({ room: to, updated_at: now })
            .where('id', '=', id)
            .where('status', '=', from)
            .executeTakeFirst();
          if (Number(moved.numUpdatedRows) !== 1) throw conflict('stay_not_in_house', 'The stay changed meanwhile.');
          ended = started = (await trx
            .selectFrom('mom_living_record')
            .selectAll()
            .where('id', '=', id)
            .executeTakeFirstOrThrow()) as Stay;
          await auditWrite(trx, momLivingRecord, actor, 'update', id, { room: [stay.room, to], reason: reason ?? null });
        } else {
          const done = await trx
            .updateTable('mom_living_record')
            .set({ status: stayTransitions.change_room.to, end_date: start, checked_out_at: now, updated_at: now })
            .where('id', '=', id)
            .where('status', '=', from)
            .executeTakeFirst();
          if (Number(done.numUpdatedRows) !== 1) throw conflict('stay_not_in_house', 'The stay changed meanwhile.');
          ended = (await trx.selectFrom('mom_living_record').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Stay;
          started = (await trx
            .insertInto('mom_living_record')
            .values({
              mother: stay.mother,
              room: to,
              start_date: start,
              end_date: stay.end_date,
              status: 'in_house',
              note: `換房 / Room change from stay ${id}${reason ? `: ${reason}` : ''}`,
              created_at: now,
              updated_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow()) as Stay;
          await auditWrite(trx, momLivingRecord, actor, 'update', id, {
            status: [from, ended.status],
            end_date: [stay.end_date, start],
            changed_room_to: started.id,
            reason: reason ?? null,
          });
          await auditWrite(trx, momLivingRecord, actor, 'create', started.id, {
            mother: stay.mother,
            room: to,
            start_date: start,
            end_date: stay.end_date,
            status: 'in_house',
            changed_room_from: id,
          });
        }
        await trx.updateTable('room').set({ status: 'cleaning', updated_at: now }).where('id', '=', stay.room).execute();
        await trx.updateTable('room').set({ status: 'occupied', updated_at: now }).where('id', '=', to).execute();
        return { ended: fromRow(momLivingRecord, ended), started: fromRow(momLivingRecord, started) };
      })) as never;
    },
  );
}
