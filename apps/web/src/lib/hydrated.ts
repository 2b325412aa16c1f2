import { startTransition, useEffect, useState } from 'react';
import { isServerMarkup } from './server-markup';

/**
 * False in the server's markup (the server could not know what only the browser knows: local storage, the cart), true
 * once hydration has committed and in every render that is not a hydration. The change after hydration is a
 * transition, so its render yields to the browser like the hydration before it. Only for components hydrated with the
 * page itself: a Suspense boundary hydrates after the page has committed, when this already says true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !isServerMarkup());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
