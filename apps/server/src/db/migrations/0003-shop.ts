import { sql } from 'kysely';
import type { AnyDb, EngineMigration } from './helpers';
import { withId, withTimestamps } from './helpers';

/** Shop: catalogue, keyword search indexes, comments, news, orders, favorites, saved carts. */
export const shop: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    await withTimestamps(
      withId(db.schema.createTable('category'), engine)
        .addColumn('name_tw', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('parent_id', 'integer', (c) => c.references('category.id').onDelete('set null'))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('image_url', 'text', (c) => c.notNull().defaultTo('')),
    ).execute();
    await db.schema.createIndex('category_parent').on('category').column('parent_id').execute();

    await withTimestamps(
      withId(db.schema.createTable('item'), engine)
        .addColumn('name_tw', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('description_tw', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull().defaultTo('TWD'))
        .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('sold_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
        .addCheckConstraint('item_stock_not_negative', sql`stock >= 0`),
    ).execute();
    await db.schema.createIndex('item_price').on('item').columns(['is_active', 'price']).execute();
    await db.schema.createIndex('item_created').on('item').columns(['is_active', 'created_at']).execute();

    await db.schema
      .createTable('item_category')
      .addColumn('item_id', 'integer', (c) => c.notNull().references('item.id').onDelete('cascade'))
      .addColumn('category_id', 'integer', (c) => c.notNull().references('category.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('item_category_pk', ['item_id', 'category_id'])
      .execute();
    await db.schema.createIndex('item_category_category').on('item_category').columns(['category_id', 'item_id']).execute();

    await db.schema
      .createTable('item_gram')
      .addColumn('gram', 'text', (c) => c.notNull())
      .addColumn('item_id', 'integer', (c) => c.notNull().references('item.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('item_gram_pk', ['gram', 'item_id'])
      .execute();
    await db.schema.createIndex('item_gram_item').on('item_gram').column('item_id').execute();

    if (engine === 'sqlite') {
      // Keywords of 3+ characters: an FTS5 trigram index over search_text (substring match, CJK inside words, no case).
      await sql`create virtual table item_fts using fts5(search_text, content='item', content_rowid='id', tokenize='trigram')`.execute(
        db,
      );
      await sql`create trigger item_fts_insert after insert on item begin
        insert into item_fts(rowid, search_text) values (new.id, new.search_text); end`.execute(db);
      await sql`create trigger item_fts_delete after delete on item begin
        insert into item_fts(item_fts, rowid, search_text) values ('delete', old.id, old.search_text); end`.execute(db);
      await sql`create trigger item_fts_update after update of search_text on item begin
        insert into item_fts(item_fts, rowid, search_text) values ('delete', old.id, old.search_text);
        insert into item_fts(rowid, search_text) values (new.id, new.search_text); end`.execute(db);
    } else {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index item_search_trgm on item using gin (search_text gin_trgm_ops)`.execute(db);
    }

    for (const [table, parent] of [
      ['item_comment', 'item_id'],
      ['comment_response', 'comment_id'],
    ] as const) {
      await withTimestamps(
        withId(db.schema.createTable(table), engine)
          .addColumn(parent, 'integer', (c) =>
            c
              .notNull()
              .references(parent === 'item_id' ? 'item.id' : 'item_comment.id')
              .onDelete('cascade'),
          )
          .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
          .addColumn('text', 'text', (c) => c.notNull()),
      ).execute();
      await db.schema.createIndex(`${table}_parent`).on(table).columns([parent, 'id']).execute();
    }

    await withTimestamps(
      withId(db.schema.createTable('site_news'), engine)
        .addColumn('title_tw', 'text', (c) => c.notNull())
        .addColumn('title_en', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('body_tw', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('body_en', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('published_at', 'text')
        .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(0)),
    ).execute();

    await withTimestamps(
      withId(db.schema.createTable('shop_order'), engine)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
        .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('payment_type', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('subtotal', 'integer', (c) => c.notNull())
        .addColumn('shipping_fee', 'integer', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('shipping_name', 'text', (c) => c.notNull())
        .addColumn('shipping_phone', 'text', (c) => c.notNull())
        .addColumn('shipping_address', 'text', (c) => c.notNull())
        .addColumn('payment_provider', 'text', (c) => c.notNull())
        .addColumn('payment_ref', 'text')
        .addColumn('approve_url', 'text')
        .addColumn('atm_bank_code', 'text')
        .addColumn('atm_account', 'text')
        .addColumn('expires_at', 'text')
        .addColumn('paid_at', 'text')
        .addColumn('stock_released', 'integer', (c) => c.notNull().defaultTo(0)),
    ).execute();
    await db.schema.createIndex('shop_order_user').on('shop_order').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('shop_order_status_expiry').on('shop_order').columns(['status', 'expires_at']).execute();

    await withId(db.schema.createTable('order_item'), engine)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
      .addColumn('item_id', 'integer', (c) => c.notNull().references('item.id'))
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('unit_price', 'integer', (c) => c.notNull())
      .addColumn('subtotal', 'integer', (c) => c.notNull())
      .addColumn('saved_item_json', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('order_item_order').on('order_item').column('order_id').execute();

    await db.schema
      .createTable('favorite')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
      .addColumn('item_id', 'integer', (c) => c.notNull().references('item.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('favorite_pk', ['user_id', 'item_id'])
      .execute();

    await db.schema
      .createTable('user_cart')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('app_user.id').onDelete('cascade'))
      .addColumn('items', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
});
