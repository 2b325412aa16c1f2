import '../lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { autoLogin } from '../features/account/session-thunks';
import { loadBootstrap } from '../features/app/bootstrap';
import { cartSyncMiddleware } from '../features/shop/cart-sync';
import { languageInitialised } from '../features/lang/langSlice';
import { storedLanguage } from './i18n';
import { Providers } from './providers';
import { createAppRouter } from './router';
import { registerServiceWorker } from './service-worker';
import { dynamicMiddleware, makeStore } from './store';
import './styles.css';

const store = makeStore();
store.dispatch(languageInitialised(storedLanguage()));
// Before autoLogin, so a restored session brings the account's cart along.
store.dispatch(dynamicMiddleware.withMiddleware(cartSyncMiddleware()));
void store.dispatch(autoLogin());
void store.dispatch(loadBootstrap());
const router = createAppRouter(store);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
registerServiceWorker();
