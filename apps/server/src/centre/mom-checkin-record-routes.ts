import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '@pnc/schemas/common';
import { schemasOf } from '@pnc/schemas/centre/define';
import { momCheckinRecord } from '@pnc/schemas/centre/mom-checkin-record';
import { invalid } from '../lib/errors';
import { guard } from '../plugins/auth';
import { fromRow, untyped } from './repository';
import { auditReads, noteRead } from './read-audit';
import { tokenSecurity } from '../plugins/openapi';

const MAX_MOTHERS = 500;

/** ?mothers=[1,2,3]: a JSON list of mother ids; anything else is a 400 on `mothers`. */
function parseMothers(text: string): number[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid({ mothers: ['must be a JSON list of mother ids, e.g. [1,2]'] });
  }
  const ids = z.array(z.number().int().positive()).max(MAX_MOTHERS).safeParse(parsed);
  if (!ids.success) throw invalid({ mothers: [`must be a JSON list of at most ${MAX_MOTHERS} mother ids`] });
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
