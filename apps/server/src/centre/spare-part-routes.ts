import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, IdParams } from '@pnc/schemas/common';
import { schemasOf } from '@pnc/schemas/centre/define';
import { lowStockFlag } from '@pnc/schemas/centre/flags';
import { SparePartRecordCreated, sparePartRecord } from '@pnc/schemas/centre/spare-part-record';
import { guard, requireUser } from '../plugins/auth';
import { toPage } from '../lib/paging';
import { fromRow, getRow, listRows, type ResourceHooks } from './repository';
import { recordStockMove, type StockMove } from './spare-part-repository';
import { tokenSecurity } from '../plugins/openapi';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** spare_part goes through the generic routes; low_stock follows total and safety_stock on every write. */
export const sparePartHooks: ResourceHooks = {
  compute: (row) => ({
    low_stock: lowStockFlag(Number(row.total), row.safety_stock == null ? null : Number(row.safety_stock)),
  }),
};

/**
 * /api/spare_part_record/: list (?part, ?operation), read, create. Records are immutable (no PUT or
 * DELETE: a wrong move is corrected by another move), so these routes are hand-written.
 */
export function sparePartRecordRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const s = schemasOf(sparePartRecord);
  const base = `/api/${sparePartRecord.path}/`;
  const tags = ['centre'];

  app.get(
    base,
    {
      onRequest: guard.role(sparePartRecord.permissions.read),
      schema: {
        security: tokenSecurity,
        tags,
        summary: 'List stock movements',
        description:
          'A DRF-style page {count, next, previous, results}, newest first unless ?ordering names a list column. Filters: part, operation.',
        querystring: s.ListQuery,
        response: { 200: s.Page, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const { count, results } = await listRows(app.db, sparePartRecord, q);
      return toPage(request, count, results as never[], q.limit, q.offset);
    },
  );

  app.get(
    `${base}:id/`,
    {
      onRequest: guard.role(sparePartRecord.permissions.read),
      schema: {
        security: tokenSecurity,
        tags,
        summary: 'Read one stock movement',
        params: IdParams,
        response: { 200: s.Entity, ...errors },
      },
    },
    async (request) => fromRow(sparePartRecord, await getRow(app.db, sparePartRecord, request.params.id)) as never,
  );

  app.post(
    base,
    {
      onRequest: guard.role(sparePartRecord.permissions.write),
      schema: {
        security: tokenSecurity,
        tags,
        summary: 'Record a stock movement',
        description:
          "Changes the part's total in the same transaction: in adds quantity, out takes it (409 insufficient_stock on " +
          'fields.quantity beyond the stock, nothing written), adjust sets the total to quantity (a count). ' +
          'user is the caller. Answers the record with part_total and low_stock after it. Needs staff.',
        body: s.Create,
        response: { 201: SparePartRecordCreated, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const answer = await recordStockMove(app.db, request.body as unknown as StockMove, user.id);
      return reply.code(201).send(answer as never);
    },
  );
}
