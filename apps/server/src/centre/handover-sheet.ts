import type { ClinicalFlag } from '@pnc/schemas/centre/clinical-flag';
import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import { healthData, isClinicalRecord } from '@pnc/schemas/centre/health-data';
import { centreResources, resourceByName } from '@pnc/schemas/centre/resources';
import type { HandoverContent, HandoverMother, HandoverRecord, HandoverValue } from '@pnc/schemas/centre/shift-handover';
import { refTable } from '../db/resource-columns';
import type { DbOrTrx } from './audit-repository';
import { listFlags } from './clinical-flags/flag-repository';
import { fromRow, untyped } from './repository';

/** A health-data definition on the sheet: whose record it is (`owner`, a ref to a mother or a baby) and when. */
interface SheetSource {
  def: ResourceDefinition;
  owner: string;
  ownerKind: 'mother' | 'baby';
  /** The record time: the datetime the list is ordered by, else the first required datetime. */
  at: string;
  /**
   * The fields shown: every field the record holds (a nurse hands over all she observed, not the list's summary),
   * the owner and the record time left out, and JSON (a structure is no line) and derived fields (no column).
   */
  columns: string[];
}

/** The record time of a definition (see SheetSource.at), or undefined when it has none. */
function recordTime(def: ResourceDefinition): string | undefined {
  const ordering = def.list.ordering.replace(/^-/, '');
  if (def.fields[ordering]?.type === 'datetime') return ordering;
  return Object.entries(def.fields).find(([, f]) => f.type === 'datetime' && f.required)?.[0];
}

/** The fields of a definition a sheet record shows (SheetSource.columns), in the definition's order. */
export function sheetFields(def: ResourceDefinition, owner: string, at: string): string[] {
  return Object.entries(def.fields)
    .filter(([name, f]) => name !== owner && name !== at && f.type !== 'json' && !f.derived)
    .map(([name]) => name);
}

/**
 * Every health-data definition with a mother or a baby and a record time contributes (a baby's, when it names
 * both): a new clinical resource joins the sheet by itself. The mother and baby records themselves have no record
 * time and are the sheet's subjects instead.
 */
function sheetSources(): SheetSource[] {
  const out: SheetSource[] = [];
  for (const def of healthData) {
    const refTo = (target: string) => Object.entries(def.fields).find(([, f]) => f.type === 'ref' && f.ref === target)?.[0];
    const baby = refTo('baby');
    const owner = baby ?? refTo('mother');
    const at = recordTime(def);
    if (!owner || !at) continue;
    const columns = sheetFields(def, owner, at);
    out.push({ def, owner, ownerKind: baby ? 'baby' : 'mother', at, columns });
  }
  return out;
}

type Row = Record<string, unknown>;

/** Names of the records that values refer to (rooms, nurses, incubators), by target and id, one query per target. */
async function refNames(db: DbOrTrx, wanted: Map<string, Set<number>>): Promise<Map<string, Map<number, string | null>>> {
  const out = new Map<string, Map<number, string | null>>();
  for (const [ref, ids] of wanted) {
    if (!ids.size) continue;
    const target = resourceByName(ref);
    const column = ref === 'user' ? 'display_name' : target?.display;
    if (!column || (target && target.fields[column]?.type === 'ref')) continue;
    const rows = (await untyped(db)
      .selectFrom(refTable(ref, centreResources))
      .select(['id', column])
      .where('id', 'in', [...ids])
      .execute()) as Row[];
    out.set(ref, new Map(rows.map((r) => [Number(r.id), r[column] == null ? null : String(r[column])])));
  }
  return out;
}

/** The records each source holds for these owners with a record time in [start, end), oldest first. */
async function recordsIn(
  db: DbOrTrx,
  owners: { mother: number[]; baby: number[] },
  window: { start: string; end: string },
): Promise<{ kind: 'mother' | 'baby'; owner: number; record: HandoverRecord }[]> {
  const found: { source: SheetSource; row: Row }[] = [];
  for (const source of sheetSources()) {
    const ids = owners[source.ownerKind];
    if (!ids.length) continue;
    let q = untyped(db)
      .selectFrom(source.def.table)
      .selectAll()
      .where(source.owner, 'in', ids)
      .where(source.at, '>=', window.start)
      .where(source.at, '<', window.end);
    if (isClinicalRecord(source.def)) q = q.where('archived_at', 'is', null);
    for (const row of (await q.orderBy(source.at).orderBy('id').execute()) as Row[])
      found.push({ source, row: fromRow(source.def, row, { masked: true }) });
  }
  const wanted = new Map<string, Set<number>>();
  for (const { source, row } of found)
    for (const c of source.columns) {
      const f = source.def.fields[c]!;
      if (f.type === 'ref' && row[c] != null) {
        const ids = wanted.get(f.ref!) ?? new Set<number>();
        wanted.set(f.ref!, ids.add(row[c] as number));
      }
    }
  const names = await refNames(db, wanted);
  return found.map(({ source, row }) => {
    const values: Record<string, HandoverValue> = {};
    for (const c of source.columns) {
      const f = source.def.fields[c]!;
      const v = row[c];
      values[c] =
        f.type === 'ref' && v != null
          ? { id: v as number, name: names.get(f.ref!)?.get(v as number) ?? null }
          : ((v ?? null) as HandoverValue);
    }
    return {
      kind: source.ownerKind,
      owner: row[source.owner] as number,
      record: { entity: source.def.name, id: row.id as number, at: String(row[source.at]), values },
    };
  });
}

/** The flags of these mothers (their babies' included) open at the end of the window: raised before it, not acknowledged by then. */
async function flagsOpenAt(db: DbOrTrx, motherIds: number[], end: string): Promise<ClinicalFlag[]> {
  if (!motherIds.length) return [];
  return (await listFlags(untyped(db), { status: 'all', mothers: motherIds, openAt: end }, { limit: 1000, offset: 0 })).results;
}

/** Notes as stored: by mother and baby id. */
export interface StoredNotes {
  mothers: Record<string, string>;
  babies: Record<string, string>;
}
export const noNotes = (): StoredNotes => ({ mothers: {}, babies: {} });

/**
 * The mothers in the house during the shift (a stay begun by its date, checked in, and not checked out before the
 * shift began), each with her room (her latest stay's), her babies born by its end, the records of the window, the
 * flags open at its end and the notes.
 */
export async function buildSheet(
  db: DbOrTrx,
  date: string,
  window: { start: string; end: string },
  notes: StoredNotes,
): Promise<HandoverContent> {
  const stays = (await untyped(db)
    .selectFrom('mom_living_record as s')
    .innerJoin('mother as m', 'm.id', 's.mother')
    .innerJoin('room as r', 'r.id', 's.room')
    .select(['s.mother', 'm.name', 'r.id as room_id', 'r.number'])
    .where('s.start_date', '<=', date)
    .where('m.archived_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('s.status', '=', 'in_house'),
        eb.and([eb('s.status', '=', 'checked_out'), eb('s.checked_out_at', '>', window.start)]),
      ]),
    )
    .orderBy('s.start_date', 'desc')
    .orderBy('s.id', 'desc')
    .execute()) as Row[];
  const mothers = new Map<number, HandoverMother>();
  for (const s of stays) {
    const id = Number(s.mother);
    if (mothers.has(id)) continue;
    mothers.set(id, {
      mother: { id, name: s.name as string },
      room: { id: Number(s.room_id), number: String(s.number) },
      records: [],
      flags: [],
      note: notes.mothers[id] ?? '',
      babies: [],
    });
  }
  const motherIds = [...mothers.keys()];
  const babies = motherIds.length
    ? ((await untyped(db)
        .selectFrom('baby')
        .select(['id', 'name', 'mother'])
        .where('mother', 'in', motherIds)
        .where('archived_at', 'is', null)
        .where((eb) => eb.or([eb('birth_at', 'is', null), eb('birth_at', '<', window.end)]))
        .orderBy('id')
        .execute()) as Row[])
    : [];
  const babyOf = new Map<number, HandoverMother['babies'][number]>();
  for (const b of babies) {
    const id = Number(b.id);
    const sheet = { baby: { id, name: (b.name as string | null) ?? null }, records: [], flags: [], note: notes.babies[id] ?? '' };
    babyOf.set(id, sheet);
    mothers.get(Number(b.mother))!.babies.push(sheet);
  }
  for (const { kind, owner, record } of await recordsIn(db, { mother: motherIds, baby: [...babyOf.keys()] }, window))
    (kind === 'baby' ? babyOf.get(owner) : mothers.get(owner))?.records.push(record);
  for (const flag of await flagsOpenAt(db, motherIds, window.end))
    ((flag.baby && babyOf.get(flag.baby.id)) || mothers.get(flag.mother.id))?.flags.push(flag);
  return {
    mothers: [...mothers.values()].sort(
      (a, b) => (a.room?.number ?? '').localeCompare(b.room?.number ?? '', 'en', { numeric: true }) || a.mother.id - b.mother.id,
    ),
  };
}

/** The records a sheet shows, by entity (mothers and babies first, then each record kind, then the flags). */
export function sheetReads(content: HandoverContent): { entity: string; ids: number[] }[] {
  const by = new Map<string, Set<number>>([
    ['mother', new Set()],
    ['baby', new Set()],
  ]);
  const add = (entity: string, id: number) => by.set(entity, (by.get(entity) ?? new Set()).add(id));
  const flags = new Set<number>();
  for (const m of content.mothers) {
    add('mother', m.mother.id);
    for (const r of m.records) add(r.entity, r.id);
    for (const f of m.flags) flags.add(f.id);
    for (const b of m.babies) {
      add('baby', b.baby.id);
      for (const r of b.records) add(r.entity, r.id);
      for (const f of b.flags) flags.add(f.id);
    }
  }
  if (flags.size) by.set('clinical_flag', flags);
  return [...by].map(([entity, ids]) => ({ entity, ids: [...ids].sort((a, b) => a - b) }));
}
