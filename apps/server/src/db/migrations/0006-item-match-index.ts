import type { AnyDb, EngineMigration } from './helpers';

/**
 * A narrow copy of the item columns a filtered catalogue list reads for every match: is the item
 * active, and the sort keys. Keyword and category filters find matching ids first (item_gram, the
 * trigram index, item_category); checking each match against the wide item row cost SQLite a row read
 * per match: 11 ms to count a common keyword's 8,000 matches among 100,000 items, 3 to 4 ms with this index
 * (docs/performance.md). Sorting those matches for a page reads the sort keys from here too.
 */
export const itemMatchIndex: EngineMigration = () => ({
  async up(db: AnyDb) {
    await db.schema
      .createIndex('item_match')
      .on('item')
      .columns(['id', 'is_active', 'created_at', 'price', 'sold_count'])
      .execute();
  },
});
