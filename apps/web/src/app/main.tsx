import '../lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { autoLogin } from '../features/account/session-thunks';
import { loadBootstrap } from '../features/app/bootstrap';
import { cartSyncMiddleware } from '../features/shop/cart-sync';
import { languageInitialised } from '../features/lang/langSlice';
import { takeFirstPage } from '../lib/first-page';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { storedLanguage } from './i18n';
import { Providers } from './providers';
import { createAppRouter, startFirstPageCode, startFirstPageData, startFromFirstPage } from './router';
import { registerServiceWorker } from './service-worker';
import { dynamicMiddleware, makeStore } from './store';
import './styles.css';

// Boot runs as five tasks (the modules, the store with the first requests, the first page's code, the router, React's
// root), each short enough not to block a tap for long; the requests go out at the end of the second. A function
// rather than top-level await: with await at the top the bundler split the first load into twice as many files.
async function boot() {
  await yieldToBrowser();
  const store = makeStore();
  store.dispatch(languageInitialised(storedLanguage()));
  // Before autoLogin, so a restored session brings the account's cart along.
  store.dispatch(dynamicMiddleware.withMiddleware(cartSyncMiddleware()));
  void store.dispatch(autoLogin());
  void store.dispatch(loadBootstrap());
  // The server may have written the page's first screen, with its answers, into the HTML (item pages).
  const firstPage = takeFirstPage();
  const sameLanguage = firstPage?.lang === store.getState().lang.current;
  // After autoLogin has set the stored token, so the early requests match the page's own.
  startFirstPageData(window.location.pathname, sameLanguage ? firstPage.answers : {});

  // The first page's code is asked for in a task of its own (the centre's needs some thirty files).
  await yieldToBrowser();
  startFirstPageCode(window.location.pathname);

  await yieldToBrowser();
  const router = createAppRouter();
  if (firstPage && sameLanguage) await startFromFirstPage(router, store, firstPage);

  // The first render replaces index.html's header frame. As a transition React renders it in slices and lets
  // the browser paint and take input between them, instead of one long task (docs/performance.md). React's root
  // (which registers its listeners for every event on the container) in a task of its own, after the router's.
  await yieldToBrowser();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers store={store}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
}

void boot();
registerServiceWorker();
