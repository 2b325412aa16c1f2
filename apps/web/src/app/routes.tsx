import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { NavItemProps } from '../components/site-header';
import type { AppStore } from './store';
import LandingPage from '../pages/landing';
import { shopRoutes } from '../features/shop/shop-routes';
import { opensOnRoomBoard } from '../lib/centre-address';
import { sessionSettled } from '../features/account/session-settled';

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
  /** The API GETs (client paths) the page makes first; when it is the first page they start at boot, beside its code. */
  data?: (params: Params) => string[];
  /**
   * When the server wrote the page's first screen into the HTML (item pages), puts the answers it was drawn from
   * where the page reads them, so the app's first render draws the page itself rather than a loading state.
   */
  prime?: (params: Params, answers: Record<string, unknown>, store: AppStore) => Promise<unknown>;
  /** The header entry's own rendering (cart badge, categories dropdown); keep it light, it is in the first load. */
  NavItem?: ComponentType<NavItemProps>;
}

/**
 * One list drives the header menu, the router and link prefetching. The shop's later pages
 * (category, item, cart, checkout, orders, profile) slot in here as `load` entries.
 */
export const appRoutes: AppRoute[] = [
  { key: 'home', path: '/', menu: 'all', labelKey: 'nav.home', Component: LandingPage, data: () => ['home'] },
  ...shopRoutes,
  {
    key: 'centre',
    path: '/centre/*',
    menu: 'staff',
    labelKey: 'nav.centre',
    load: () => {
      // The room board is the section /centre opens on: its code is asked for beside the frame's, not after the frame
      // has loaded and rendered (one network round trip less before the board's first paint). Not when another
      // section of the centre is the address.
      if (opensOnRoomBoard(window.location.pathname))
        void import('../features/centre/room-board/room-board').catch(() => undefined);
      return import('../features/centre/centre-layout');
    },
    // The server wrote the room board's first screen (a staff session's frame, tabs and toolbar): the app's first
    // render must be that screen, so it waits for the board's code and for the session check (the frame shows a
    // spinner while the session is being checked, and the login page when there is none).
    prime: (_params, _answers, store) => Promise.all([import('../features/centre/room-board/room-board'), sessionSettled(store)]),
  },
  { key: 'test', path: '/test', load: () => import('../pages/test-page') },
  { key: 'register', path: '/register', load: () => import('../features/account/pages/register-page') },
  { key: 'resetPassword', path: '/reset-password', load: () => import('../features/account/pages/reset-request-page') },
  { key: 'validateEmail', path: '/account/validate', load: () => import('../features/account/pages/validate-page') },
  { key: 'resetConfirm', path: '/account/reset', load: () => import('../features/account/pages/reset-confirm-page') },
  { key: 'changePassword', path: '/account/password', load: () => import('../features/account/pages/change-password-page') },
  { key: 'profile', path: '/account/profile', load: () => import('../features/account/pages/profile-page') },
];

export const loadNotFound = () => import('../pages/not-found');

/** The path a menu link points at (no `/*`). */
export const linkOf = (route: AppRoute) => route.path.replace(/\/\*$/, '') || '/';
