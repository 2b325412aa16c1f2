import type { Db } from './connect';
import { WalHeader } from './wal-header';

const headers = new WeakMap<Db, WalHeader>();
const memos = new WeakMap<Db, { header: string; values: Map<string, unknown> }>();
/** Distinct reads kept between two commits at most (a flood of different tokens must not grow memory). */
const MAX_VALUES = 10_000;

/**
 * An SQLite file in WAL mode: reads made through `sinceLastCommit` are kept until the next commit, which its
 * WAL-index header shows (wal-header.ts). Returns what closes the header file.
 */
export function watchSqliteCommits(db: Db, path: string) {
  const header = new WalHeader(`${path}-shm`);
  headers.set(db, header);
  return () => header.close();
}

/**
 * What `read` answers, read once per commit: while nothing has been committed to the database, by this process
 * or any other, the same read gives the same answer, so it is kept and given again. The header is looked at
 * before the read, so a kept answer is at least as new as the state it is kept for. Databases without a
 * readable header (PostgreSQL, SQLite in memory) are always read.
 */
export async function sinceLastCommit<T>(db: Db, key: string, read: () => Promise<T>): Promise<T> {
  const header = headers.get(db)?.read();
  if (header === undefined) return read();
  let memo = memos.get(db);
  if (memo?.header !== header) memos.set(db, (memo = { header, values: new Map() }));
  if (memo.values.has(key)) return memo.values.get(key) as T;
  const value = await read();
  // Kept for the header seen before the read: if a commit came in between, this memo is no longer the current one.
  if (memo.values.size >= MAX_VALUES) memo.values.clear();
  memo.values.set(key, value);
  return value;
}
