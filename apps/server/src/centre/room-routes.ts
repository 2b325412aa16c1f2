import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, IdParams } from '@pnc/schemas/common';
import { schemasOf } from '@pnc/schemas/centre/define';
import { room } from '@pnc/schemas/centre/room';
import { conflict } from '../lib/errors';
import { guard, requireUser } from '../plugins/auth';
import { tokenSecurity } from '../plugins/openapi';
import { type AnyDb, moveStatus, type ResourceHooks, type Row } from './repository';

/** The stay in house in a room, if any. */
export const inHouseStay = (trx: AnyDb, roomId: unknown) =>
  trx.selectFrom('mom_living_record').select('id').where('room', '=', roomId).where('status', '=', 'in_house').executeTakeFirst();

/** An open (not fixed) repair of a room other than `except`, if any. */
export const openRepair = (trx: AnyDb, roomId: unknown, except?: number) => {
  let q = trx.selectFrom('room_repairment_record').select('id').where('room', '=', roomId).where('status', '!=', 'fixed');
  if (except !== undefined) q = q.where('id', '!=', except);
  return q.executeTakeFirst();
};

/**
 * A room's status follows its stays and repairs: while a stay is in house it stays occupied (409 room_occupied for
 * any other status, maintenance included), and while a repair is open it cannot be made available
 * (409 room_under_repair). The row is already locked by the update (PostgreSQL).
 */
export const roomHooks: ResourceHooks = {
  async beforeWrite(trx: AnyDb, row: Row, id: number | undefined) {
    if (id === undefined) return;
    const before = (await trx.selectFrom('room').select('status').where('id', '=', id).executeTakeFirstOrThrow()) as {
      status: string;
    };
    if (row.status === before.status) return;
    if ((await inHouseStay(trx, id)) || (row.status === 'maintenance' && before.status === 'occupied'))
      throw conflict('room_occupied', 'Someone is staying in this room: it stays occupied until checkout.', {
        status: ['the room is occupied'],
      });
    if (row.status === 'available' && (await openRepair(trx, id)))
      throw conflict('room_under_repair', 'This room has an open repair: mark the repair fixed first.', {
        status: ['open repair'],
      });
  },
};

/**
 * POST /api/room/{id}/ready/: housekeeping marks a cleaned room ready, one conditional write: cleaning → available,
 * or → maintenance while a repair reported during the stay is still open.
 */
export function roomRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/room/:id/ready/',
    {
      onRequest: guard.role(room.permissions.write),
      schema: {
        security: tokenSecurity,
        tags: ['centre'],
        summary: 'Mark a cleaned room ready',
        description:
          'cleaning → available (maintenance while a repair of the room is open); any other status is 409 room_not_cleaning. Needs staff.',
        params: IdParams,
        response: { 200: schemasOf(room).Entity, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) =>
      (await moveStatus(app.db, room, request.params.id, requireUser(request), {
        from: 'cleaning',
        to: async (t) => ((await openRepair(t, request.params.id)) ? 'maintenance' : 'available'),
        code: 'room_not_cleaning',
        refusal: (status) => `Only a room being cleaned can be marked ready; this one is ${status}.`,
      })) as never,
  );
}
