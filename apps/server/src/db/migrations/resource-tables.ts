import type { ColumnDataType } from 'kysely';
import { type AnyDb, type Engine, withId, withTimestamps } from './helpers';

/**
 * A table of the centre's resources as a migration created it: a literal snapshot, never read from the live
 * definitions, so a migration builds the same tables however the definitions change later (a change needs its
 * own migration). `number` is a float (real on SQLite, double precision on PostgreSQL); `indexed` columns get
 * an index named `<table>_<column>_idx`.
 */
export interface ResourceTable {
  table: string;
  columns: [name: string, type: 'text' | 'integer' | 'bigint' | 'number', opts?: ColumnOptions][];
  indexed: string[];
}

interface ColumnOptions {
  notNull?: true;
  unique?: true;
  /** The table whose id this column refers to. */
  references?: string;
}

const dataType = (type: ResourceTable['columns'][number][1], engine: Engine): ColumnDataType =>
  type === 'number' ? (engine === 'sqlite' ? 'real' : 'double precision') : type;

/** Creates the tables in order: an id, the columns, created_at/updated_at, then the indexes. */
export async function createResourceTables(db: AnyDb, engine: Engine, tables: readonly ResourceTable[]) {
  for (const { table, columns, indexed } of tables) {
    let tb = withId(db.schema.createTable(table), engine);
    for (const [name, type, opts = {}] of columns) {
      tb = tb.addColumn(name, dataType(type, engine), (c) => {
        let col = opts.notNull ? c.notNull() : c;
        if (opts.unique) col = col.unique();
        if (opts.references) col = col.references(`${opts.references}.id`);
        return col;
      });
    }
    await withTimestamps(tb).execute();
    for (const col of indexed) await db.schema.createIndex(`${table}_${col}_idx`).on(table).column(col).execute();
  }
}
