import { whenIdle } from '../lib/later';

/** Service workers run only in secure contexts we control: HTTPS, or localhost during development and tests. */
export function canRegisterServiceWorker(loc: Pick<Location, 'protocol' | 'hostname'> = window.location): boolean {
  if (loc.protocol === 'https:') return true;
  return loc.hostname === 'localhost' || loc.hostname === '127.0.0.1' || loc.hostname === '[::1]';
}

/** How long no resource may finish loading before the page counts as loaded (its code, data and pictures in). */
export const QUIET_MS = 3000;
/** A page that keeps fetching (a board refreshing itself) still gets its worker this long after its load event. */
export const LONGEST_WAIT_MS = 30_000;

/**
 * Calls `run` once no resource has finished loading for `quietMs`, or after `longestMs` at the latest.
 * Returns a function that cancels it.
 */
export function afterNetworkQuiet(run: () => void, quietMs = QUIET_MS, longestMs = LONGEST_WAIT_MS): () => void {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  const stop = () => {
    clearTimeout(quiet);
    clearTimeout(longest);
    observer?.disconnect();
  };
  const done = () => {
    stop();
    run();
  };
  const longest = setTimeout(done, longestMs);
  const restart = () => {
    clearTimeout(quiet);
    quiet = setTimeout(done, quietMs);
  };
  if (typeof PerformanceObserver === 'function') {
    observer = new PerformanceObserver(restart);
    observer.observe({ type: 'resource' });
  }
  restart();
  return stop;
}

/**
 * Registered from the bundle (the CSP forbids inline scripts); workbox-window loads in its own chunk.
 * Installing the worker precaches every file of the app (~240): on a first visit that download competed with the
 * page's own requests and work for the network and both cores, and cost home ~20 Lighthouse points on this machine
 * (docs/performance.md). The worker serves later visits and offline use, so it waits until the page has loaded,
 * the network has gone quiet and the browser is idle.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !canRegisterServiceWorker()) return;
  window.addEventListener('load', () => {
    afterNetworkQuiet(() =>
      whenIdle(() => {
        import('workbox-window')
          .then(({ Workbox }) => new Workbox(`${import.meta.env.BASE_URL}sw.js`).register())
          .catch((error: unknown) => console.warn('service worker registration failed', error));
      }),
    );
  });
}
