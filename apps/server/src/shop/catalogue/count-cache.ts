/**
 * Exact counts of the public catalogue's filters, kept for a few seconds.
 *
 * A page answers `count` (the spec's DRF page), and counting every match of a broad filter is the one
 * part of a catalogue page that grows with the catalogue: with 100,000 items an exact count of the
 * active items, of a category or of a common keyword took 5 to 25 times the small catalogue's whole
 * request, while the page itself, read in index order, stayed flat (docs/performance.md). Every
 * visitor asks the same few filters (the shop, a category, its pages and orderings), so one count
 * serves them all for `ttlMs` (CATALOGUE_COUNT_SECONDS, 10 by default; 0 turns the cache off).
 *
 * Rows are always read live; only `count` (and whether there is a next page) may lag by up to
 * `ttlMs` behind writes made by other instances, or by orders moving stock. Catalogue writes through
 * this instance clear the cache at once. Managers' lists (inactive items included) are never cached.
 * Concurrent misses for one filter share a single count query.
 */
export function countCache(ttlMs: number, max = 500) {
  const kept = new Map<string, { at: number; count: Promise<number> }>();
  return {
    get(key: string, compute: () => Promise<number>): Promise<number> {
      const now = Date.now();
      const hit = kept.get(key);
      if (hit && now - hit.at < ttlMs) return hit.count;
      if (kept.size >= max) kept.delete(kept.keys().next().value!);
      const count = compute();
      kept.set(key, { at: now, count });
      // A failed count is not kept: the next request tries again.
      count.catch(() => kept.get(key)?.count === count && kept.delete(key));
      return count;
    },
    clear: () => kept.clear(),
  };
}

export type CountCache = ReturnType<typeof countCache>;
