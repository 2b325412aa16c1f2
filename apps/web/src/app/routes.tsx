import type { ComponentType } from 'react';
import LandingPage from '../pages/landing';

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
}

/**
 * One list drives the header menu, the router and link prefetching. The shop's later pages
 * (category, item, cart, checkout, orders, profile) slot in here as `load` entries.
 */
export const appRoutes: AppRoute[] = [
  { key: 'home', path: '/', menu: 'all', labelKey: 'nav.home', Component: LandingPage },
  {
    key: 'centre',
    path: '/centre/*',
    menu: 'staff',
    labelKey: 'nav.centre',
    load: () => import('../features/centre/centre-layout'),
  },
  { key: 'test', path: '/test', load: () => import('../pages/test-page') },
];

export const loadNotFound = () => import('../pages/not-found');

/** The path a menu link points at (no `/*`). */
export const linkOf = (route: AppRoute) => route.path.replace(/\/\*$/, '') || '/';
