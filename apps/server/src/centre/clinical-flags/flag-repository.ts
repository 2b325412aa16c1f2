import type { ClinicalFlag, FlagSeverity } from '@pnc/schemas/centre/clinical-flag';
import { nowIso } from '../../lib/time';
import type { AnyDb } from '../repository';

interface FlagFilter {
  mother?: number;
  baby?: number;
  /** Flags of these mothers (and their babies): the Today page's mothers in the house. */
  mothers?: readonly number[];
  status: 'open' | 'acknowledged' | 'all';
  /** Flags open at this moment: raised before it and not acknowledged by then (a shift's handover sheet). */
  openAt?: string;
  severity?: FlagSeverity;
}

interface FlagRow {
  id: number;
  rule: string;
  severity: string;
  mother: number;
  mother_name: string;
  baby: number | null;
  baby_name: string | null;
  source: string;
  record_id: number;
  value: number | null;
  detail: string | null;
  raised_at: string;
  acknowledged_at: string | null;
  acknowledged_by: number | null;
  acknowledger_name: string | null;
  acknowledgement: string | null;
}

const COLUMNS = [
  'f.id',
  'f.rule',
  'f.severity',
  'f.mother',
  'm.name as mother_name',
  'f.baby',
  'b.name as baby_name',
  'f.source',
  'f.record_id',
  'f.value',
  'f.detail',
  'f.raised_at',
  'f.acknowledged_at',
  'f.acknowledged_by',
  'u.display_name as acknowledger_name',
  'f.acknowledgement',
] as const;

function selectFlags(db: AnyDb, f: FlagFilter) {
  let q = db
    .selectFrom('clinical_flag as f')
    .innerJoin('mother as m', 'm.id', 'f.mother')
    .leftJoin('baby as b', 'b.id', 'f.baby')
    .leftJoin('app_user as u', 'u.id', 'f.acknowledged_by');
  if (f.mother !== undefined) q = q.where('f.mother', '=', f.mother);
  if (f.baby !== undefined) q = q.where('f.baby', '=', f.baby);
  if (f.mothers !== undefined) q = f.mothers.length ? q.where('f.mother', 'in', f.mothers) : q.where('f.id', '<', 0);
  if (f.status === 'open') q = q.where('f.acknowledged_at', 'is', null);
  if (f.status === 'acknowledged') q = q.where('f.acknowledged_at', 'is not', null);
  if (f.severity) q = q.where('f.severity', '=', f.severity);
  if (f.openAt !== undefined) {
    const at = f.openAt;
    q = q
      .where('f.raised_at', '<', at)
      .where((eb) => eb.or([eb('f.acknowledged_at', 'is', null), eb('f.acknowledged_at', '>=', at)]));
  }
  return q;
}

const toFlag = (r: FlagRow, rooms: ReadonlyMap<number, string>): ClinicalFlag => ({
  id: Number(r.id),
  rule: r.rule as ClinicalFlag['rule'],
  severity: r.severity as ClinicalFlag['severity'],
  mother: { id: Number(r.mother), name: r.mother_name },
  room: rooms.get(Number(r.mother)) ?? null,
  baby: r.baby == null ? null : { id: Number(r.baby), name: r.baby_name },
  source: { entity: r.source, id: Number(r.record_id) },
  value: r.value == null ? null : Number(r.value),
  detail: r.detail == null ? null : (JSON.parse(r.detail) as Record<string, unknown>),
  raised_at: r.raised_at,
  acknowledged_at: r.acknowledged_at,
  acknowledged_by: r.acknowledged_by == null ? null : { id: Number(r.acknowledged_by), name: r.acknowledger_name },
  acknowledgement: r.acknowledgement,
});

/**
 * The room of each mother's stay in the house now, by mother: the stay's status says so, never its dates (a stay
 * past its planned end is still hers until she checks out; one booked for today is not until she checks in).
 */
async function inHouseRooms(db: AnyDb, rows: readonly FlagRow[]): Promise<Map<number, string>> {
  const mothers = [...new Set(rows.map((r) => Number(r.mother)))];
  if (!mothers.length) return new Map();
  const stays = (await db
    .selectFrom('mom_living_record as s')
    .innerJoin('room as r', 'r.id', 's.room')
    .select(['s.mother', 'r.number'])
    .where('s.mother', 'in', mothers)
    .where('s.status', '=', 'in_house')
    .execute()) as { mother: number; number: string }[];
  return new Map(stays.map((s) => [Number(s.mother), String(s.number)]));
}

/** Urgent first, then alert, then watch; newest first within each. */
export async function listFlags(db: AnyDb, f: FlagFilter, page = { limit: 100, offset: 0 }) {
  const [{ n }] = (await selectFlags(db, f)
    .select((eb) => eb.fn.countAll().as('n'))
    .execute()) as [{ n: number | string }];
  const rows = (await selectFlags(db, f)
    .select(COLUMNS)
    .orderBy((eb) => eb.case().when('f.severity', '=', 'urgent').then(0).when('f.severity', '=', 'alert').then(1).else(2).end())
    .orderBy('f.raised_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()) as FlagRow[];
  const rooms = await inHouseRooms(db, rows);
  return { count: Number(n), results: rows.map((r) => toFlag(r, rooms)) };
}

/** One flag by id, whatever its status; undefined when there is none. */
export async function readFlag(db: AnyDb, id: number): Promise<ClinicalFlag | undefined> {
  const row = (await selectFlags(db, { status: 'all' }).where('f.id', '=', id).select(COLUMNS).executeTakeFirst()) as
    FlagRow | undefined;
  return row && toFlag(row, await inHouseRooms(db, [row]));
}

/** Acknowledges an open flag: one conditional write, so of two nurses acknowledging at once exactly one does. */
export async function acknowledgeFlag(trx: AnyDb, id: number, by: number, note: string): Promise<'done' | 'missing' | 'already'> {
  const now = nowIso();
  const done = await trx
    .updateTable('clinical_flag')
    .set({ acknowledged_at: now, acknowledged_by: by, acknowledgement: note, updated_at: now })
    .where('id', '=', id)
    .where('acknowledged_at', 'is', null)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 1) return 'done';
  const exists = await trx.selectFrom('clinical_flag').select('id').where('id', '=', id).executeTakeFirst();
  return exists ? 'already' : 'missing';
}
