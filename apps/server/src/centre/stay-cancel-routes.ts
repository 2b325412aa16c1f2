import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, IdParams } from '@pnc/schemas/common';
import { schemasOf } from '@pnc/schemas/centre/define';
import { momLivingRecord } from '@pnc/schemas/centre/mom-living-record';
import { StayCancelBody, stayTransitions } from '@pnc/schemas/centre/stay-transitions';
import { conflict } from '../lib/errors';
import { nowIso } from '../lib/time';
import { guard, requireUser } from '../plugins/auth';
import { tokenSecurity } from '../plugins/openapi';
import { writeAudit } from './audit-repository';
import { auditReads, noteRead, routeOf } from './read-audit';
import { fromRow, getRow, type Row, untyped } from './repository';

/**
 * POST /api/mom_living_record/{id}/cancel/ {reason}: a booking that will not be lived is cancelled and kept, with
 * when, by whom and why. One conditional write (WHERE status = 'booked') in a transaction, audited in it: of a
 * cancel and a check-in (or two cancels) of one stay, one wins and the other gets 409. A stay not booked is 409
 * stay_not_cancellable. A cancelled stay holds no room and never changes again.
 */
export function cancelStayRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { from, to } = stayTransitions.cancel;
  app.post(
    '/api/mom_living_record/:id/cancel/',
    {
      onRequest: guard.role(momLivingRecord.permissions.write),
      onSend: auditReads,
      schema: {
        security: tokenSecurity,
        tags: ['centre'],
        summary: 'Cancel a booked stay',
        description:
          'booked → cancelled, keeping the stay with cancelled_at, cancelled_by and cancel_reason; it then holds no room. ' +
          'A stay in any other status is 409 stay_not_cancellable. Needs staff.',
        params: IdParams,
        body: StayCancelBody,
        response: {
          200: schemasOf(momLivingRecord).Entity,
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
      const { reason } = request.body;
      const stay = await app.db.transaction().execute(async (t) => {
        const before = String((await getRow(t, momLivingRecord, id, true)).status);
        const now = nowIso();
        const row = (await untyped(t)
          .updateTable('mom_living_record')
          .set({ status: to, cancelled_at: now, cancelled_by: actor.id, cancel_reason: reason, updated_at: now })
          .where('id', '=', id)
          .where('status', '=', from)
          .returningAll()
          .executeTakeFirst()) as Row | undefined;
        if (!row)
          throw conflict('stay_not_cancellable', `Only a booked stay can be cancelled; this one is ${before}.`, {
            status: [before],
          });
        await writeAudit(t, {
          actorId: actor.id,
          action: 'update',
          entity: momLivingRecord.name,
          entityId: id,
          changed: { status: [from, to], cancelled_at: [null, now], cancel_reason: [null, reason] },
          route: routeOf(request),
        });
        return fromRow(momLivingRecord, row);
      });
      noteRead(request, momLivingRecord.name, [id], true);
      return stay as never;
    },
  );
}
