import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, IdParams } from '@pnc/schemas/common';
import { baby } from '@pnc/schemas/centre/baby';
import { milestoneResultsByKind, type MilestoneKind } from '@pnc/schemas/centre/newborn-milestone';
import { BabyMilestones } from '@pnc/schemas/centre/newborn-schedule';
import { invalid, notFound } from '../lib/errors';
import { nowIso } from '../lib/time';
import { guard, hasRole } from '../plugins/auth';
import { tokenSecurity } from '../plugins/openapi';
import { readSchedules } from './newborn-milestone-repository';
import { auditReads, noteRead } from './read-audit';
import { type ResourceHooks, type Row, untyped } from './repository';

/**
 * A milestone's result must fit its kind (a hearing screening passes or is referred, a vaccine is given…), and it
 * cannot be done before the baby was born: refused with 400 on the field, never adjusted.
 */
export const newbornMilestoneHooks: ResourceHooks = {
  beforeWrite: async (trx, row: Row) => {
    const kind = row.kind as MilestoneKind;
    const fits = milestoneResultsByKind[kind];
    if (fits && !fits.includes(row.result as never)) throw invalid({ result: ['not_one_of'] });
    const born = (await untyped(trx).selectFrom('baby').select('birth_at').where('id', '=', row.baby).executeTakeFirst()) as
      { birth_at: string | null } | undefined;
    if (born?.birth_at && String(row.done_at) < born.birth_at) throw invalid({ done_at: [`too_small:${born.birth_at}`] });
  },
};

/** GET /api/baby/{id}/milestones/: a baby's screenings, vaccines and paediatrician visits, done and due. */
export function newbornMilestoneRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/baby/:id/milestones/',
    {
      onRequest: guard.role(baby.permissions.read),
      onSend: auditReads,
      schema: {
        tags: ['centre'],
        security: tokenSecurity,
        operationId: 'readBabyMilestones',
        summary: "A baby's newborn milestones",
        description:
          'Metabolic and hearing screening, the first hepatitis B vaccine, HBIG (needed when the mother is HBsAg ' +
          'positive) and paediatrician visits: each with when it is due (due_from, due_at), its status (done, upcoming, ' +
          'due, overdue, not_needed, unknown) and the record that did it. Worked out at each read from the birth, the ' +
          "mother's HBsAg and stay, and the milestones recorded. Health data: each read is kept in the audit log. Needs staff.",
        params: IdParams,
        response: { 200: BabyMilestones, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const id = request.params.id;
      const found = (await readSchedules(app.db, [id], nowIso())).get(id);
      const isManager = !!request.user && hasRole(request.user.role, 'manager');
      if (!found || (found.baby.archived_at != null && !isManager)) throw notFound(`No baby with id ${id}.`);
      noteRead(request, 'baby', [id], true);
      noteRead(request, 'mother', [found.baby.mother]);
      noteRead(
        request,
        'newborn_milestone',
        found.records.map((r) => r.id),
      );
      if (found.stay) noteRead(request, 'mom_living_record', [found.stay.id]);
      return {
        baby: { id, name: found.baby.name },
        birth_at: found.baby.birth_at,
        hbsag: found.baby.hbsag,
        arrival_date: found.stay?.start_date ?? null,
        items: found.items,
      };
    },
  );
}
