import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, IdParams } from '@pnc/schemas/common';
import { ArchiveRequest } from '@pnc/schemas/centre/audit';
import { orderingFields, type ResourceDefinition, schemasOf } from '@pnc/schemas/centre/define';
import { isClinicalRecord, isHealthData } from '@pnc/schemas/centre/health-data';
import { notFound } from '../lib/errors';
import { cachedAnswer } from '../plugins/answer-cache';
import { guard, hasRole, requireRole, requireUser } from '../plugins/auth';
import { tokenSecurity } from '../plugins/openapi';
import { toPage } from '../lib/paging';
import { IDEMPOTENCY_NOTE, idempotencyKeyOf, idempotentCreate } from './idempotency';
import { auditReads, noteRead, routeOf } from './read-audit';
import {
  archiveRow,
  createRow,
  deleteRow,
  fromRow,
  getRow,
  listRows,
  type ResourceHooks,
  type Row,
  updateRow,
  withDerived,
} from './repository';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** OpenAPI wording shared by every generic list. */
const LIST_STYLE =
  'Always answers a DRF-style page {count, next, previous, results}; `limit` and `offset` page it, ' +
  'next/previous are absolute URLs or null. Filters are added only when given.';

const isManager = (request: FastifyRequest) => !!request.user && hasRole(request.user.role, 'manager');

/** `?archived=` other than false is for managers: checked before a kept answer could be served. */
const archivedListGuard = async (request: FastifyRequest) => {
  const asked = (request.query as Record<string, unknown>).archived;
  if (asked !== undefined && asked !== 'false') requireRole(request, 'manager');
};

/**
 * The five generic routes of one definition: list (paged, with its declared filters), read,
 * create (201), partial update, delete (204). Permissions come from the definition; every
 * write appends to the audit log in the same transaction, and every answer of health data
 * (health-data.ts) appends one read row naming its records before it is sent (read-audit.ts).
 * A clinical record is archived with a reason instead of deleted.
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

  const health = isHealthData(def);
  const clinical = isClinicalRecord(def);
  // Every caller who passes the read guard gets the same page (sensitive fields are masked for all).
  const listReads = (hooks.customFilter || hooks.derive) && !hooks.reads ? undefined : [def.table, ...(hooks.reads ?? [])];
  /** One answered row with its derived fields (a mother's room), as a list page has them. */
  const derived = async (row: Row) => (await withDerived(app.db, [row], hooks))[0]!;
  const kept = listReads && cachedAnswer({ reads: listReads, audited: health });
  const listOnRequest = [readGuard, ...(clinical ? [archivedListGuard] : []), ...(kept ? [kept.onRequest] : [])];
  const listOnSend = [...(kept ? [kept.onSend] : []), ...(health ? [auditReads] : [])];
  app.get(
    base,
    {
      onRequest: listOnRequest,
      ...(listOnSend.length && { onSend: listOnSend }),
      schema: {
        tags,
        security: tokenSecurity,
        operationId: `list${entity}`,
        summary: `List ${def.label.en}`,
        description: `${LIST_STYLE}${health ? ' Health data: each answer (a kept one and a 304 too) is kept in the audit log with the ids it held.' : ''}${clinical ? ' Archived records are left out; ?archived=true lists them instead (managers).' : ''} Filters: ${filters || 'none'}. Order: ${def.list.ordering}, or ?ordering= one of ${orderingFields(def).join(', ')} ('-' descending).${def.sensitive?.length ? ` Masked: ${def.sensitive.join(', ')}.` : ''} Needs ${def.permissions.read}.`,
        querystring: s.ListQuery,
        response: { 200: s.Page, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const { count, results } = await listRows(app.db, def, q, hooks);
      if (health)
        noteRead(
          request,
          def.name,
          results.map((r) => r.id as number),
        );
      return toPage(request, count, results as never[], q.limit, q.offset);
    },
  );

  app.get(
    `${base}:id/`,
    {
      onRequest: readGuard,
      ...(health && { onSend: auditReads }),
      schema: {
        tags,
        security: tokenSecurity,
        operationId: `read${entity}`,
        summary: `Read one ${def.label.en}`,
        description:
          [
            health && 'Health data: each read is kept in the audit log.',
            clinical && 'An archived record is read by managers only (404 for others).',
          ]
            .filter(Boolean)
            .join(' ') || undefined,
        params: IdParams,
        response: { 200: s.Entity, ...errors },
      },
    },
    async (request) => {
      let row = fromRow(def, await getRow(app.db, def, request.params.id));
      if (row.archived_at != null && !isManager(request)) throw notFound(`No ${def.name} with id ${request.params.id}.`);
      row = await derived(row);
      if (health) noteRead(request, def.name, [row.id as number], true);
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
        description: `Refs accept an id or an object with an id. Needs ${def.permissions.write}. ${IDEMPOTENCY_NOTE}`,
        ...(hooks.writeQuery && { querystring: hooks.writeQuery }),
        body: s.Create,
        response: { 201: s.Entity, ...errors },
      },
    },
    async (request, reply) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const user = requireUser(request);
      const body = request.body as Record<string, unknown>;
      const key = idempotencyKeyOf(request);
      if (!key) return reply.code(201).send((await derived(await createRow(app.db, def, body, user, hooks, query))) as never);
      const answer = await idempotentCreate(app.db, { userId: user.id, key, route: `POST ${base}`, body, query }, async (trx) => {
        const row = await createRow(trx, def, body, user, hooks, query);
        return { status: 201, body: (await withDerived(trx, [row], hooks))[0] };
      });
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(answer.status).send(answer.body as never);
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
        ...(hooks.writeQuery && { querystring: hooks.writeQuery }),
        body: s.Update,
        response: { 200: s.Entity, ...errors },
      },
    },
    async (request) =>
      (await derived(
        await updateRow(
          app.db,
          def,
          request.params.id,
          request.body as Record<string, unknown>,
          requireUser(request),
          hooks,
          (request.query ?? {}) as Record<string, unknown>,
        ),
      )) as never,
  );

  const deleteNeeds = `Needs ${def.permissions.delete ?? def.permissions.write}.`;
  app.delete(
    `${base}:id/`,
    {
      onRequest: deleteGuard,
      schema: {
        tags,
        security: tokenSecurity,
        operationId: `delete${entity}`,
        summary: `${clinical ? 'Archive' : 'Delete'} a ${def.label.en}`,
        description: clinical
          ? `A clinical record is never deleted: it is archived with the reason given (audited), drops out of lists and ` +
            `is kept (Medical Care Act art. 70). 409 archived when it already is, 409 still_referenced while live ` +
            `records refer to it. ${deleteNeeds}`
          : `409 still_referenced while other records refer to it. ${deleteNeeds}`,
        params: IdParams,
        ...(clinical && { body: ArchiveRequest }),
        response: { 204: z.null().describe('No content'), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (clinical) {
        // The schema above takes ArchiveRequest as the body exactly when the record is clinical.
        const { reason } = request.body as z.infer<typeof ArchiveRequest>;
        await archiveRow(app.db, def, id, reason, requireUser(request), routeOf(request));
      } else await deleteRow(app.db, def, id, requireUser(request), hooks);
      return reply.code(204).send(null);
    },
  );
}
