import type { FastifyReply, FastifyRequest } from 'fastify';
import { isHealthData } from '@pnc/schemas/centre/health-data';
import { resourceByName } from '@pnc/schemas/centre/resources';
import { writeReadAudit } from './audit-repository';

/**
 * Notes that this request's answer holds these records of `entity` (health data). The route's onSend hook
 * (auditReads) writes what was noted once the answer is known to go out.
 */
export function noteRead(request: FastifyRequest, entity: string, ids: readonly number[], byId = false) {
  (request.healthReads ??= []).push({ entity, ids, ...(byId && { byId }) });
}

/** `GET /api/mother/:id/`: the method and route (not the URL: a search's words stay out of the log). */
export const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? request.url}`;

/**
 * onSend hook of every route that answers health data: a 200 or 304 that carried records (fresh, kept or
 * revalidated) appends its audit rows, committed before the answer is sent (in one INSERT with the other reads
 * answered in the same turn); if the rows cannot be written the answer does not go out either. HEAD answers
 * carry no records and are not written.
 */
export async function auditReads(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const reads = request.healthReads;
  if (reads?.length && request.method !== 'HEAD' && (reply.statusCode === 200 || reply.statusCode === 304)) {
    await writeReadAudit(request.server.db, { actorId: request.user?.id ?? null, route: routeOf(request), reads });
  }
  return payload;
}

/**
 * Notes the health records among `refs` (records of several entities, e.g. calendar events), grouped by
 * entity; refs to other entities are not health data and are left out (an answer without any is no health read).
 */
export function noteRefs(request: FastifyRequest, refs: readonly { entity: string; id: number }[]) {
  const byEntity = new Map<string, Set<number>>();
  for (const { entity, id } of refs) {
    const def = resourceByName(entity);
    if (!def || !isHealthData(def)) continue;
    const ids = byEntity.get(entity) ?? new Set<number>();
    ids.add(id);
    byEntity.set(entity, ids);
  }
  for (const [entity, ids] of byEntity) noteRead(request, entity, [...ids]);
}
