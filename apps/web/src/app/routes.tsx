import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { NavItemProps } from '../components/site-header';
import type { AppStore } from './store';
import LandingPage from '../pages/landing';
import { shopRoutes } from '../features/shop/shop-routes';
import { loadHome } from '../features/shop/productSlice';

export interface AppRoute {
  key: string;
  /** React Router path; a trailing `/*` lets the page own its sub-paths. */
  path: string;
  /** Header entry: shown to everyone, to staff roles only, or not at all. */
  menu?: 'all' | 'staff';
  labelKey?: string;
  /** The shop's first page is bundled with the shell; every other page is its own chunk. */
  Component?: ComponentType;
  load?: () => Promise<{ default: ComponentType }>;
  /**
   * The page's data, asked for at navigation beside its code and awaited before it renders (the page reads it from
   * the store through its hooks). On the server it runs the same way before the page is rendered; a `data(…, {status})`
   * answer sets the page's status.
   */
  loader?: (args: LoaderFunctionArgs, store: AppStore) => Promise<unknown>;
  /** A server-rendered page's module (the client build manifest's key), whose script and styles its HTML links. */
  chunk?: string;
  /** The header entry's own rendering (cart badge, categories dropdown); keep it light, it is in the first load. */
  NavItem?: ComponentType<NavItemProps>;
}

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
