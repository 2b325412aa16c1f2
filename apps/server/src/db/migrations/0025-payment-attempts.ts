import { type AnyDb, type EngineMigration, withId } from './helpers';
import { versionNewTables } from './version-new-tables';

/**
 * One row per payment attempt at a provider (ECPay AIO, issue 21): each checkout form carries a new unique
 * MerchantTradeNo, so a declined card can pay again. The provider's answers are kept on the attempt: its trade
 * number, the last result code, when the payment-info (ATM account / store code) and result callbacks were
 * processed. A callback is processed once: its write is conditional on the column still being empty.
 */
export const paymentAttempts: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    await withId(db.schema.createTable('payment_attempt'), engine)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('merchant_trade_no', 'text', (c) => c.notNull().unique())
      .addColumn('choose_payment', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('trade_no', 'text')
      .addColumn('rtn_code', 'text')
      .addColumn('rtn_msg', 'text')
      .addColumn('info_at', 'text')
      .addColumn('settled_at', 'text')
      .addColumn('checked_at', 'text')
      .execute();
    await db.schema.createIndex('payment_attempt_order').on('payment_attempt').column('order_id').execute();
    await db.schema
      .createIndex('payment_attempt_unsettled')
      .on('payment_attempt')
      .columns(['settled_at', 'created_at'])
      .execute();
    // Every data table has its change counter (migration 0008's rule for tables made later).
    await versionNewTables(db, engine, ['payment_attempt']);
  },
});
