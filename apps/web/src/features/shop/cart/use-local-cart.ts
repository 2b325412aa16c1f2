import { useMemo, useSyncExternalStore } from 'react';
import { readStorage, storageKeys } from '../../../lib/storage';
import { readCart, subscribeCart, type Cart, type DroppedLine } from '../cart';

const snapshot = () => readStorage(storageKeys.cart) ?? '';

/** The cart in localStorage, cleaned, with the stored lines it left out; live: re-renders on every change in this tab or another one. */
export function useCheckedLocalCart(): { cart: Cart; dropped: DroppedLine[] } {
  const raw = useSyncExternalStore(subscribeCart, snapshot, () => '');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the raw text is the cache key of the parsed cart
  return useMemo(() => readCart(), [raw]);
}

/** The cart in localStorage (its invalid lines left out), live. */
export function useLocalCart(): Cart {
  return useCheckedLocalCart().cart;
}
