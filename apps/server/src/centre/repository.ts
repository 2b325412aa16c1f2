import { type Kysely, PostgresAdapter, type SelectQueryBuilder, sql } from 'kysely';
import { isClinicalRecord } from '@pnc/schemas/centre/health-data';
import { centreResources, resourceByName } from '@pnc/schemas/centre/resources';
import type { z } from 'zod';
import type { ErrorCode } from '@pnc/schemas/common';
import { type FieldSpec, mask, orderingFields, parseOrdering, type ResourceDefinition } from '@pnc/schemas/centre/define';
import { refTable } from '../db/resource-columns';
import { conflict, invalid, notFound } from '../lib/errors';
import { nowIso } from '../lib/time';
import { type AuditAction, type DbOrTrx, writeAudit } from './audit-repository';
import { withAuthors } from './authors';
import { mapDbError } from './db-errors';
import { addDays } from './care-time';
import type { Actor, Row } from './row-types';

/** Row and Actor live in row-types.ts, so authors.ts needs no import of this file. */
export type { Actor, Row };

// The generic layer works over tables named at run time; only this file (and its hooks) see them untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;
export const untyped = (db: DbOrTrx) => db as unknown as AnyDb;

/** What a definition may add in hand-written code beside the generic routes. */
export interface ResourceHooks {
  /** Where-clauses for the definition's 'custom' filters. */
  customFilter?: (qb: AnySelect, query: Record<string, unknown>) => AnySelect;
  /**
   * The tables a customFilter or derive reads besides the definition's own. A list answer is kept
   * (plugins/answer-cache.ts) only while every table it reads is unchanged, so a list with either is kept only
   * when this is given.
   */
  reads?: readonly string[];
  /**
   * The definition's derived fields (FieldSpec.derived: no column) of the rows answered, by id: one query for a
   * whole list page, also run for a read, a create and an update. A row it leaves out keeps them null.
   */
  derive?: (db: AnyDb, ids: readonly number[]) => Promise<Map<number, Row>>;
  /** Server-computed fields (readOnly in the definition), from the full row about to be written. */
  compute?: (row: Row) => Row;
  /**
   * Runs inside the write's transaction, before it: cross-field rules, locks, conflicts. `query` is the write's
   * query string as `writeQuery` parsed it (e.g. a mother's `confirm_distinct`), empty without one.
   */
  beforeWrite?: (trx: AnyDb, row: Row, id: number | undefined, query: Row) => Promise<void>;
  /** Query parameters a create or update accepts (flags about the write, never stored). */
  writeQuery?: z.ZodObject;
  /** Runs inside a delete's transaction, before the row goes (e.g. rows the server keeps for it). */
  beforeDelete?: (trx: AnyDb, before: Row) => Promise<void>;
  /**
   * Runs inside the write's transaction, after it: what follows from the row (an incubator's status, a
   * contract's deposit line). `after` is null for a delete, `before` null for a create; both as answered.
   */
  afterWrite?: (trx: AnyDb, after: Row | null, before: Row | null, actor: Actor) => Promise<void>;
}

// ------------------------------------------------------------------- row <-> API

/** API value → column value: flags as 0/1, JSON as text. */
function toColumn(f: FieldSpec, v: unknown): unknown {
  if (v === undefined || v === null) return v;
  if (f.type === 'bool') return v ? 1 : 0;
  if (f.type === 'json') return JSON.stringify(v);
  return v;
}

type Convert = (v: unknown) => unknown;
const conversions = new WeakMap<ResourceDefinition, [field: string, convert: Convert, sensitive: boolean][]>();

/** Each field's column → API conversion, worked out once per definition rather than for every row of every page. */
function conversionsOf(def: ResourceDefinition) {
  let plan = conversions.get(def);
  if (!plan) {
    plan = Object.entries(def.fields).map(([k, f]): [string, Convert, boolean] => {
      const convert: Convert =
        f.type === 'bool'
          ? (v) => (v == null ? (f.required ? false : null) : Boolean(Number(v)))
          : f.type === 'json'
            ? (v) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : (v ?? null))
            : f.type === 'int' || f.type === 'money' || f.type === 'ref' || f.type === 'number'
              ? (v) => (v == null ? null : Number(v))
              : (v) => v ?? null;
      return [k, convert, !!def.sensitive?.includes(k)];
    });
    conversions.set(def, plan);
  }
  return plan;
}

/** Row → API: the one place rows become answers. */
export function fromRow(def: ResourceDefinition, row: Row, opts: { masked?: boolean } = {}): Row {
  const out: Row = { id: Number(row.id) };
  for (const [k, convert, sensitive] of conversionsOf(def)) {
    const v = convert(row[k]);
    out[k] = sensitive && opts.masked ? mask(v as string | null) : v;
  }
  out.created_at = row.created_at;
  out.updated_at = row.updated_at;
  if (isClinicalRecord(def)) {
    out.archived_at = row.archived_at ?? null;
    out.archived_by = row.archived_by == null ? null : Number(row.archived_by);
    out.archive_reason = row.archive_reason ?? null;
  }
  return out;
}

/** Answers with the definition's derived fields filled in (ResourceHooks.derive), in one query for all of them. */
export async function withDerived(db: DbOrTrx, rows: Row[], hooks: ResourceHooks | undefined): Promise<Row[]> {
  if (!hooks?.derive || !rows.length) return rows;
  const ids = rows.map((r) => r.id as number);
  const values = await hooks.derive(untyped(db), ids);
  return rows.map((r) => ({ ...r, ...values.get(r.id as number) }));
}

function toColumns(def: ResourceDefinition, data: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(data)) {
    const f = def.fields[k];
    if (f && v !== undefined) out[k] = toColumn(f, v);
  }
  return out;
}

// ------------------------------------------------------------------- reads

function applyFilters(
  def: ResourceDefinition,
  qb: AnySelect,
  query: Record<string, unknown>,
  hooks: ResourceHooks | undefined,
  pg: boolean,
) {
  for (const flt of def.list.filters) {
    switch (flt.op) {
      case 'eq': {
        const v = query[flt.field];
        if (v !== undefined) qb = qb.where(flt.field, '=', toColumn(def.fields[flt.field]!, v));
        break;
      }
      case 'contains': {
        const v = typeof query[flt.field] === 'string' ? (query[flt.field] as string).trim() : '';
        // Spec 5: a filter is added only when given.
        if (v) {
          const pattern = `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
          // Both sides are folded by the same engine, never one in JavaScript: JavaScript folds ＡＢＣ to ａｂｃ,
          // which neither engine's own folding matches. SQLite's LIKE ignores ASCII case by itself (its lower() folds
          // nothing else), so the column goes in as it is; PostgreSQL's LIKE is case-sensitive, so both go through
          // its lower() (the column's as the trigram index holds it).
          const match = pg
            ? sql<boolean>`lower(${sql.ref(flt.field)}) like lower(${pattern}) escape '\\'`
            : sql<boolean>`${sql.ref(flt.field)} like ${pattern} escape '\\'`;
          qb = qb.where(match);
        }
        break;
      }
      case 'range': {
        const from = query[`${flt.field}_from`];
        const to = query[`${flt.field}_to`];
        if (from !== undefined) qb = qb.where(flt.field, '>=', from);
        if (to !== undefined) qb = qb.where(flt.field, '<=', to);
        break;
      }
      case 'window': {
        const from = query.from_date as string | undefined;
        if (from) {
          const end = addDays(from, (query.duration as number | undefined) ?? 1);
          // A required end is never null: without the null branch the end column's index can serve the window.
          const endsAfter = def.fields[flt.end]?.required;
          qb = qb
            .where(flt.start, '<', end)
            .where((eb) => (endsAfter ? eb(flt.end, '>', from) : eb.or([eb(flt.end, 'is', null), eb(flt.end, '>', from)])));
        }
        break;
      }
      case 'custom':
        if (hooks?.customFilter) qb = hooks.customFilter(qb, query);
        break;
    }
  }
  return qb;
}

/**
 * Orders a list by `?ordering` (one of orderingFields, checked again here for callers that skip the route's
 * schema) or else the definition's default, then by id in the same direction so pages never shuffle. Both
 * engines give the same order: empty values first ascending and last descending (SQLite's way, spelled out for
 * PostgreSQL), and text by code point (PostgreSQL told `collate "C"`, SQLite's BINARY), so descending is always
 * the exact reverse of ascending.
 */
function orderOf(def: ResourceDefinition, requested: unknown, pg: boolean): (qb: AnySelect) => AnySelect {
  const allowed = orderingFields(def);
  if (requested !== undefined && (typeof requested !== 'string' || !allowed.includes(parseOrdering(requested).field)))
    throw invalid({ ordering: ['not_one_of'] }, `ordering is one of: ${allowed.join(', ')} (with '-' for descending).`);
  const { field, desc } = parseOrdering(typeof requested === 'string' ? requested : def.list.ordering);
  const f = def.fields[field];
  const byText = pg && (f?.type === 'text' || f?.type === 'longtext' || f?.type === 'enum');
  const nullable = !!f && !f.required;
  return (qb) => {
    qb = qb.orderBy(field, (ob) => {
      let item = byText ? ob.collate('C' as never) : ob;
      item = desc ? item.desc() : item.asc();
      return nullable ? (desc ? item.nullsLast() : item.nullsFirst()) : item;
    });
    return field === 'id' ? qb : qb.orderBy('id', desc ? 'desc' : 'asc');
  };
}

export async function listRows(
  db: DbOrTrx,
  def: ResourceDefinition,
  query: Record<string, unknown> & { limit: number; offset: number },
  hooks?: ResourceHooks,
  extra?: (qb: AnySelect) => AnySelect,
) {
  // Checked before any query: a bad ?ordering is the caller's 400, whatever the filters.
  const pg = isPostgres(db);
  const order = orderOf(def, query.ordering, pg);
  const archived = query.archived === true;
  const base = () => {
    let qb = applyFilters(def, untyped(db).selectFrom(def.table), query, hooks, pg);
    // Archived clinical records drop out of lists; `?archived=true` (managers) lists them instead.
    if (isClinicalRecord(def)) qb = qb.where('archived_at', archived ? 'is not' : 'is', null);
    return extra ? extra(qb) : qb;
  };
  const rows = (await order(base().selectAll()).limit(query.limit).offset(query.offset).execute()) as Row[];
  // A page that is not full (and not past the end) tells the count: no second pass over the matches.
  const count =
    rows.length > 0 && rows.length < query.limit
      ? query.offset + rows.length
      : Number(
          (
            (await base()
              .select((eb) => eb.fn.countAll().as('count'))
              .executeTakeFirstOrThrow()) as { count: number }
          ).count,
        );
  const results = rows.map((r) => fromRow(def, r, { masked: true }));
  return { count, results: await withDerived(db, results, hooks) };
}

export async function getRow(db: DbOrTrx, def: ResourceDefinition, id: number, forUpdate = false): Promise<Row> {
  let qb = untyped(db).selectFrom(def.table).selectAll().where('id', '=', id);
  if (forUpdate && isPostgres(db)) qb = qb.forUpdate();
  const row = (await qb.executeTakeFirst()) as Row | undefined;
  if (!row) throw notFound(`No ${def.name} with id ${id}.`);
  return row;
}

export const isPostgres = (db: DbOrTrx) => db.getExecutor().adapter instanceof PostgresAdapter;

// ------------------------------------------------------------------- writes

/** Every ref given must name an existing row: an unknown id is a 400 `not_an_id` on that field, not a constraint error. */
async function checkRefs(trx: AnyDb, def: ResourceDefinition, data: Row) {
  const fields: Record<string, string[]> = {};
  const missing: string[] = [];
  for (const [k, f] of Object.entries(def.fields)) {
    const v = data[k];
    if (f.type !== 'ref' || v == null) continue;
    let q = trx.selectFrom(refTable(f.ref!, centreResources)).select('id').where('id', '=', v);
    // New records are not written against an archived one.
    const target = resourceByName(f.ref!);
    if (target && isClinicalRecord(target)) q = q.where('archived_at', 'is', null);
    const found = await q.executeTakeFirst();
    if (!found) {
      fields[k] = ['not_an_id'];
      missing.push(`no ${f.ref} with id ${String(v)}`);
    }
  }
  if (Object.keys(fields).length) throw invalid(fields, `Some fields name no record: ${missing.join('; ')}.`);
}

/**
 * Values a create left out that start from another record's (FieldSpec.fillFrom: a contract's daily rate from its
 * room type's), read in the write's transaction. A ref that names no record is left to checkRefs to refuse.
 */
async function fillFromRefs(trx: AnyDb, def: ResourceDefinition, row: Row): Promise<Row> {
  const out = { ...row };
  for (const [k, f] of Object.entries(def.fields)) {
    if (!f.fillFrom || out[k] !== undefined) continue;
    const id = out[f.fillFrom.ref];
    const target = def.fields[f.fillFrom.ref]?.ref;
    if (id == null || !target) continue;
    const found = (await trx
      .selectFrom(refTable(target, centreResources))
      .select(f.fillFrom.field)
      .where('id', '=', id)
      .executeTakeFirst()) as Row | undefined;
    const v = found?.[f.fillFrom.field];
    if (v != null) out[k] = f.type === 'money' || f.type === 'int' || f.type === 'number' ? Number(v) : v;
  }
  return out;
}

/** A required value to fill from a ref (fillFrom) that is neither given nor filled: the record's own to give. */
function checkFilled(def: ResourceDefinition, row: Row) {
  const missing = Object.entries(def.fields).filter(([k, f]) => f.fillFrom && f.required && row[k] == null);
  if (missing.length) throw invalid(Object.fromEntries(missing.map(([k]) => [k, ['required']])));
}

/** A record's filled fields: what a create or a delete audits. */
export const filledFields = (def: ResourceDefinition, row: Row): Row =>
  Object.fromEntries(
    Object.keys(def.fields)
      .filter((k) => row[k] != null)
      .map((k) => [k, row[k]]),
  );

/** The audit row of a write to one record (its sensitive fields masked): pass the write's transaction. */
export const auditWrite = (t: DbOrTrx, def: ResourceDefinition, actor: Actor, action: AuditAction, id: number, changed: Row) =>
  writeAudit(t, { actorId: actor.id, action, entity: def.name, entityId: id, changed, sensitive: def.sensitive });

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Runs `work` in the caller's transaction when given one (an idempotent create's), else in its own. */
const inTransaction = <T>(db: DbOrTrx, work: (t: DbOrTrx) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

export async function createRow(
  db: DbOrTrx,
  def: ResourceDefinition,
  data: Row,
  actor: Actor,
  hooks?: ResourceHooks,
  query: Row = {},
): Promise<Row> {
  try {
    return await inTransaction(db, async (t) => {
      const trx = untyped(t);
      let full: Row = await fillFromRefs(trx, def, withAuthors(def, data, actor));
      if (hooks?.compute) full = { ...full, ...hooks.compute(full) };
      await checkRefs(trx, def, full);
      checkFilled(def, full);
      await hooks?.beforeWrite?.(trx, full, undefined, query);
      const now = nowIso();
      const row = (await trx
        .insertInto(def.table)
        .values({ ...toColumns(def, full), created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow()) as Row;
      const answer = fromRow(def, row);
      await hooks?.afterWrite?.(trx, answer, null, actor);
      await auditWrite(t, def, actor, 'create', answer.id as number, filledFields(def, answer));
      return answer;
    });
  } catch (err) {
    throw mapDbError(err, def, 'write');
  }
}

export async function updateRow(
  db: DbOrTrx,
  def: ResourceDefinition,
  id: number,
  data: Row,
  actor: Actor,
  hooks?: ResourceHooks,
  query: Row = {},
): Promise<Row> {
  try {
    return await db.transaction().execute(async (t) => {
      const trx = untyped(t);
      const before = fromRow(def, await getRow(t, def, id, true));
      if (before.archived_at != null) throw archivedRecord(def);
      const given = withAuthors(def, Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)), actor, before);
      let full: Row = { ...before, ...given };
      if (hooks?.compute) full = { ...full, ...hooks.compute(full) };
      await checkRefs(trx, def, given);
      await hooks?.beforeWrite?.(trx, full, id, query);
      const changed: Record<string, [unknown, unknown]> = {};
      for (const k of Object.keys(def.fields)) if (k in full && !sameValue(before[k], full[k])) changed[k] = [before[k], full[k]];
      if (!Object.keys(changed).length) return before;
      const values = toColumns(def, Object.fromEntries(Object.keys(changed).map((k) => [k, full[k]])));
      const row = (await trx
        .updateTable(def.table)
        .set({ ...values, updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow()) as Row;
      await hooks?.afterWrite?.(trx, fromRow(def, row), before, actor);
      await auditWrite(t, def, actor, 'update', id, changed);
      return fromRow(def, row);
    });
  } catch (err) {
    throw mapDbError(err, def, 'write');
  }
}

const archivedRecord = (def: ResourceDefinition) =>
  conflict('archived', `This ${def.name} is archived: it is kept as it is and no longer changes.`);

/** Live records that refer to `id` of `def` (an archived clinical record no longer counts). */
async function stillReferenced(trx: AnyDb, def: ResourceDefinition, id: number) {
  for (const other of centreResources) {
    for (const [k, f] of Object.entries(other.fields)) {
      if (f.type !== 'ref' || f.ref !== def.name) continue;
      let q = trx.selectFrom(other.table).select('id').where(k, '=', id);
      if (isClinicalRecord(other)) q = q.where('archived_at', 'is', null);
      if (await q.limit(1).executeTakeFirst()) return true;
    }
  }
  return false;
}

/**
 * A clinical record is archived, never deleted: when, by whom and why are set in one conditional write (only a
 * record not yet archived), audited in the same transaction. Refused while live records still refer to it.
 */
export async function archiveRow(
  db: DbOrTrx,
  def: ResourceDefinition,
  id: number,
  reason: string,
  actor: Actor,
  route: string,
): Promise<void> {
  await db.transaction().execute(async (t) => {
    const trx = untyped(t);
    const before = await getRow(t, def, id, true);
    if (before.archived_at != null) throw archivedRecord(def);
    if (await stillReferenced(trx, def, id))
      throw conflict('still_referenced', `This ${def.name} is still referred to by other records; archive those first.`);
    const now = nowIso();
    const done = await trx
      .updateTable(def.table)
      .set({ archived_at: now, archived_by: actor.id, archive_reason: reason, updated_at: now })
      .where('id', '=', id)
      .where('archived_at', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw archivedRecord(def);
    // A record entered for the wrong mother takes its flags with it: her open flags from it are closed, with
    // the archive's reason as their acknowledgement, so no flag stays open on a record nobody may act on.
    const withdrawn = (await trx
      .updateTable('clinical_flag')
      .set({ acknowledged_at: now, acknowledged_by: actor.id, acknowledgement: reason })
      .where('source', '=', def.name)
      .where('record_id', '=', id)
      .where('acknowledged_at', 'is', null)
      .returning('id')
      .execute()) as { id: number }[];
    await writeAudit(t, {
      actorId: actor.id,
      action: 'archive',
      entity: def.name,
      entityId: id,
      changed: {
        archived_at: [null, now],
        archive_reason: [null, reason],
        ...(withdrawn.length && { flags_closed: withdrawn.map((f) => Number(f.id)) }),
      },
      route,
    });
  });
}

/**
 * A staff action that moves a record's status on (a contract cancelled, a room made ready): one conditional write
 * from `from`, audited in the same transaction. Any other status is a 409 `code`, `refusal` saying which it is.
 * `to` is worked out after the row is locked.
 */
export async function moveStatus(
  db: DbOrTrx,
  def: ResourceDefinition,
  id: number,
  actor: Actor,
  move: { from: string; to: string | ((trx: AnyDb) => Promise<string>); code: ErrorCode; refusal: (status: string) => string },
): Promise<Row> {
  return db.transaction().execute(async (t) => {
    const before = String((await getRow(t, def, id, true)).status);
    const to = typeof move.to === 'string' ? move.to : await move.to(untyped(t));
    const row = (await untyped(t)
      .updateTable(def.table)
      .set({ status: to, updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', '=', move.from)
      .returningAll()
      .executeTakeFirst()) as Row | undefined;
    if (!row) throw conflict(move.code, move.refusal(before), { status: [before] });
    await auditWrite(t, def, actor, 'update', id, { status: [move.from, to] });
    return fromRow(def, row);
  });
}

export async function deleteRow(
  db: DbOrTrx,
  def: ResourceDefinition,
  id: number,
  actor: Actor,
  hooks?: ResourceHooks,
): Promise<void> {
  try {
    await db.transaction().execute(async (t) => {
      const before = fromRow(def, await getRow(t, def, id, true));
      await hooks?.beforeDelete?.(untyped(t), before);
      await untyped(t).deleteFrom(def.table).where('id', '=', id).execute();
      await hooks?.afterWrite?.(untyped(t), null, before, actor);
      await auditWrite(t, def, actor, 'delete', id, filledFields(def, before));
    });
  } catch (err) {
    throw mapDbError(err, def, 'delete');
  }
}
