import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import { AppError, conflict, invalid } from '../lib/errors';

/** The column a unique violation names: SQLite "UNIQUE constraint failed: room.number", pg "Key (number)=(301) already exists." */
function uniqueColumn(err: { message?: string; detail?: string }): string | undefined {
  return /UNIQUE constraint failed: \w+\.(\w+)/.exec(err.message ?? '')?.[1] ?? /^Key \((\w+)\)=/.exec(err.detail ?? '')?.[1];
}

/**
 * Turns constraint violations into the error shape: a duplicate is 409 already_used naming the field; a
 * missing referenced row (a race with a delete) is 400; deleting a row others still refer to is 409
 * still_referenced.
 */
export function mapDbError(err: unknown, def: ResourceDefinition, op: 'write' | 'delete'): unknown {
  if (err instanceof AppError) return err;
  const e = err as { code?: string; message?: string; detail?: string };
  const isUnique = e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE';
  const isForeign = e.code === '23503' || e.code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
  if (isUnique) {
    const field = uniqueColumn(e) ?? '_';
    return conflict('already_used', `This ${field} is already used.`, { [field]: ['already used'] });
  }
  if (isForeign && op === 'delete') {
    return conflict('still_referenced', `This ${def.name} is still referred to by other records; remove those first.`);
  }
  if (isForeign) return invalid({ _: ['not_an_id'] }, 'A referenced record does not exist.');
  return err;
}
