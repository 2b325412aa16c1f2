import type { AnyDb, EngineMigration } from './helpers';

/** The clinical tables as they were when this migration landed: a DELETE on them archives instead. */
const CLINICAL_TABLES = [
  'mother',
  'baby',
  'mom_pre_checkin_eval',
  'mom_checkedin_eval',
  'mom_caring_record',
  'mom_education_record',
  'baby_health_record',
];

/**
 * Reads of health data are audited with the records they answered, and clinical records are archived, never
 * deleted. audit_log gains `record_ids` (the ids a read answered, as `,1,2,3,` so one LIKE finds an id) and
 * `route` (method and route the request went through), and an index on `created_at` for the date filter.
 * Each clinical table gains `archived_at`, `archived_by` (the user) and `archive_reason`.
 */
export const auditReadsAndArchive: EngineMigration = () => ({
  async up(db: AnyDb) {
    await db.schema.alterTable('audit_log').addColumn('record_ids', 'text').execute();
    await db.schema.alterTable('audit_log').addColumn('route', 'text').execute();
    await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
    for (const table of CLINICAL_TABLES) {
      await db.schema.alterTable(table).addColumn('archived_at', 'text').execute();
      await db.schema
        .alterTable(table)
        .addColumn('archived_by', 'integer', (c) => c.references('app_user.id'))
        .execute();
      await db.schema.alterTable(table).addColumn('archive_reason', 'text').execute();
    }
  },
});
