import type { AnyDb, EngineMigration } from './helpers';
import { versionNewTables } from './version-new-tables';

/**
 * An order's whole life (issue 21): where it goes (home address in 縣市/區/郵遞區號, or a convenience store),
 * its e-invoice, shipping and tracking, cancel and refund, the last declined attempt, and the mails sent
 * about it (one row a kind, so each mail goes once). Older orders keep their one address line.
 */
const orderColumns: [string, 'text', { notNull?: true; default?: string }?][] = [
  ['delivery_method', 'text', { notNull: true, default: 'home' }],
  ['shipping_zip', 'text', { notNull: true, default: '' }],
  ['shipping_city', 'text', { notNull: true, default: '' }],
  ['shipping_district', 'text', { notNull: true, default: '' }],
  ['cvs_brand', 'text'],
  ['cvs_store_id', 'text'],
  ['cvs_store_name', 'text'],
  ['cvs_store_address', 'text'],
  ['shipping_carrier', 'text'],
  ['tracking_number', 'text'],
  ['shipped_at', 'text'],
  ['delivered_at', 'text'],
  ['cancelled_at', 'text'],
  ['cancel_reason', 'text'],
  ['refunded_at', 'text'],
  ['payment_error', 'text'],
  ['payment_code', 'text'],
  ['invoice_type', 'text'],
  ['invoice_carrier', 'text'],
  ['invoice_love_code', 'text'],
  ['invoice_tax_id', 'text'],
  ['invoice_title', 'text'],
  ['invoice_number', 'text'],
  ['invoice_date', 'text'],
  ['invoice_random', 'text'],
  ['invoice_status', 'text'],
  ['invoice_allowance_no', 'text'],
];

export const orderLifecycle: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    for (const [name, type, opts] of orderColumns) {
      await db.schema
        .alterTable('shop_order')
        .addColumn(name, type, (c) => {
          let col = c;
          if (opts?.notNull) col = col.notNull();
          if (opts?.default !== undefined) col = col.defaultTo(opts.default);
          return col;
        })
        .execute();
    }
    await db.schema
      .createTable('order_mail')
      .addColumn('order_id', 'integer', (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('order_mail_pk', ['order_id', 'kind'])
      .execute();
    await db.schema.createIndex('shop_order_status_updated').on('shop_order').columns(['status', 'updated_at']).execute();
    // Every data table has its change counter (migration 0008's rule for tables made later).
    await versionNewTables(db, engine, ['order_mail']);
  },
});
