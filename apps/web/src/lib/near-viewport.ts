import { type RefCallback, startTransition, useCallback, useState } from 'react';

/**
 * Calls `run` once, the first time `node` comes within `margin` of the screen (a CSS margin, as
 * IntersectionObserver's rootMargin), or at once where the browser cannot tell. Returns a function that cancels it.
 */
export function whenNearViewport(node: Element, run: () => void, margin = '0px'): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    run();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: margin },
  );
  observer.observe(node);
  return () => observer.disconnect();
}

/**
 * A ref callback for an element and whether it has come within `margin` of the screen yet (whenNearViewport):
 * false until then, true from then on, even once the element is gone (its replacement is what was waited for).
 * The element is watched from the ref itself (React's ref cleanup ends it), not kept in state: a state set while React
 * attaches refs would make it render the page again at once, in the commit's own task.
 */
export function useNearViewport<T extends Element>(margin?: string): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(false);
  const place = useCallback<RefCallback<T>>(
    (node) => (node ? whenNearViewport(node, () => startTransition(() => setNear(true)), margin) : undefined),
    [margin],
  );
  return [place, near];
}
