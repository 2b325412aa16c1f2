import { useEffect, useState } from 'react';

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
 */
export function useNearViewport<T extends Element>(margin?: string): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !node) return;
    return whenNearViewport(node, () => setNear(true), margin);
  }, [node, margin, near]);
  return [setNode, near];
}
