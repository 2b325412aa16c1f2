const flag = 'chunk-reload';

/**
 * A chunk that fails to load (usually a deploy replaced the hashed files) triggers one full reload;
 * a second failure right after is thrown so the error page shows instead of a reload loop.
 */
export function withChunkReload<T>(load: () => Promise<T>, reload: () => void = () => window.location.reload()) {
  return async (): Promise<T> => {
    try {
      const loaded = await load();
      sessionStorage.removeItem(flag);
      return loaded;
    } catch (error) {
      if (!sessionStorage.getItem(flag)) {
        sessionStorage.setItem(flag, '1');
        reload();
        // Never settles: the page is going away.
        return new Promise<T>(() => {});
      }
      sessionStorage.removeItem(flag);
      throw error;
    }
  };
}
