/**
 * Ends the current task so the browser can paint and handle input before the rest runs. Used at boot, where
 * evaluating the app's modules, setting up the store and creating the router were one task of ~80 ms (four
 * times that on a slow phone): a page that cannot answer a tap for that long counts as blocked.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
