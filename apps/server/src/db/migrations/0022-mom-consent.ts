import type { AnyDb, EngineMigration } from './helpers';
import { createResourceTables, type ResourceTable } from './resource-tables';
import { versionNewTables } from './version-new-tables';

/**
 * The mother's written consent to the collection of personal and health data (PDPA art. 6 and 8) as its
 * definition described it when this migration landed; a clinical record, so archived rather than deleted.
 */
const tables: ResourceTable[] = [
  {
    table: 'mom_consent',
    columns: [
      ['mother', 'integer', { notNull: true, references: 'mother' }],
      ['notice_version', 'text', { notNull: true }],
      ['consented_at', 'text', { notNull: true }],
      ['signed_name', 'text', { notNull: true }],
      ['health_data', 'integer', { notNull: true }],
      ['witness', 'integer', { references: 'app_user' }],
      ['withdrawn_at', 'text'],
      ['note', 'text'],
      ['archived_at', 'text'],
      ['archived_by', 'integer', { references: 'app_user' }],
      ['archive_reason', 'text'],
    ],
    indexed: ['mother'],
  },
];

export const momConsentTable: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    await createResourceTables(db, engine, tables);
    await versionNewTables(db, engine, ['mom_consent']);
  },
});
