import type { AnyDb, EngineMigration } from './helpers';
import { createResourceTables, type ResourceTable } from './resource-tables';
import { versionNewTables } from './version-new-tables';

/** Where each temperature was taken, on every table that held one when this migration landed. */
const TEMPERATURE_TABLES = ['mom_checkedin_eval', 'mom_caring_record', 'baby_health_record', 'visit_record'];

/** The nursing record's daily postpartum assessment, as its definition described it when this migration landed. */
const DAILY_ASSESSMENT: [name: string, type: 'text' | 'integer'][] = [
  ['fundus_below_umbilicus', 'integer'],
  ['fundus_firmness', 'text'],
  ['lochia_amount', 'text'],
  ['lochia_colour', 'text'],
  ['lochia_odour', 'text'],
  ['breast', 'text'],
  ['nipple', 'text'],
  ['wound_type', 'text'],
  ['wound_state', 'text'],
  ['sitz_bath', 'integer'],
];

/** Clinical records are archived, never deleted (0015). */
const ARCHIVE: ResourceTable['columns'] = [
  ['archived_at', 'text'],
  ['archived_by', 'integer', { references: 'app_user' }],
  ['archive_reason', 'text'],
];

/**
 * Issue 20, the mother's day: `temperature_site` beside every temperature (old rows keep it empty), the daily
 * assessment on mom_caring_record (fundus, lochia, breasts, wound, sitz bath), and two clinical records of the
 * mother, `mom_feeding_log` (breastfeeds and pumping sessions) and `mom_medication_record` (each dose given), each
 * read by mother and time (the dashboard's tab), with its change counter.
 */
export const motherDaily: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    for (const table of TEMPERATURE_TABLES) await db.schema.alterTable(table).addColumn('temperature_site', 'text').execute();
    for (const [name, type] of DAILY_ASSESSMENT) await db.schema.alterTable('mom_caring_record').addColumn(name, type).execute();
    await createResourceTables(db, engine, [
      {
        table: 'mom_feeding_log',
        columns: [
          ['mother', 'integer', { notNull: true, references: 'mother' }],
          ['occurred_at', 'text', { notNull: true }],
          ['kind', 'text', { notNull: true }],
          ['side', 'text'],
          ['minutes', 'integer'],
          ['volume_ml', 'integer'],
          ['nurse', 'integer', { references: 'app_user' }],
          ['note', 'text'],
          ...ARCHIVE,
        ],
        indexed: [],
      },
      {
        table: 'mom_medication_record',
        columns: [
          ['mother', 'integer', { notNull: true, references: 'mother' }],
          ['given_at', 'text', { notNull: true }],
          ['drug', 'text', { notNull: true }],
          ['dose', 'number', { notNull: true }],
          ['dose_unit', 'text', { notNull: true }],
          ['route', 'text', { notNull: true }],
          ['given_by', 'integer', { references: 'app_user' }],
          ['reason', 'text'],
          ['note', 'text'],
          ...ARCHIVE,
        ],
        indexed: [],
      },
    ]);
    await db.schema.createIndex('mom_feeding_log_mother_idx').on('mom_feeding_log').columns(['mother', 'occurred_at']).execute();
    await db.schema
      .createIndex('mom_medication_record_mother_idx')
      .on('mom_medication_record')
      .columns(['mother', 'given_at'])
      .execute();
    await versionNewTables(db, engine, ['mom_feeding_log', 'mom_medication_record']);
  },
});
