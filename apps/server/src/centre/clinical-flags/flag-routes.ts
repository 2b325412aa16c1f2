import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AcknowledgeFlag, ClinicalFlag, ClinicalFlagPage, ClinicalFlagQuery } from '@pnc/schemas/centre/clinical-flag';
import { ErrorBody, IdParams } from '@pnc/schemas/common';
import { conflict, invalid, notFound } from '../../lib/errors';
import { requireUser } from '../../plugins/auth';
import { tokenSecurity } from '../../plugins/openapi';
import { writeAudit } from '../audit-repository';
import { auditReads, noteRead } from '../read-audit';
import { untyped } from '../repository';
import { acknowledgeFlag, listFlags, readFlag } from './flag-repository';

/** The people a page of flags names: read as health data (who has a fever, who screened positive). */
function noteFlagReads(request: Parameters<typeof noteRead>[0], flags: readonly ClinicalFlag[]) {
  noteRead(
    request,
    'clinical_flag',
    flags.map((f) => f.id),
  );
  noteRead(request, 'mother', [...new Set(flags.map((f) => f.mother.id))]);
  const babies = [...new Set(flags.flatMap((f) => (f.baby ? [f.baby.id] : [])))];
  if (babies.length) noteRead(request, 'baby', babies);
}

/**
 * GET /api/clinical_flag/ and POST /api/clinical_flag/{id}/acknowledge/ (staff, under the centre's guard). Flags are
 * raised by the server only (raise-flags.ts); the one write a person makes is the acknowledgement, with a note.
 */
export function clinicalFlagRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/clinical_flag/',
    {
      onSend: auditReads,
      schema: {
        tags: ['centre'],
        security: tokenSecurity,
        operationId: 'listClinicalFlags',
        summary: 'Clinical flags',
        description:
          'Flags raised when a saved record crossed a clinical rule; open ones by default. Urgent first, then newest. ' +
          "A mother's flags include her babies'. Health data: each read is audited. Needs staff.",
        querystring: ClinicalFlagQuery,
        response: { 200: ClinicalFlagPage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { limit, offset, ...filter } = request.query;
      const page = await listFlags(untyped(app.db), filter, { limit, offset });
      noteFlagReads(request, page.results);
      return page;
    },
  );
  app.post(
    '/api/clinical_flag/:id/acknowledge/',
    {
      onSend: auditReads,
      schema: {
        tags: ['centre'],
        security: tokenSecurity,
        operationId: 'acknowledgeClinicalFlag',
        summary: 'Acknowledge a clinical flag',
        description:
          'A nurse has seen the flag and says what was done: the note is required. Who and when are kept and audited. ' +
          'A flag is acknowledged once: a second acknowledgement is 409 flag_acknowledged. Needs staff.',
        params: IdParams,
        body: AcknowledgeFlag,
        response: { 200: ClinicalFlag, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      if (!request.body.note.trim()) throw invalid({ note: ['required'] });
      const outcome = await app.db.transaction().execute(async (t) => {
        const trx = untyped(t);
        const result = await acknowledgeFlag(trx, id, user.id, request.body.note);
        if (result === 'done')
          await writeAudit(t, {
            actorId: user.id,
            action: 'update',
            entity: 'clinical_flag',
            entityId: id,
            changed: { acknowledged: true, note: request.body.note },
            route: 'POST /api/clinical_flag/:id/acknowledge/',
          });
        return result;
      });
      if (outcome === 'missing') throw notFound();
      if (outcome === 'already')
        throw conflict('flag_acknowledged', 'This flag has already been acknowledged.', undefined, {
          entity: 'clinical_flag',
          id,
        });
      const flag = (await readFlag(untyped(app.db), id))!;
      noteFlagReads(request, [flag]);
      return flag;
    },
  );
}
