/** The only local storage keys the app writes, plus the chosen language. */
export const storageKeys = { token: 'token', id: 'id', cart: 'cart', lang: 'lang' } as const;
type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export function readStorage(key: StorageKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** A failed write (quota, private mode) is logged and swallowed: login and the cart keep working in memory. */
export function writeStorage(key: StorageKey, value: string): boolean {
  try {
    localStorage.setItem(key, value);
    return true;
  } catch (error) {
    console.warn(`cannot set storage: ${key}`, error);
    return false;
  }
}

export function removeStorage(...keys: StorageKey[]) {
  for (const key of keys) {
    try {
      localStorage.removeItem(key);
    } catch (error) {
      console.warn(`cannot set storage: ${key}`, error);
    }
  }
}
