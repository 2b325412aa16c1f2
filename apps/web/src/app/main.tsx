import '../lib/zod-config';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { autoLogin } from '../features/account/session-thunks';
import { loadBootstrap } from '../features/app/bootstrap';
import { cartSyncMiddleware } from '../features/shop/cart-sync';
import { languageInitialised, languageSet } from '../features/lang/langSlice';
import { isLang } from '../lib/languages';
import { readStorage, storageKeys } from '../lib/storage';
import { setServerMarkup } from '../lib/server-markup';
import { nextTask } from '../lib/later';
import { readHydrationData, type HydrationData } from '../ssr/hydration-data';
import i18n, { storedLanguage } from './i18n';
import { Providers } from './providers';
import { appRouteObjects, basename, createAppRouter } from './router';
import { registerServiceWorker } from './service-worker';
import { dynamicMiddleware, makeStore, type AppStore } from './store';
import './styles.css';

/** The session, the cart's sync and the site's texts: asked for once the store exists. */
function startSession(store: AppStore) {
  // Before autoLogin, so a restored session brings the account's cart along.
  store.dispatch(dynamicMiddleware.withMiddleware(cartSyncMiddleware()));
  void store.dispatch(autoLogin());
  if (!store.getState().app.siteName) void store.dispatch(loadBootstrap());
}

const root = document.getElementById('root')!;

/**
 * A page the server rendered (entry-server.tsx): the store starts from the state it was drawn from, the router
 * from its loaders' answers, and the matched pages' code is loaded before hydrating (React Router's lazy routes),
 * so the first render is the server's markup. The session is unknown to the server: react-redux hydrates from
 * `serverState` (anonymous), then renders the signed-in header once the store has it.
 */
async function hydrate(hydration: HydrationData) {
  const { injectBaseApi, mountBaseApi } = await import('./api-mount');
  if (hydration.state.api) injectBaseApi();
  const store = makeStore(hydration.state);
  if (hydration.state.api) mountBaseApi(store.dispatch);
  store.dispatch(languageInitialised(hydration.lang));
  // i18next was started in the stored language; hydration must render the server's.
  await i18n.changeLanguage(hydration.lang);
  // Each step below is a task of its own, so the reader's taps are answered between them.
  await nextTask();
  const routes = appRouteObjects(store);
  const lazyMatches = (matchRoutes(routes, window.location, basename) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  await nextTask();
  const router = createAppRouter(store, { hydrationData: hydration.router }, routes);
  startSession(store);
  await nextTask();
  // In a transition, as React Router's own entry.client does: hydration then yields to the browser between
  // components instead of holding the main thread for the whole page.
  setServerMarkup(true);
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <Providers store={store} serverState={hydration.state}>
          <RouterProvider router={router} />
          <KeptLanguage store={store} rendered={hydration.lang} />
        </Providers>
      </StrictMode>,
    );
  });
}

/**
 * After hydration has committed: pages render what only the browser knows from now on (lib/hydrated.ts), and the
 * language this browser keeps wins over the cookie the server went by (they differ only when one of them was lost).
 * Switching before would render other texts than the server's in hydration.
 */
function KeptLanguage({ store, rendered }: { store: AppStore; rendered: string }) {
  useEffect(() => {
    setServerMarkup(false);
    // Said on the page for what drives it (the end-to-end tests): from here on its buttons work.
    document.documentElement.dataset.hydrated = 'true';
    const kept = readStorage(storageKeys.lang);
    if (isLang(kept) && kept !== rendered) store.dispatch(languageSet(kept));
  }, [store, rendered]);
  return null;
}

function render() {
  // A page drawn afresh (also after a failed hydration) is no server markup.
  setServerMarkup(false);
  const store = makeStore();
  store.dispatch(languageInitialised(storedLanguage()));
  startSession(store);
  createRoot(root).render(
    <StrictMode>
      <Providers store={store}>
        <RouterProvider router={createAppRouter(store)} />
      </Providers>
    </StrictMode>,
  );
}

const hydration = readHydrationData();
if (hydration)
  // A page that cannot hydrate (its code failed to load) is drawn by the app afresh, never left dead.
  hydrate(hydration).catch((error: unknown) => {
    console.error('hydration failed; rendering the app', error);
    render();
  });
else render();
registerServiceWorker();
