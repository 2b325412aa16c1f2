import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, paged } from '@pnc/schemas/common';
import { AuditEntry, AuditQuery } from '@pnc/schemas/centre/audit';
import { guard } from '../plugins/auth';
import { listAudit } from './audit-repository';
import { withRecordNames } from './audit-names';
import { auditReads } from './read-audit';
import { toPage } from '../lib/paging';
import { tokenSecurity } from '../plugins/openapi';

/** GET /api/audit_log/: read-only by design; no route changes or deletes audit rows. */
export function auditRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/audit_log/',
    {
      onRequest: guard.role('manager'),
      // The records' names are records read: written to the read audit like any answer.
      onSend: auditReads,
      schema: {
        security: tokenSecurity,
        tags: ['centre'],
        summary: 'Audit log',
        description:
          'A DRF-style page {count, next, previous, results}, newest first. changed_fields: on update {field: [old, new]}, ' +
          'on create and delete the record’s fields, on archive the reason; sensitive values masked. A read row names ' +
          'the records its answer held (record_ids) and the route. Filters: actor_id (who), action, entity, entity_id ' +
          '(rows about that record and reads that held it), from_date and to_date (Taipei days, inclusive). record_names ' +
          'names the first records of each row (their display fields); reading them is audited. Needs manager.',
        querystring: AuditQuery,
        response: { 200: paged(AuditEntry), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const q = request.query;
      const { count, results } = await listAudit(app.db, q);
      return toPage(request, count, await withRecordNames(app.db, request, results), q.limit, q.offset);
    },
  );
}
