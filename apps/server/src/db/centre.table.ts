import type { Generated } from 'kysely';

/** Append-only record of centre writes and health-data reads. changed_fields is JSON text. */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: number | null;
  changed_fields: string;
  created_at: string;
}
