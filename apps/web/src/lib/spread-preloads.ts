import { yieldToBrowser } from './yield-to-browser';

/** Links added to `<head>` per task; each starts a request, ~1 ms of main-thread time apiece on a slow phone. */
export const LINKS_PER_TASK = 8;

/**
 * Runs `start`, which calls a dynamic `import()`, and adds the `<link>` elements it puts into `<head>` a few per
 * task instead of all at once. Vite's preload helper adds a `modulepreload` (or stylesheet) link for every file the
 * imported module needs; for the centre's first screen and the header's profile menu that is 30–60 links, one task
 * of 100–140 ms at 4× CPU slowdown (docs/performance.md). The helper adds them synchronously, so holding them back
 * for the duration of the call catches all of them; the first {@link LINKS_PER_TASK} go in at once, the others after
 * a yield each. The import itself waits for the stylesheets as before (it waits for their `load` event).
 */
export function withSpreadPreloads<T>(start: () => T, perTask = LINKS_PER_TASK): T {
  const head = document.head;
  const held: HTMLLinkElement[] = [];
  head.appendChild = function appendChild<N extends Node>(node: N): N {
    if (node instanceof HTMLLinkElement) {
      held.push(node);
      return node;
    }
    return Node.prototype.appendChild.call(head, node) as N;
  };
  try {
    return start();
  } finally {
    // Back to the prototype's method (the patch is an own property of this element).
    delete (head as Partial<Pick<HTMLHeadElement, 'appendChild'>>).appendChild;
    void appendInTasks(head, held, perTask);
  }
}

async function appendInTasks(head: HTMLHeadElement, links: HTMLLinkElement[], perTask: number) {
  for (let i = 0; i < links.length; i += perTask) {
    if (i > 0) await yieldToBrowser();
    for (const link of links.slice(i, i + perTask)) head.appendChild(link);
  }
}
