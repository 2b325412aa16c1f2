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

/** One answered create sent with an Idempotency-Key (migration 0039); status and response are set by its commit. */
export interface IdempotencyKeyTable {
  user_id: number;
  key: string;
  /** `POST /api/baby_care_event/`: the route the key was first used on. */
  route: string;
  /** SHA-256 (hex) of the request's body and write flags, as canonical JSON. */
  request_hash: string;
  status: number | null;
  /** The answer's JSON text. */
  response: string | null;
  created_at: string;
}
