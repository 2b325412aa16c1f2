import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from './i18n';
import { RootError, RouteError } from './route-error';
import { withChunkReload } from '../lib/chunk-reload';

const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));

describe('a screen whose code cannot load', () => {
  beforeEach(() => sessionStorage.setItem('chunk-reload', '1')); // the one automatic reload has happened
  afterEach(() => {
    sessionStorage.clear();
    vi.doUnmock('../components/error-alert');
  });

  it.each([
    ['tw', '這個畫面無法載入', '重新載入'],
    ['en', 'This screen could not load', 'Reload'],
  ])('asks to reload (%s), not React Router’s developer screen', async (lang, title, button) => {
    await i18n.changeLanguage(lang);
    const Section = lazy(withChunkReload(gone, () => {}));
    const router = createMemoryRouter([
      {
        path: '/',
        ErrorBoundary: RouteError,
        Component: () => (
          <Suspense fallback={null}>
            <Section />
          </Suspense>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: button })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  });

  it('an error above every page shows the error, even when the alert’s own chunk cannot load', async () => {
    await i18n.changeLanguage('tw');
    vi.doMock('../components/error-alert', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/error-alert.js');
    });
    const router = createMemoryRouter([
      {
        path: '/',
        ErrorBoundary: RootError,
        Component: () => {
          throw new Error('the layout broke');
        },
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('the layout broke')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the alert's import has failed by now
    expect(screen.getByText('the layout broke')).toBeInTheDocument();
    expect(screen.queryByText('畫面發生錯誤')).toBeNull();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  });
});
