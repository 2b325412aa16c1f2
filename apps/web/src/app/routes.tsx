import type { AppRoute } from './app-route';
import LandingPage from '../pages/landing';
import { shopRoutes } from '../features/shop/shop-routes';
import { loadHome } from '../features/shop/productSlice';

/**
 * One list drives the header menu, the router and link prefetching. The shop's later pages
 * (category, item, cart, checkout, orders, profile) slot in here as `load` entries.
 */
export const appRoutes: AppRoute[] = [
  {
    key: 'home',
    path: '/',
    menu: 'all',
    labelKey: 'nav.home',
    Component: LandingPage,
    loader: async (_args, store) => {
      await store.dispatch(loadHome());
      return null;
    },
  },
  ...shopRoutes,
  {
    key: 'centre',
    path: '/centre/*',
    menu: 'staff',
    labelKey: 'nav.centre',
    load: () => import('../features/centre/centre-layout'),
  },
  { key: 'test', path: '/test', load: () => import('../pages/test-page') },
  { key: 'register', path: '/register', load: () => import('../features/account/pages/register-page') },
  { key: 'resetPassword', path: '/reset-password', load: () => import('../features/account/pages/reset-request-page') },
  { key: 'validateEmail', path: '/account/validate', load: () => import('../features/account/pages/validate-page') },
  { key: 'resetConfirm', path: '/account/reset', load: () => import('../features/account/pages/reset-confirm-page') },
  { key: 'changePassword', path: '/account/password', load: () => import('../features/account/pages/change-password-page') },
  { key: 'profile', path: '/account/profile', load: () => import('../features/account/pages/profile-page') },
  { key: 'socialLine', path: '/social/line', load: () => import('../features/account/pages/social-line-page') },
];

export const loadNotFound = () => import('../pages/not-found');

/** The path a menu link points at (no `/*`). */
export const linkOf = (route: AppRoute) => route.path.replace(/\/\*$/, '') || '/';
