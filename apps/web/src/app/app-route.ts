import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { NavItemProps } from '../components/site-header';
import type { AppStore } from './store';

/** One entry of the route list (routes.tsx); a feature declares its own entries in this shape (shop-routes.ts). */
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
