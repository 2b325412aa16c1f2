import type { AnyDb, EngineMigration } from './helpers';

/**
 * Bilirubin by the AAP 2022 guideline: each jaundice reading names its method (`tsb` serum or `tcb`
 * transcutaneous, text; rows already written keep an empty one), and a baby carries the neurotoxicity risk
 * factors that choose the lower phototherapy line (flags 0/1 and serum albumin in g/dL, a float). All nullable:
 * empty is "not recorded".
 */
export const bilirubin: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    const float = engine === 'sqlite' ? 'real' : 'double precision';
    await db.schema.alterTable('baby_health_record').addColumn('bilirubin_method', 'text').execute();
    for (const flag of ['isoimmune_haemolysis', 'g6pd_deficiency', 'sepsis', 'clinically_unstable'])
      await db.schema.alterTable('baby').addColumn(flag, 'integer').execute();
    await db.schema.alterTable('baby').addColumn('albumin_g_dl', float).execute();
  },
});
