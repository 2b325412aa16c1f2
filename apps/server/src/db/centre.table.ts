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
  /** The ids a read answered, as `,1,2,3,`; null on writes. */
  record_ids: string | null;
  /** `GET /api/mother/`: the method and route a read went through. */
  route: string | null;
}
