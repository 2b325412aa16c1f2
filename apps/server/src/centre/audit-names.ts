import type { AuditEntry } from '@pnc/schemas/centre/audit';
import { AUDIT_SHOWN_IDS } from '@pnc/schemas/centre/audit';
import { isHealthData } from '@pnc/schemas/centre/health-data';
import { resourceByName } from '@pnc/schemas/centre/resources';
import type { FastifyRequest } from 'fastify';
import type { DbOrTrx } from './audit-repository';
import { noteRead } from './read-audit';
import { untyped } from './repository';

/** The columns a record is named by: its definition's display field (both languages of a _tw one). */
const displayColumns = (display: string) => (display.endsWith('_tw') ? [display, `${display.slice(0, -3)}_en`] : [display]);

/**
 * What the audit page names each row's first records by: per row, record id → its display fields (a mother's
 * name, a staff account's name), read in one query per kind of record. Names of health data are health data read,
 * noted for the read audit like any other answer.
 */
export async function withRecordNames(db: DbOrTrx, request: FastifyRequest, rows: readonly AuditEntry[]) {
  const wanted = new Map<string, Set<number>>();
  const shownIds = (row: AuditEntry) => (row.record_ids ?? (row.entity_id ? [row.entity_id] : [])).slice(0, AUDIT_SHOWN_IDS);
  for (const row of rows) {
    if (row.entity !== 'user' && !resourceByName(row.entity)) continue;
    const ids = wanted.get(row.entity) ?? new Set<number>();
    for (const id of shownIds(row)) ids.add(id);
    wanted.set(row.entity, ids);
  }
  const found = new Map<string, Map<number, Record<string, unknown>>>();
  for (const [entity, ids] of wanted) {
    if (!ids.size) continue;
    const def = resourceByName(entity);
    const [table, columns] = def ? [def.table, displayColumns(def.display)] : ['app_user', ['display_name', 'username']];
    const records = (await untyped(db)
      .selectFrom(table)
      .select(['id', ...columns])
      .where('id', 'in', [...ids])
      .execute()) as { id: number }[];
    found.set(entity, new Map(records.map(({ id, ...fields }) => [Number(id), fields])));
    if (def && isHealthData(def) && records.length)
      noteRead(
        request,
        entity,
        records.map((r) => Number(r.id)),
      );
  }
  return rows.map((row) => {
    const names = found.get(row.entity);
    if (!names) return row;
    const record_names = Object.fromEntries(shownIds(row).flatMap((id) => (names.has(id) ? [[id, names.get(id)!]] : [])));
    return { ...row, record_names };
  });
}
