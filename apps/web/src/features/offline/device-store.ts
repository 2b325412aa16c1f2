/**
 * This device's own store (IndexedDB, database `pnc-offline`): records typed offline waiting to be sent
 * (`outbox`, by their Idempotency-Key) and the signed-in user's profile as last answered (`kept`), so a nurse who
 * reloads offline stays signed in. A browser without IndexedDB (or one refusing it) keeps nothing: every read
 * answers empty and every write is a no-op that says so.
 */
const NAME = 'pnc-offline';
const VERSION = 1;
export const OUTBOX = 'outbox';
export const KEPT = 'kept';
type StoreName = typeof OUTBOX | typeof KEPT;

let opening: Promise<IDBDatabase | null> | null = null;

const done = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });

function open(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  opening ??= new Promise<IDBDatabase | null>((resolve) => {
    const req = indexedDB.open(NAME, VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains(OUTBOX)) db.createObjectStore(OUTBOX, { keyPath: 'key' });
      if (!db.objectStoreNames.contains(KEPT)) db.createObjectStore(KEPT);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => {
      console.warn('this device keeps nothing offline: IndexedDB cannot be opened', req.error);
      opening = null;
      resolve(null);
    };
  });
  return opening;
}

async function run<T>(
  store: StoreName,
  mode: IDBTransactionMode,
  work: (s: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const db = await open();
  if (!db) return undefined;
  const tx = db.transaction(store, mode);
  const committed = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
  const [value] = await Promise.all([done(work(tx.objectStore(store))), committed]);
  return value;
}

/** Whether this browser can keep anything (IndexedDB opens). */
export const canKeep = async () => (await open()) !== null;

export const readAll = async <T>(store: StoreName) => ((await run(store, 'readonly', (s) => s.getAll())) ?? []) as T[];
export const readOne = async <T>(store: StoreName, key: string) =>
  (await run(store, 'readonly', (s) => s.get(key))) as T | undefined;
/** Writes a value; false when this device keeps nothing. */
export const writeOne = async (store: StoreName, value: unknown, key?: string) =>
  (await run(store, 'readwrite', (s) => (key === undefined ? s.put(value) : s.put(value, key)))) !== undefined;
export const removeOne = async (store: StoreName, key: string) => {
  await run(store, 'readwrite', (s) => s.delete(key));
};
