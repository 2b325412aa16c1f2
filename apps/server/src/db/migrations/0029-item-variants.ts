import { sql } from 'kysely';
import { type AnyDb, type EngineMigration, withId, withTimestamps } from './helpers';
import { versionNewTables } from './version-new-tables';

/**
 * Items with variants (issue 21): one product with its sizes and colours, each with its own SKU, stock and
 * (when it differs) price, in place of one product per size. An order line names the variant it reserved,
 * so releasing the order returns the stock to that variant. Decision 0024.
 */
export const itemVariants: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    await withTimestamps(
      withId(db.schema.createTable('item_variant'), engine)
        .addColumn('item_id', 'integer', (c) => c.notNull().references('item.id').onDelete('cascade'))
        .addColumn('name_tw', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull().defaultTo(''))
        // JSON text: a flat object of option name → value ({"size":"M","colour":"米白"}).
        .addColumn('options', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('sku', 'text', (c) => c.notNull().unique())
        // null: the item's price.
        .addColumn('price', 'integer')
        .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addCheckConstraint('item_variant_stock_not_negative', sql`stock >= 0`)
        .addCheckConstraint('item_variant_price_not_negative', sql`price is null or price >= 0`),
    ).execute();
    await db.schema.createIndex('item_variant_item').on('item_variant').columns(['item_id', 'sort_order']).execute();
    await db.schema
      .alterTable('order_item')
      .addColumn('variant_id', 'integer', (c) => c.references('item_variant.id'))
      .execute();
    await db.schema.createIndex('order_item_variant').on('order_item').column('variant_id').execute();
    await versionNewTables(db, engine, ['item_variant']);
  },
});
