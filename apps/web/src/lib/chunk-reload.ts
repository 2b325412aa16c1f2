const flag = 'chunk-reload';

/** Session storage, or null where there is none (the server's render, a browser that refuses storage). */
const session = (): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

/**
 * A chunk that fails to load (usually a deploy replaced the hashed files) triggers one full reload;
 * a second failure right after is thrown so the error page shows instead of a reload loop.
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
      throw error;
    }
  };
}
