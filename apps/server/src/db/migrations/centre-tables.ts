import type { ColumnDataType } from 'kysely';
import type { FieldSpec, ResourceDefinition } from '@pnc/schemas/centre/define';
import type { Engine } from '../connect';
import { type AnyDb, withId, withTimestamps } from './helpers';

/** Column type of a field: money, refs and flags are integers, dates and date-times ISO text, JSON as text. */
export function columnType(f: FieldSpec, engine: Engine): ColumnDataType {
  switch (f.type) {
    case 'money':
      // NT$ as whole dollars; bigint so quantity × unit_price cannot overflow on PostgreSQL.
      return 'bigint';
    case 'int':
    case 'ref':
    case 'bool':
      return 'integer';
    case 'number':
      return engine === 'sqlite' ? 'real' : 'double precision';
    default:
      return 'text';
  }
}

/** The table a ref points at: another resource's table, or app_user for 'user'. */
export function refTable(ref: string, defs: readonly ResourceDefinition[]): string {
  if (ref === 'user') return 'app_user';
  const target = defs.find((d) => d.name === ref);
  if (!target) throw new Error(`unknown ref target ${ref}`);
  return target.table;
}

/** Columns worth an index: every ref and every column a list filters or windows on. */
export function indexedColumns(def: ResourceDefinition): string[] {
  const cols = new Set<string>();
  for (const [k, f] of Object.entries(def.fields)) if (f.type === 'ref' && !f.unique) cols.add(k);
  for (const flt of def.list.filters) {
    if (flt.op === 'eq' || flt.op === 'range' || flt.op === 'contains') cols.add(flt.field);
    if (flt.op === 'window') cols.add(flt.start).add(flt.end);
  }
  for (const [k, f] of Object.entries(def.fields)) if (f.unique) cols.delete(k);
  return [...cols];
}

/**
 * Creates the tables of the given definitions as they are when the migration is written.
 * A later change to a definition's fields needs its own migration (add or alter columns).
 */
export async function createResourceTables(
  db: AnyDb,
  engine: Engine,
  defs: readonly ResourceDefinition[],
  all: readonly ResourceDefinition[],
) {
  for (const def of defs) {
    let tb = withId(db.schema.createTable(def.table), engine);
    for (const [name, f] of Object.entries(def.fields)) {
      tb = tb.addColumn(name, columnType(f, engine), (c) => {
        let col = f.required ? c.notNull() : c;
        if (f.unique) col = col.unique();
        if (f.type === 'ref') col = col.references(`${refTable(f.ref!, all)}.id`);
        return col;
      });
    }
    await withTimestamps(tb).execute();
    for (const col of indexedColumns(def)) {
      await db.schema.createIndex(`${def.table}_${col}_idx`).on(def.table).column(col).execute();
    }
  }
}
