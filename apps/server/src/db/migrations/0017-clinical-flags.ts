import { sql } from 'kysely';
import type { AnyDb, EngineMigration } from './helpers';
import { createResourceTables } from './resource-tables';
import { versionNewTables } from './version-new-tables';

/**
 * Issue 20: EPDS as the questionnaire (`epds_screening`, a clinical record: archived, never deleted) and clinical
 * flags as records (`clinical_flag`): raised by the server when a saved record crosses a rule, open until a nurse
 * acknowledges it with a note. One open flag per rule and record (a partial unique index: an edit of the record does
 * not raise it twice).
 */
export const clinicalFlags: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    await createResourceTables(db, engine, [
      {
        table: 'epds_screening',
        columns: [
          ['mother', 'integer', { notNull: true, references: 'mother' }],
          ['screened_at', 'text', { notNull: true }],
          ['occasion', 'text', { notNull: true }],
          ['screener', 'integer', { references: 'app_user' }],
          ['item_1', 'integer', { notNull: true }],
          ['item_2', 'integer', { notNull: true }],
          ['item_3', 'integer', { notNull: true }],
          ['item_4', 'integer', { notNull: true }],
          ['item_5', 'integer', { notNull: true }],
          ['item_6', 'integer', { notNull: true }],
          ['item_7', 'integer', { notNull: true }],
          ['item_8', 'integer', { notNull: true }],
          ['item_9', 'integer', { notNull: true }],
          ['item_10', 'integer', { notNull: true }],
          ['total', 'integer'],
          ['band', 'text'],
          ['note', 'text'],
          // Archived, never deleted, as 0015 made every clinical record.
          ['archived_at', 'text'],
          ['archived_by', 'integer', { references: 'app_user' }],
          ['archive_reason', 'text'],
        ],
        indexed: ['mother'],
      },
      {
        table: 'clinical_flag',
        columns: [
          ['mother', 'integer', { notNull: true, references: 'mother' }],
          ['baby', 'integer', { references: 'baby' }],
          ['rule', 'text', { notNull: true }],
          ['severity', 'text', { notNull: true }],
          ['source', 'text', { notNull: true }],
          ['record_id', 'integer', { notNull: true }],
          ['value', 'number'],
          ['detail', 'text'],
          ['raised_at', 'text', { notNull: true }],
          ['acknowledged_at', 'text'],
          ['acknowledged_by', 'integer', { references: 'app_user' }],
          ['acknowledgement', 'text'],
        ],
        indexed: ['mother', 'baby'],
      },
    ]);
    await db.schema
      .createIndex('clinical_flag_open_idx')
      .on('clinical_flag')
      .columns(['source', 'record_id', 'rule'])
      .unique()
      .where(sql.ref('acknowledged_at'), 'is', null)
      .execute();
    await versionNewTables(db, engine, ['epds_screening', 'clinical_flag']);
  },
});
