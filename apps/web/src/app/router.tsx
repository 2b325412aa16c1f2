import type { ComponentType } from 'react';
import { createBrowserRouter, matchPath, type RouteObject } from 'react-router';
import { withChunkReload } from '../lib/chunk-reload';
import { registerPrefetchers } from '../lib/prefetch';
import { AppLayout, RouteFallback } from './layout';
import { RouteError } from './route-error';
import { appRoutes, loadNotFound } from './routes';

const lazyPage = (load: () => Promise<{ default: ComponentType }>) => {
  const loadOnce = withChunkReload(load);
  return async () => ({ Component: (await loadOnce()).default });
};

export function appRouteObjects(): RouteObject[] {
  const pages: RouteObject[] = appRoutes.map((route) =>
    route.Component ? { path: route.path, Component: route.Component } : { path: route.path, lazy: lazyPage(route.load!) },
  );
  return [
    {
      Component: AppLayout,
      HydrateFallback: RouteFallback,
      children: [{ ErrorBoundary: RouteError, children: [...pages, { path: '*', lazy: lazyPage(loadNotFound) }] }],
    },
  ];
}

/** The router's basename is Vite's base, so every link and navigation carries the deploy prefix. */
export const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

export function createAppRouter(create: typeof createBrowserRouter = createBrowserRouter) {
  registerPrefetchers(
    appRoutes
      .filter((route) => route.load)
      .map((route) => ({ matches: (pathname: string) => !!matchPath(route.path, pathname), load: route.load! })),
  );
  return create(appRouteObjects(), { basename });
}
