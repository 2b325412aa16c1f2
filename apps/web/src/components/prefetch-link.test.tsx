import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { registerPrefetchers } from '../lib/prefetch';
import { PrefetchLink } from './prefetch-link';

const renderLink = (basename = '/') => {
  const router = createMemoryRouter([{ path: '*', element: <PrefetchLink to="/centre">centre</PrefetchLink> }], {
    basename,
    initialEntries: [basename],
  });
  render(<RouterProvider router={router} />);
  return screen.getByRole('link', { name: 'centre' });
};

describe('PrefetchLink', () => {
  it('prefixes the path with the base and warms the route on hover, once', () => {
    const load = vi.fn().mockResolvedValue({});
    registerPrefetchers([{ matches: (p) => p.startsWith('/centre'), load }]);
    const link = renderLink('/app');
    expect(link).toHaveAttribute('href', '/app/centre');
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not prefetch on a 2g connection', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { effectiveType: '2g' } });
    const load = vi.fn().mockResolvedValue({});
    registerPrefetchers([{ matches: () => true, load }]);
    fireEvent.mouseEnter(renderLink());
    expect(load).not.toHaveBeenCalled();
  });
});
