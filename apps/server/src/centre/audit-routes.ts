import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, paged } from '@pnc/schemas/common';
import { AuditEntry, AuditQuery } from '@pnc/schemas/centre/audit';
import { guard } from '../plugins/auth';
import { toPage } from './paging';
import { tokenSecurity } from '../plugins/openapi';

/** GET /api/audit_log/: read-only by design; no route changes or deletes audit rows. */
export function auditRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/audit_log/',
    {
      onRequest: guard.role('manager'),
      schema: {
        security: tokenSecurity,
        tags: ['centre'],
        summary: 'Audit log',
        description:
          'A DRF-style page {count, next, previous, results}, newest first. changed_fields: on update {field: [old, new]}, ' +
          'on create and delete the record’s fields; sensitive values masked. Needs manager.',
        querystring: AuditQuery,
        response: { 200: paged(AuditEntry), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { entity, entity_id, limit, offset } = request.query;
      let q = app.db.selectFrom('audit_log');
      if (entity) q = q.where('entity', '=', entity);
      if (entity_id !== undefined) q = q.where('entity_id', '=', entity_id);
      const { count } = await q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      const rows = await q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
      const results = rows.map((r) => ({
        ...r,
        action: r.action as AuditEntry['action'],
        changed_fields: JSON.parse(r.changed_fields) as unknown,
      }));
      return toPage(request, Number(count), results, limit, offset);
    },
  );
}
