import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * better-sqlite3 as Kysely's SQLite database, keeping prepared statements by their SQL text.
 * Kysely prepares every query anew, and on the bench (docs/performance.md) preparing cost about a
 * third as much as running the small queries of a page. Reusing a statement is safe here: Kysely runs
 * each one to its end synchronously (`all` or `run`) before the next, and nothing streams. SQLite
 * re-prepares a kept statement by itself when a migration changes the schema under it.
 * The oldest statement goes when `size` are kept (texts vary with the length of `in (…)` lists).
 */
export function withStatementCache(db: SQLite.Database, size = 1000): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => void db.close(),
    prepare(sql: string) {
      let stmt = kept.get(sql);
      if (stmt) {
        // Move to the newest end, so the least recently used is the one dropped.
        kept.delete(sql);
      } else {
        stmt = db.prepare(sql);
        if (kept.size >= size) kept.delete(kept.keys().next().value!);
      }
      kept.set(sql, stmt);
      return stmt;
    },
  };
}
