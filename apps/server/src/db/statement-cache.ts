import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * better-sqlite3 as Kysely's SQLite database, keeping prepared statements by SQL text (Kysely would
 * prepare every query anew). Reuse is safe: Kysely runs each statement to its end synchronously
 * (`all` or `run`) before the next, and nothing streams. SQLite re-prepares a kept statement itself
 * when a migration changes the schema. The least recently used goes past `size` (`in (…)` lists vary the text).
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
