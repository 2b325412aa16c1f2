import type { AnyDb, EngineMigration } from './helpers';

/**
 * A contract's discount (NT$, nullable): its total is days × daily_rate − discount, computed by the server
 * (decision 0017). Existing rows keep their total and get no discount.
 */
export const contractDiscount: EngineMigration = () => ({
  async up(db: AnyDb) {
    await db.schema.alterTable('contract').addColumn('discount', 'bigint').execute();
  },
});
