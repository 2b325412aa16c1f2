/**
 * Runs `run` in a task of its own after the browser's next frame (so what was just committed is painted first).
 * Returns a function that cancels it.
 */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Runs `run` when the browser is idle (at the latest after 3 s), or after a second where it cannot tell.
 * Returns a function that cancels it.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(run, 1000);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(run, { timeout: 3000 });
  return () => cancelIdleCallback(handle);
}

/** How long no resource may finish loading before the page counts as loaded (its code, data and pictures in). */
const QUIET_MS = 3000;
/** A page that keeps fetching (a board refreshing itself) counts as quiet this long after it began waiting, at the latest. */
const LONGEST_WAIT_MS = 30_000;

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

/** How long the network must rest before the first page counts as settled (afterPageSettles). */
const SETTLED_QUIET_MS = 1000;

let settled: Promise<void> | undefined;

/**
 * Calls `run` once the first page has loaded: its load event, then no resource finishing for a second (its
 * code, data and pictures in), then an idle moment. Later calls, after that, run at the next idle moment. For code
 * a page can show without (the account menu's): it stays out of the way of what the first page needs.
 * Returns a function that cancels it.
 */
export function afterPageSettles(run: () => void): () => void {
  settled ??= new Promise<void>((resolve) => {
    const loaded = () => afterNetworkQuiet(() => whenIdle(resolve), SETTLED_QUIET_MS);
    if (document.readyState === 'complete') loaded();
    else window.addEventListener('load', loaded, { once: true });
  });
  let cancelled = false;
  void settled.then(() => {
    if (!cancelled) run();
  });
  return () => {
    cancelled = true;
  };
}

/**
 * Resolves in a task of its own (a zero timeout): awaited between the steps of a long start-up, it lets the browser
 * handle input and paint in between instead of holding the main thread for all of them at once.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
