import { z } from 'zod';

export const auditActions = ['create', 'update', 'delete', 'read', 'checkout'] as const;

/** One audit row: who did what to which record, and which fields changed ({field: [old, new]} on update). */
export const AuditEntry = z
  .object({
    id: z.number().int(),
    actor_id: z.number().int().nullable(),
    action: z.enum(auditActions),
    entity: z.string(),
    entity_id: z.number().int().nullable(),
    changed_fields: z.unknown(),
    created_at: z.string(),
  })
  .meta({ id: 'audit_entry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditQuery = z.object({
  entity: z.string().max(60).optional(),
  entity_id: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
