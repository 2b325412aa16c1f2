import type { Role } from '@pnc/schemas/common';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { mountBaseApi } from '../app/api-mount';
import i18n from '../app/i18n';
import { Providers } from '../app/providers';
import { makeStore } from '../app/store';
import { emptyCart } from '../features/shop/cart';
import { profile } from './fetch-mock';

/**
 * Renders one centre page at `path` (its query is the page's state) for a signed-in member of staff, with the
 * centre's slices and texts loaded, as the centre layout does. Mock fetch before calling.
 */
export async function renderCentrePage(
  page: ReactElement,
  { path = '/', role = 'staff', lang = 'en' }: { path?: string; role?: Role; lang?: 'tw' | 'en' } = {},
) {
  await import('../features/centre/centre-state');
  await i18n.changeLanguage(lang);
  const store = makeStore({
    user: {
      status: 'loggedIn',
      token: 'token',
      id: profile.id,
      data: { ...profile, role, cart: emptyCart(), favorite: [] },
      orders: null,
    },
  });
  mountBaseApi(store.dispatch);
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [path] });
  const view = render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, store, router };
}
