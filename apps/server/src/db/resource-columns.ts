import type { ColumnDataType } from 'kysely';
import type { FieldSpec, ResourceDefinition } from '@pnc/schemas/centre/define';
import type { Engine } from './connect';

/** Column type of a field: money (bigint: NT$ as whole dollars), refs and flags are integers, dates and JSON text. */
export function columnType(f: FieldSpec, engine: Engine): ColumnDataType {
  switch (f.type) {
    case 'money':
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
