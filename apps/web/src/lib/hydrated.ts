import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates a server-rendered page (the server could not know it), true from the next render on and
 * in every render that is not a hydration. For what only the browser knows (local storage: the cart).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
