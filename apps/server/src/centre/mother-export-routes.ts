import type { FastifyInstance } from 'fastify';
import { taipeiToday } from '@pnc/schemas/centre/define-spec';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, IdParams } from '@pnc/schemas/common';
import { MotherExport } from '@pnc/schemas/centre/mother-export';
import { guard, requireUser } from '../plugins/auth';
import { tokenSecurity } from '../plugins/openapi';
import { exportedIds, motherExport } from './mother-export';
import { auditReads, noteRead } from './read-audit';

/**
 * `GET /api/mother/{id}/export/`: a manager hands a mother a copy of what the centre keeps about her and her babies
 * (PDPA art. 3 and 10), as one JSON file. One read in the audit log: a row naming her (entity_id) and a row per
 * kind of record naming the records, written before the answer goes out.
 */
export function motherExportRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/mother/:id/export/',
    {
      onRequest: guard.role('manager'),
      onSend: auditReads,
      schema: {
        tags: ['centre'],
        security: tokenSecurity,
        operationId: 'exportMother',
        summary: "Export one mother's records",
        description:
          'Her record, her babies and every health-data record referring to her or to them (archived ones included, marked by archived_at), ' +
          'with when and by whom the export was made; sent as an attachment. Kept in the audit log as one read naming every record. Needs manager.',
        params: IdParams,
        response: { 200: MotherExport, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const doc = await motherExport(app.db, id, requireUser(request));
      for (const { entity, ids } of exportedIds(doc)) noteRead(request, entity, ids, entity === 'mother');
      // The centre's day the copy was made (Taipei), as the staff who hand it over would date it.
      const day = taipeiToday(new Date(doc.exported_at));
      void reply
        .header('content-disposition', `attachment; filename="mother-${id}-records-${day}.json"`)
        .header('cache-control', 'no-store');
      return doc;
    },
  );
}
