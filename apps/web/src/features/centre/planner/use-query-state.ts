import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A planning screen's state (view, period) lives in the URL query, so a reload or a shared link shows the same
 * period and the browser's back button steps back through the periods visited. A null value removes the key.
 */
export function useQueryState(): [URLSearchParams, (patch: Record<string, string | null>) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (patch: Record<string, string | null>) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setParams],
  );
  return [params, update];
}
