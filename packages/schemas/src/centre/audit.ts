import { z } from 'zod';
import { Id, textNumber } from '../common';
import { ARCHIVE_REASON_MAX } from '../limits';
import { RealDate } from './define';

/** How many of a row's records the audit page names; the rest are counted. */
export const AUDIT_SHOWN_IDS = 10;

export const auditActions = ['create', 'update', 'delete', 'read', 'checkout', 'archive'] as const;

/**
 * One audit row: who did what to which record, and when. changed_fields: on update {field: [old, new]}, on
 * create and delete the record's fields, on archive the reason. A read names every record it answered in
 * record_ids (entity_id too when it read one record by id) and the route it went through.
 */
export const AuditEntry = z
  .object({
    id: z.number().int(),
    actor_id: z.number().int().nullable(),
    action: z.enum(auditActions),
    entity: z.string(),
    entity_id: z.number().int().nullable(),
    record_ids: z.array(z.number().int()).nullable(),
    route: z.string().nullable(),
    changed_fields: z.unknown(),
    created_at: z.string(),
    record_names: z
      .record(z.string(), z.record(z.string(), z.unknown()))
      .optional()
      .describe('the first records of the row (record_ids, else entity_id) by id: the fields they are named by'),
  })
  .meta({
    id: 'audit_entry',
    examples: [
      {
        id: 5210,
        actor_id: 3,
        action: 'update' as const,
        entity: 'mother',
        entity_id: 1,
        record_ids: null,
        route: null,
        changed_fields: { phone: ['0912345678', '0987654321'] },
        created_at: '2026-03-02T03:15:00.000Z',
        record_names: { '1': { name: '王小美' } },
      },
    ],
  });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditQuery = z.object({
  actor_id: Id.optional().describe('who: the signed-in user who did it'),
  action: z.enum(auditActions).optional(),
  entity: z.string().max(60).optional(),
  entity_id: Id.optional().describe('which record: rows about it, and reads whose answer held it'),
  from_date: RealDate.optional().describe('first Taipei day, inclusive'),
  to_date: RealDate.optional().describe('last Taipei day, inclusive'),
  limit: textNumber(z.number().int().min(1).max(1000)).default(100),
  offset: textNumber(z.number().int().min(0)).default(0),
});
/** The audit list's filters (page aside), as the client sends them. */
export type AuditFilter = Omit<z.output<typeof AuditQuery>, 'limit' | 'offset'>;

/** Why a clinical record is archived (DELETE body): required, stated in words. */
export const ArchiveRequest = z.object({ reason: z.string().trim().min(1, 'required').max(ARCHIVE_REASON_MAX) });
