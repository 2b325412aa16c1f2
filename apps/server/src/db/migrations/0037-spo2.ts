import type { AnyDb, EngineMigration } from './helpers';

/** The records that hold an oxygen saturation from now on: the mother's two with her vitals, and the newborn's. */
const SPO2_TABLES = ['mom_checkedin_eval', 'mom_caring_record', 'baby_health_record'];

/**
 * Oxygen saturation by pulse oximeter (`spo2`, a whole percentage) beside the other vital signs. Nullable: rows
 * written before hold no reading, and no value is made up for them.
 */
export const spo2: EngineMigration = () => ({
  async up(db: AnyDb) {
    for (const table of SPO2_TABLES) await db.schema.alterTable(table).addColumn('spo2', 'integer').execute();
  },
});
