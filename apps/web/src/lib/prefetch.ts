import { canPrefetch } from './network';

interface RoutePrefetcher {
  /** True when this route handles the given pathname. */
  matches: (pathname: string) => boolean;
  /** Loads the route's code chunk (a dynamic import); called at most once. */
  load: () => Promise<unknown>;
}

let prefetchers: RoutePrefetcher[] = [];
const done = new Set<RoutePrefetcher>();

/** The router registers its lazy routes here, so shared links can warm them without importing the app layer. */
export function registerPrefetchers(list: RoutePrefetcher[]) {
  prefetchers = list;
  done.clear();
}

/** Starts loading the code of the route for `pathname`; returns whether a load was started. */
export function prefetchRoute(pathname: string): boolean {
  if (!canPrefetch()) return false;
  const target = prefetchers.find((p) => p.matches(pathname));
  if (!target || done.has(target)) return false;
  done.add(target);
  // A failed prefetch is harmless: navigation loads (and retries) the chunk itself.
  target.load().catch(() => done.delete(target));
  return true;
}
