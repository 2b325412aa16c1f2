import { useEffect, useRef, type ComponentProps } from 'react';
import { Link } from 'react-router';
import { whenNearViewport } from '../lib/near-viewport';
import { prefetchRoute } from '../lib/prefetch';

type Props = Omit<ComponentProps<typeof Link>, 'prefetch'> & { to: string; warm?: 'hover' | 'visible' | 'none' };

/**
 * A router link (the router's basename prefixes the path) that warms the target route's code on hover,
 * focus or, with warm="visible", when it scrolls into view. lib/prefetch skips it on save-data and 2g.
 */
export function PrefetchLink({ to, warm = 'hover', onMouseEnter, onFocus, ...rest }: Props) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (warm !== 'visible' || !node || typeof IntersectionObserver === 'undefined') return;
    return whenNearViewport(node, () => prefetchRoute(to));
  }, [warm, to]);
  return (
    <Link
      ref={ref}
      to={to}
      onMouseEnter={(event) => {
        if (warm !== 'none') prefetchRoute(to);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        if (warm !== 'none') prefetchRoute(to);
        onFocus?.(event);
      }}
      {...rest}
    />
  );
}
