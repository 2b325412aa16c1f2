import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, IdParams } from '@pnc/schemas/common';
import { orderingFields, type ResourceDefinition, schemasOf } from '@pnc/schemas/centre/define';
import { cachedAnswer } from '../plugins/answer-cache';
import { guard, requireUser } from '../plugins/auth';
import { tokenSecurity } from '../plugins/openapi';
import { writeAudit } from './audit-repository';
import { toPage } from './paging';
import { createRow, deleteRow, fromRow, getRow, listRows, type ResourceHooks, updateRow } from './repository';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** OpenAPI wording shared by every generic list. */
const LIST_STYLE =
  'Always answers a DRF-style page {count, next, previous, results}; `limit` and `offset` page it, ' +
  'next/previous are absolute URLs or null. Filters are added only when given.';

/**
 * The five generic routes of one definition: list (paged, with its declared filters), read,
 * create (201), partial update, delete (204). Permissions come from the definition; every
 * write and every audited read appends to the audit log in the same transaction.
 */
export function registerResource(root: FastifyInstance, def: ResourceDefinition, hooks: ResourceHooks = {}) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const s = schemasOf(def);
  const base = `/api/${def.path}/`;
  const tags = ['centre'];
  /** `mom_living_record` → `MomLivingRecord`, for the operation ids listMomLivingRecord, readMomLivingRecord, … */
  const entity = def.name.replace(/(^|_)([a-z])/g, (_m, _sep: string, c: string) => c.toUpperCase());
  const readGuard = guard.role(def.permissions.read);
  const writeGuard = guard.role(def.permissions.write);
  const deleteGuard = guard.role(def.permissions.delete ?? def.permissions.write);
  const filters = def.list.filters
    .map((f) =>
      f.op === 'window' || f.op === 'custom'
        ? 'from_date, duration'
        : f.op === 'range'
          ? `${f.field}_from, ${f.field}_to`
          : f.field,
    )
    .join(', ');

  // Every caller who passes the read guard gets the same page (sensitive fields are masked for all).
  const listReads = hooks.customFilter && !hooks.reads ? undefined : [def.table, ...(hooks.reads ?? [])];
  const kept = listReads && cachedAnswer({ reads: listReads });
  app.get(
    base,
    {
      onRequest: kept ? [readGuard, kept.onRequest] : readGuard,
      ...(kept && { onSend: kept.onSend }),
      schema: {
        tags,
        security: tokenSecurity,
        operationId: `list${entity}`,
        summary: `List ${def.label.en}`,
        description: `${LIST_STYLE} Filters: ${filters || 'none'}. Order: ${def.list.ordering}, or ?ordering= one of ${orderingFields(def).join(', ')} ('-' descending).${def.sensitive?.length ? ` Masked: ${def.sensitive.join(', ')}.` : ''} Needs ${def.permissions.read}.`,
        querystring: s.ListQuery,
        response: { 200: s.Page, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const { count, results } = await listRows(app.db, def, q, hooks);
      return toPage(request, count, results as never[], q.limit, q.offset);
    },
  );

  app.get(
    `${base}:id/`,
    {
      onRequest: readGuard,
      schema: {
        tags,
        security: tokenSecurity,
        operationId: `read${entity}`,
        summary: `Read one ${def.label.en}`,
        description: def.auditRead ? 'Health data: each read is kept in the audit log.' : undefined,
        params: IdParams,
        response: { 200: s.Entity, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = fromRow(def, await getRow(app.db, def, request.params.id));
      if (def.auditRead)
        await writeAudit(app.db, { actorId: user.id, action: 'read', entity: def.name, entityId: request.params.id });
      return row as never;
    },
  );

  app.post(
    base,
    {
      onRequest: writeGuard,
      schema: {
        tags,
        security: tokenSecurity,
        operationId: `create${entity}`,
        summary: `Create a ${def.label.en}`,
        description: `Refs accept an id or an object with an id. Needs ${def.permissions.write}.`,
        body: s.Create,
        response: { 201: s.Entity, ...errors },
      },
    },
    async (request, reply) => {
      const row = await createRow(app.db, def, request.body as Record<string, unknown>, requireUser(request), hooks);
      return reply.code(201).send(row as never);
    },
  );

  app.put(
    `${base}:id/`,
    {
      onRequest: writeGuard,
      schema: {
        tags,
        security: tokenSecurity,
        operationId: `update${entity}`,
        summary: `Update a ${def.label.en}`,
        description: `Partial: only the fields given change${def.updateRequires?.length ? `, but ${def.updateRequires.join(' and ')} are always required` : ''}. Needs ${def.permissions.write}.`,
        params: IdParams,
        body: s.Update,
        response: { 200: s.Entity, ...errors },
      },
    },
    async (request) =>
      (await updateRow(
        app.db,
        def,
        request.params.id,
        request.body as Record<string, unknown>,
        requireUser(request),
        hooks,
      )) as never,
  );

  app.delete(
    `${base}:id/`,
    {
      onRequest: deleteGuard,
      schema: {
        tags,
        security: tokenSecurity,
        operationId: `delete${entity}`,
        summary: `Delete a ${def.label.en}`,
        description: `409 still_referenced while other records refer to it. Needs ${def.permissions.delete ?? def.permissions.write}.`,
        params: IdParams,
        response: { 204: z.null().describe('No content'), ...errors },
      },
    },
    async (request, reply) => {
      await deleteRow(app.db, def, request.params.id, requireUser(request), hooks);
      return reply.code(204).send(null);
    },
  );
}
