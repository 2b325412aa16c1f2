import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, IdParams, textNumber } from '@pnc/schemas/common';
import { RealDate, schemasOf } from '@pnc/schemas/centre/define';
import { contract } from '@pnc/schemas/centre/contract';
import { guard, requireUser } from '../plugins/auth';
import { motherStayWindow } from './mother-stay-window';
import { toPage } from '../lib/paging';
import { todayTaipei } from './care-time';
import { listRows, moveStatus, type ResourceHooks, type Row } from './repository';
import { tokenSecurity } from '../plugins/openapi';

/**
 * A contract starts reserved; its status then follows the stay's events (check-in → checked_in, checkout →
 * completed) or POST /api/contract/{id}/cancel/. No form writes it.
 */
export const contractHooks: ResourceHooks = {
  customFilter: motherStayWindow,
  reads: ['mom_living_record'],
  compute: (row: Row) => ({ status: row.status ?? 'reserved' }),
};

const ExpectedQuery = z.object({
  from_date: RealDate.optional().describe('default: today (Asia/Taipei)'),
  limit: textNumber(z.number().int().min(1).max(1000)).default(100),
  offset: textNumber(z.number().int().min(0)).default(0),
});

/** GET /api/contract/expected/?from_date: contracts expected (預產期) on or after a day, soonest first. */
export function contractRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/contract/expected/',
    {
      onRequest: guard.role(contract.permissions.read),
      schema: {
        security: tokenSecurity,
        tags: ['centre'],
        summary: 'Contracts expected on or after a day',
        description: 'A DRF-style page {count, next, previous, results}, ordered by expected_date.',
        querystring: ExpectedQuery,
        response: { 200: schemasOf(contract).Page, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { from_date = todayTaipei(), limit, offset } = request.query;
      const { count, results } = await listRows(app.db, contract, { limit, offset, expected_date_from: from_date });
      return toPage(request, count, results as never[], limit, offset);
    },
  );

  app.post(
    '/api/contract/:id/cancel/',
    {
      onRequest: guard.role(contract.permissions.write),
      schema: {
        security: tokenSecurity,
        tags: ['centre'],
        summary: 'Cancel a reserved contract',
        description: 'reserved → cancelled; any other status is 409 contract_not_reserved. Needs manager.',
        params: IdParams,
        response: { 200: schemasOf(contract).Entity, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) =>
      (await moveStatus(app.db, contract, request.params.id, requireUser(request), {
        from: 'reserved',
        to: 'cancelled',
        code: 'contract_not_reserved',
        refusal: (status) => `Only a reserved contract can be cancelled; this one is ${status}.`,
      })) as never,
  );
}
