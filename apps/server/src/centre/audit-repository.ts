import type { Insertable, Kysely, Transaction } from 'kysely';
import { mask } from '@pnc/schemas/centre/define';
import type { AuditEntry } from '@pnc/schemas/centre/audit';
import type { AuditLogTable } from '../db/centre.table';
import type { Database } from '../db/database';
import { groupCommit } from '../db/group-commit';
import type { ReadRecords } from '../lib/read-records';
import { nowIso } from '../lib/time';
import { addDays, taipeiDayStart } from './care-time';

export type DbOrTrx = Kysely<Database> | Transaction<Database>;
export type AuditAction = AuditEntry['action'];

interface AuditInput {
  actorId: number | null;
  action: AuditAction;
  entity: string;
  entityId: number | null;
  changed?: Record<string, unknown>;
  /** Fields whose values are masked (national_id). */
  sensitive?: readonly string[];
  /** `DELETE /api/mother/:id/`: the method and route the change went through. */
  route?: string;
}

const maskValue = (v: unknown) => (typeof v === 'string' ? mask(v) : v);

/** Masks sensitive values, in plain values and in [old, new] pairs alike. */
function masked(changed: Record<string, unknown>, sensitive: readonly string[]) {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(changed)) {
    out[k] = !sensitive.includes(k) ? v : Array.isArray(v) ? v.map(maskValue) : maskValue(v);
  }
  return out;
}

/** Appends one audit row; pass the transaction of the change so both land or neither does. */
export async function writeAudit(db: DbOrTrx, a: AuditInput) {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: a.actorId,
      action: a.action,
      entity: a.entity,
      entity_id: a.entityId,
      changed_fields: JSON.stringify(masked(a.changed ?? {}, a.sensitive ?? [])),
      created_at: nowIso(),
      route: a.route ?? null,
    })
    .execute();
}

/** Ids as `,1,2,3,`: compact, and one LIKE '%,<id>,%' finds a record in it. */
const packIds = (ids: readonly number[]) => `,${ids.join(',')},`;
const unpackIds = (text: string | null) => (text === null ? null : text.split(',').filter(Boolean).map(Number));

type AuditRow = Insertable<AuditLogTable>;

/** Read rows are written in groups (db/group-commit.ts): one INSERT for the reads answered in one turn. */
const MAX_ROWS_PER_INSERT = 200;
const readWriters = new WeakMap<Kysely<Database>, (rows: readonly AuditRow[]) => Promise<void>>();

/**
 * Writes everything a read answered, a row per entity naming its records (entity_id too when it is one record
 * read by id), and resolves once the rows are committed. An entity with no records still gets its row when it
 * is the only one: who looked, and found nothing, is a read too. The rows go into the INSERT of all the reads
 * answered in the same turn of the event loop; if that INSERT fails, every one of those reads fails. Takes the
 * database, never a transaction: the rows commit on their own.
 */
export async function writeReadAudit(
  db: Kysely<Database>,
  a: { actorId: number | null; route: string; reads: readonly ReadRecords[] },
) {
  const now = nowIso();
  const found = a.reads.filter((r) => r.ids.length > 0);
  const rows = (found.length ? found : a.reads.slice(0, 1)).map((r) => ({
    actor_id: a.actorId,
    action: 'read',
    entity: r.entity,
    entity_id: r.byId && r.ids.length === 1 ? r.ids[0]! : null,
    record_ids: packIds(r.ids),
    route: a.route,
    changed_fields: '{}',
    created_at: now,
  }));
  if (!rows.length) return;
  let write = readWriters.get(db);
  if (!write) {
    write = groupCommit<AuditRow>((batch) => db.insertInto('audit_log').values(batch).execute(), MAX_ROWS_PER_INSERT);
    readWriters.set(db, write);
  }
  await write(rows);
}

export interface AuditFilter {
  actor_id?: number;
  action?: AuditAction;
  entity?: string;
  entity_id?: number;
  from_date?: string;
  to_date?: string;
  limit: number;
  offset: number;
}

/**
 * A page of the audit log, newest first, filtered by who, what, which record and Taipei days. A record is found in
 * the rows about it and in the reads whose answer held it (record_ids).
 */
export async function listAudit(db: DbOrTrx, f: AuditFilter) {
  let q = db.selectFrom('audit_log');
  if (f.actor_id !== undefined) q = q.where('actor_id', '=', f.actor_id);
  if (f.action) q = q.where('action', '=', f.action);
  if (f.entity) q = q.where('entity', '=', f.entity);
  if (f.entity_id !== undefined) {
    const id = f.entity_id;
    q = q.where((eb) => eb.or([eb('entity_id', '=', id), eb('record_ids', 'like', `%,${id},%`)]));
  }
  if (f.from_date) q = q.where('created_at', '>=', taipeiDayStart(f.from_date));
  if (f.to_date) q = q.where('created_at', '<', taipeiDayStart(addDays(f.to_date, 1)));
  const { count } = await q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('id', 'desc').limit(f.limit).offset(f.offset).execute();
  const results = rows.map((r) => ({
    ...r,
    action: r.action as AuditAction,
    record_ids: unpackIds(r.record_ids),
    changed_fields: JSON.parse(r.changed_fields) as unknown,
  }));
  return { count: Number(count), results };
}
