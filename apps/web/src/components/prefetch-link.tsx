import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { prefetchRoute } from '../lib/prefetch';

type Props = Omit<ComponentProps<typeof Link>, 'prefetch'> & { to: string };

/**
 * A router link (the router's basename prefixes the path) that warms the target route's code on hover or
 * focus. lib/prefetch skips it on save-data and 2g.
 */
export function PrefetchLink({ to, onMouseEnter, onFocus, ...rest }: Props) {
  return (
    <Link
      to={to}
      onMouseEnter={(event) => {
        prefetchRoute(to);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetchRoute(to);
        onFocus?.(event);
      }}
      {...rest}
    />
  );
}
