import type { Role } from '@pnc/schemas/common';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { mountBaseApi } from '../app/api-mount';
import i18n from '../app/i18n';
import { Providers } from '../app/providers';
import { makeStore } from '../app/store';
import { signedIn } from './fetch-mock';

/**
 * Renders one centre page at `path` (its query is the page's state) for a signed-in member of staff, with the
 * centre's slices and texts loaded, as the centre layout does, in `lang` (the texts and the store's language). `route`
 * is the pattern the page is mounted at (a page with routes of its own is mounted at its section's, e.g.
 * `/centre/spareParts/*`). Mock fetch before calling.
 */
export async function renderCentrePage(
  page: ReactElement,
  {
    path = '/',
    role = 'staff',
    lang = 'en',
    route = '*',
  }: { path?: string; role?: Role; lang?: 'tw' | 'en'; route?: string } = {},
) {
  await import('../features/centre/centre-state');
  await i18n.changeLanguage(lang);
  const store = makeStore({ ...signedIn({ role }), lang: { current: lang } });
  mountBaseApi(store.dispatch);
  const router = createMemoryRouter([{ path: route, element: page }], { initialEntries: [path] });
  const view = render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, store, router };
}
