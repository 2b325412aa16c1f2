import { useMemo, useSyncExternalStore } from 'react';
import { readStorage, storageKeys } from '../../../lib/storage';
import { loadCart, subscribeCart, type Cart } from '../cart';

const snapshot = () => readStorage(storageKeys.cart) ?? '';

/** The cart in localStorage, live: re-renders on every change in this tab or another one. */
export function useLocalCart(): Cart {
  const raw = useSyncExternalStore(subscribeCart, snapshot, () => '');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the raw text is the cache key of the parsed cart
  return useMemo(() => loadCart(), [raw]);
}
