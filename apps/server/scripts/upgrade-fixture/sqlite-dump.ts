import type SQLite from 'better-sqlite3';

/**
 * A SQLite database as SQL text that rebuilds it in an empty file with one `exec` (the sqlite3 shell's `.dump`, done
 * with better-sqlite3 only): ordinary tables and their rows first, then the full-text tables with their stored index
 * (shadow tables) as they were, then indexes, views and triggers, so no trigger fires while the rows go in.
 */
export function dumpSqlite(db: SQLite.Database): string {
  const schema = db.prepare(`select type, name, tbl_name, sql from sqlite_master where sql is not null order by rowid`).all() as {
    type: string;
    name: string;
    tbl_name: string;
    sql: string;
  }[];
  const kinds = new Map(
    (db.prepare('pragma table_list').all() as { name: string; type: string; schema: string }[])
      .filter((t) => t.schema === 'main')
      .map((t) => [t.name, t.type]),
  );
  const out = ['PRAGMA foreign_keys=OFF;', 'BEGIN TRANSACTION;'];
  const tables = schema.filter((s) => s.type === 'table' && !s.name.startsWith('sqlite_'));
  for (const t of tables.filter((t) => kinds.get(t.name) === 'table')) {
    out.push(`${t.sql};`);
    out.push(...rows(db, t.name));
  }
  for (const t of tables.filter((t) => kinds.get(t.name) === 'virtual')) out.push(`${t.sql};`);
  // CREATE VIRTUAL TABLE made its shadow tables afresh: their rows are replaced by the stored ones.
  for (const t of tables.filter((t) => kinds.get(t.name) === 'shadow')) {
    out.push(`DELETE FROM ${quoteId(t.name)};`);
    out.push(...rows(db, t.name));
  }
  const sequences = db.prepare(`select 1 from sqlite_master where name = 'sqlite_sequence'`).get();
  if (sequences) {
    out.push('DELETE FROM sqlite_sequence;');
    out.push(...rows(db, 'sqlite_sequence'));
  }
  for (const type of ['index', 'view', 'trigger']) {
    for (const s of schema.filter((s) => s.type === type)) out.push(`${s.sql};`);
  }
  out.push('COMMIT;', '');
  return out.join('\n');
}

function rows(db: SQLite.Database, table: string): string[] {
  const stmt = db
    .prepare(`select * from ${quoteId(table)}`)
    .raw(true)
    .safeIntegers(true);
  return (stmt.all() as unknown[][]).map((r) => `INSERT INTO ${quoteId(table)} VALUES(${r.map(literal).join(',')});`);
}

const quoteId = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A value as a SQL literal of the same storage class: integers exact (BigInt), reals with a point, blobs in hex. */
function literal(value: unknown): string {
  if (value === null) return 'NULL';
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'NULL';
    if (!Number.isFinite(value)) return value > 0 ? '1e999' : '-1e999';
    return Number.isInteger(value) && Math.abs(value) < 1e15 ? `${value}.0` : String(value);
  }
  if (Buffer.isBuffer(value)) return `X'${value.toString('hex')}'`;
  return `'${String(value).replaceAll("'", "''")}'`;
}
