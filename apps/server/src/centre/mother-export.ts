import { baby } from '@pnc/schemas/centre/baby';
import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import { healthData } from '@pnc/schemas/centre/health-data';
import { exportedRecordDefs, type MotherExport } from '@pnc/schemas/centre/mother-export';
import { mother } from '@pnc/schemas/centre/mother';
import { centreResources } from '@pnc/schemas/centre/resources';
import type { SessionUser } from '../lib/session-user';
import { nowIso } from '../lib/time';
import type { DbOrTrx } from './audit-repository';
import { fromRow, getRow, type Row, untyped } from './repository';
import { listFlags } from './clinical-flags/flag-repository';

/** The ref fields of a definition that point at `target`. */
const refsTo = (def: ResourceDefinition, target: string) =>
  Object.entries(def.fields)
    .filter(([, f]) => f.type === 'ref' && f.ref === target && !f.derived)
    .map(([k]) => k);

/** Definitions that health data refers to (a baby, a contract…): whose rows of hers lead to more of her records. */
const healthTargets = new Set(
  [...healthData].flatMap((d) => Object.values(d.fields).flatMap((f) => (f.type === 'ref' ? [f.ref!] : []))),
);

/**
 * Everything the centre keeps as health data about one mother, read in one transaction: her record, her babies and
 * every health-data record whose ref fields point at her, at one of her babies, or at another record of hers that
 * health data refers to (a meal plan names her contract). Found from the definitions, not a list of tables;
 * archived records included (they carry archived_at).
 */
export async function motherExport(db: DbOrTrx, id: number, by: SessionUser): Promise<MotherExport> {
  return db.transaction().execute(async (t) => {
    const trx = untyped(t);
    const her = fromRow(mother, await getRow(t, mother, id));
    // Her own records that other health data points at: her babies, her contracts, her stays…
    const owners = new Map<string, number[]>([[mother.name, [id]]]);
    for (const def of centreResources) {
      if (!healthTargets.has(def.name) || def === mother) continue;
      const fields = refsTo(def, mother.name);
      if (!fields.length) continue;
      const rows = (await trx
        .selectFrom(def.table)
        .select('id')
        .where((eb) => eb.or(fields.map((f) => eb(f, '=', id))))
        .execute()) as { id: number | string }[];
      if (rows.length)
        owners.set(
          def.name,
          rows.map((r) => Number(r.id)),
        );
    }
    const recordsOf = async (def: ResourceDefinition) => {
      const links = Object.entries(def.fields).flatMap(([k, f]) =>
        f.type === 'ref' && !f.derived && owners.has(f.ref!) ? [[k, owners.get(f.ref!)!] as const] : [],
      );
      if (!links.length) return [];
      const rows = (await trx
        .selectFrom(def.table)
        .selectAll()
        .where((eb) => eb.or(links.map(([k, ids]) => eb(k, 'in', ids))))
        .orderBy('id')
        .execute()) as Row[];
      return rows.map((r) => fromRow(def, r));
    };
    const records: Record<string, Row[]> = {};
    for (const def of exportedRecordDefs) records[def.name] = await recordsOf(def);
    const babies = (await trx.selectFrom(baby.table).selectAll().where('mother', '=', id).orderBy('id').execute()) as Row[];
    return {
      exported_at: nowIso(),
      exported_by: { id: by.id, username: by.username },
      mother: her,
      babies: babies.map((r) => fromRow(baby, r)),
      records,
      clinical_flags: (await listFlags(trx, { mother: id, status: 'all' }, { limit: 100_000, offset: 0 })).results,
    } as unknown as MotherExport;
  });
}

/** The records an export holds, by entity (herself first), for its audit row. */
export function exportedIds(doc: MotherExport): { entity: string; ids: number[] }[] {
  return [
    { entity: mother.name, ids: [doc.mother.id] },
    { entity: baby.name, ids: doc.babies.map((b) => b.id) },
    ...Object.entries(doc.records).map(([entity, rows]) => ({ entity, ids: (rows as { id: number }[]).map((r) => r.id) })),
    { entity: 'clinical_flag', ids: doc.clinical_flags.map((f) => f.id) },
  ];
}
