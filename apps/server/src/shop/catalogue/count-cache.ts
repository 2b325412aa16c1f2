/**
 * Exact counts of the catalogue's filters, kept while the catalogue is unchanged.
 *
 * A page answers `count` (the spec's DRF page), and counting every match of a broad filter is the one
 * part of a catalogue page that grows with the catalogue: with 100,000 items an exact count of the
 * active items, of a category or of a common keyword took 5 to 25 times the small catalogue's whole
 * request, while the page itself, read in index order, stayed flat (docs/performance.md). Every
 * visitor asks the same few filters (the shop, a category, its pages and orderings), so one count
 * serves every page and ordering of its filter.
 *
 * Each count is kept with the catalogue's data version (db/data-version.ts) it was read at and used only
 * while that version holds: any write to items or their categories, by any instance or by an order moving
 * stock, makes the next request count afresh. Concurrent misses for one filter share a single count query.
 */
export function countCache(max = 500) {
  const kept = new Map<string, { version: number; count: Promise<number> }>();
  return {
    get(key: string, version: number, compute: () => Promise<number>): Promise<number> {
      const hit = kept.get(key);
      if (hit && hit.version === version) return hit.count;
      if (!hit && kept.size >= max) kept.delete(kept.keys().next().value!);
      const count = compute();
      kept.set(key, { version, count });
      // A failed count is not kept: the next request tries again.
      count.catch(() => kept.get(key)?.count === count && kept.delete(key));
      return count;
    },
  };
}

export type CountCache = ReturnType<typeof countCache>;
