import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '@pnc/schemas/common';
import { Today } from '@pnc/schemas/centre/today';
import { requireUser } from '../plugins/auth';
import { tokenSecurity } from '../plugins/openapi';
import { todayTaipei } from './care-time';
import { auditReads, noteRead } from './read-audit';
import { readToday } from './today-repository';

/**
 * GET /api/today/: the staff's home screen in one read. It shows health data (clinical flags, who is where), so
 * each read is audited like every other health read: a row per kind of record (mothers, babies, clinical flags)
 * with the ids it showed and the route, so a search for one mother's reads finds it.
 */
export function todayRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/today/',
    {
      onSend: auditReads,
      schema: {
        tags: ['centre'],
        security: tokenSecurity,
        operationId: 'readToday',
        summary: "The centre's day",
        description:
          'Today (Taipei): arrivals and departures, stays under way with their rooms, babies rooming in and in the ' +
          'nursery, rooms to clean, incubators in use, repairs not fixed, open clinical flags and newborn milestones ' +
          'due or overdue. Health data: each ' +
          'read is kept in the audit log with the ids shown. Needs staff.',
        response: { 200: Today, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      requireUser(request);
      const today = await readToday(app.db, todayTaipei());
      const ids = (list: { id: number }[]) => [...new Set(list.map((x) => x.id))].sort((a, b) => a - b);
      noteRead(request, 'mother', ids([...today.in_house, ...today.arrivals, ...today.departures].map((s) => s.mother)));
      noteRead(
        request,
        'baby',
        ids(
          [...today.nursery, ...today.rooming_in, ...today.milestones]
            .map((b) => b.baby)
            .concat(today.incubators_in_use.map((a) => a.baby)),
        ),
      );
      noteRead(request, 'clinical_flag', ids(today.flags));
      return today;
    },
  );
}
