const flag = 'chunk-reload';

/** Session storage, or null where there is none (the server's render, a browser that refuses storage). */
const session = (): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

/** A code chunk that could not load even after the one reload: the page asks the reader to reload. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * A chunk that fails to load (usually a deploy replaced the hashed files) triggers one full reload;
 * a second failure right after is thrown as a ChunkLoadError, so the reload page shows instead of a reload loop.
 */
export function withChunkReload<T>(load: () => Promise<T>, reload: () => void = () => window.location.reload()) {
  return async (): Promise<T> => {
    try {
      const loaded = await load();
      session()?.removeItem(flag);
      return loaded;
    } catch (error) {
      const storage = session();
      if (storage && !storage.getItem(flag)) {
        storage.setItem(flag, '1');
        reload();
        // Never settles: the page is going away.
        return new Promise<T>(() => {});
      }
      storage?.removeItem(flag);
      throw new ChunkLoadError(error);
    }
  };
}
