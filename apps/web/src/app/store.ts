import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
  type Middleware,
} from '@reduxjs/toolkit';
import type { RequestContext } from '../api/client';
import { appSlice } from '../features/app/appSlice';
import { userSlice } from '../features/account/userSlice';
import { langSlice, languageChanged, languageInitialised, languageSet } from '../features/lang/langSlice';
import { orderSlice } from '../features/shop/orderSlice';
import { productSlice } from '../features/shop/productSlice';
import { rememberLanguageForServer } from '../lib/lang-cookie';
import { storageKeys, writeStorage } from '../lib/storage';
import { applyLanguage } from './i18n';

/**
 * Slices injected later by lazy chunks (the centre's), so their code stays out of the shop's first load.
 * Each lazy module adds itself here by declaration merging.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  appSlice,
  userSlice,
  langSlice,
  productSlice,
  orderSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Middleware that lazy chunks add (RTK Query's, see app/api-mount.ts): keeping RTK Query out of the
 * store's static graph keeps it out of the shop's first load until a page that uses it is opened.
 */
export const dynamicMiddleware = createDynamicMiddleware();

interface StoreOptions extends RequestContext {
  /** In a browser (the default) the language drives i18next, <html lang>, storage and the cookie; not on the server. */
  browser?: boolean;
  /** Middleware present from the start (the server's RTK Query, entry-server.tsx). */
  middleware?: Middleware[];
}

export function makeStore(preloadedState?: Partial<RootState>, { fetch, browser = true, middleware = [] }: StoreOptions = {}) {
  const listener = createListenerMiddleware();
  // The chosen language drives i18next and <html lang>, and is kept across reloads.
  if (browser)
    listener.startListening({
      predicate: (action) => languageSet.match(action) || languageChanged.match(action) || languageInitialised.match(action),
      effect: (action, api) => {
        const lang = (api.getState() as RootState).lang.current;
        applyLanguage(lang);
        rememberLanguageForServer(lang);
        if (!languageInitialised.match(action)) writeStorage(storageKeys.lang, lang);
      },
    });
  const extraArgument: RequestContext = { fetch };
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as never,
    // Adding middleware at run time (api-mount.ts) carries functions in its action: not state, so not checked.
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument }, serializableCheck: { ignoredActions: [dynamicMiddleware.withMiddleware.type] } })
        .prepend(listener.middleware)
        .concat(middleware)
        .concat(dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
