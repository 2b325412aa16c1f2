import '../lib/zod-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { autoLogin } from '../features/account/session-thunks';
import { loadBootstrap } from '../features/app/bootstrap';
import { cartSyncMiddleware } from '../features/shop/cart-sync';
import { languageInitialised } from '../features/lang/langSlice';
import { readHydrationData, type HydrationData } from '../ssr/hydration-data';
import { storedLanguage } from './i18n';
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
  const routes = appRouteObjects(store);
  const lazyMatches = (matchRoutes(routes, window.location, basename) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  const router = createAppRouter(store, { hydrationData: hydration.router }, routes);
  startSession(store);
  hydrateRoot(
    root,
    <StrictMode>
      <Providers store={store} serverState={hydration.state}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

function render() {
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
if (hydration) void hydrate(hydration);
else render();
registerServiceWorker();
