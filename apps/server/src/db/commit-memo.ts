import type { Db } from './connect';
import { WalHeader } from './wal-header';

interface Watch {
  header: WalHeader;
  /** The last header read and when it began (performance.now()). */
  last?: { at: number; value: string | undefined };
  /** The read every caller of this turn of the event loop waits for. */
  next?: Promise<string | undefined>;
  /** Reads kept for one header, i.e. until the next commit. */
  memo?: { header: string; values: Map<string, unknown> };
}

const watches = new WeakMap<Db, Watch>();
/** Distinct reads kept between two commits at most (a flood of different tokens must not grow memory). */
const MAX_VALUES = 10_000;

/**
 * An SQLite file in WAL mode: reads made through `sinceLastCommit` are kept until the next commit, which its
 * WAL-index header shows (wal-header.ts). Returns what closes the header file.
 */
export function watchSqliteCommits(db: Db, path: string) {
  const header = new WalHeader(`${path}-shm`);
  watches.set(db, { header });
  return () => header.close();
}

/**
 * The header as it is at `since` or later. A read that began at or after `since` serves; otherwise the caller
 * waits for the next one, which every caller of this turn of the event loop shares (a system call here costs
 * as much as the rest of a kept answer: one per turn, not one per request).
 */
function headerSince(w: Watch, since: number): string | undefined | Promise<string | undefined> {
  if (w.last && w.last.at >= since) return w.last.value;
  w.next ??= new Promise((resolve) =>
    setImmediate(() => {
      w.next = undefined;
      const at = performance.now();
      w.last = { at, value: w.header.read() };
      resolve(w.last.value);
    }),
  );
  return w.next;
}

/**
 * What `read` answers, read once per commit: while nothing has been committed to the database, by this process
 * or any other, the same read gives the same answer, so it is kept and given again. `since` is when the request
 * began (performance.now()): the header used was read after it, so any commit a client saw acknowledged before
 * sending the request is seen, and a kept answer is at least as new as the header it is kept for (the header
 * is read before the data). Databases without a readable header (PostgreSQL, SQLite in memory) are always read.
 */
export async function sinceLastCommit<T>(db: Db, key: string, read: () => Promise<T>, since = performance.now()): Promise<T> {
  const w = watches.get(db);
  if (!w) return read();
  const header = await headerSince(w, since);
  if (header === undefined) return read();
  let memo = w.memo;
  if (memo?.header !== header) w.memo = memo = { header, values: new Map() };
  if (memo.values.has(key)) return memo.values.get(key) as T;
  const value = await read();
  // Kept for the header seen before the read: if a commit came in between, this memo is no longer the current one.
  if (memo.values.size >= MAX_VALUES) memo.values.clear();
  memo.values.set(key, value);
  return value;
}
