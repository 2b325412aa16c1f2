import type { Kysely, Transaction } from 'kysely';
import { mask } from '@pnc/schemas/centre/define';
import type { AuditEntry } from '@pnc/schemas/centre/audit';
import type { Database } from '../db/database';
import { nowIso } from '../lib/time';

export type DbOrTrx = Kysely<Database> | Transaction<Database>;
export type AuditAction = AuditEntry['action'];

export interface AuditInput {
  actorId: number | null;
  action: AuditAction;
  entity: string;
  entityId: number | null;
  changed?: Record<string, unknown>;
  /** Fields whose values are masked (national_id). */
  sensitive?: readonly string[];
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
    })
    .execute();
}
