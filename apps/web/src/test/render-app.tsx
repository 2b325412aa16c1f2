import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import i18n from '../app/i18n';
import { Providers } from '../app/providers';
import { appRouteObjects } from '../app/router';
import { makeStore, type RootState } from '../app/store';

/** Renders the whole shell (store, antd config, router) at `path`, as main.tsx does in the browser. */
export async function renderApp(path: string, preloaded?: Partial<RootState>, lang: 'tw' | 'en' = 'tw') {
  await i18n.changeLanguage(lang);
  const store = makeStore(preloaded);
  const router = createMemoryRouter(appRouteObjects(store), { initialEntries: [path] });
  const view = render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, store, router };
}
