import type { ComponentType } from 'react';
import { createBrowserRouter, matchPath, type RouteObject } from 'react-router';
import { withChunkReload } from '../lib/chunk-reload';
import { registerPrefetchers } from '../lib/prefetch';
import { AppLayout, RouteFallback } from './layout';
import { RootError, RouteError } from './route-error';
import { appRoutes, loadNotFound } from './routes';
import type { AppStore } from './store';

const lazyPage = (load: () => Promise<{ default: ComponentType }>) => {
  const loadOnce = withChunkReload(load);
  return async () => ({ Component: (await loadOnce()).default });
};

/** The app's routes for React Router: each page's code through `lazy`, its data through its `loader` over `store`. */
export function appRouteObjects(store: AppStore): RouteObject[] {
  const pages: RouteObject[] = appRoutes.map((route) => ({
    path: route.path,
    ...(route.Component ? { Component: route.Component } : { lazy: lazyPage(route.load!) }),
    ...(route.loader && { loader: (args) => route.loader!(args, store) }),
  }));
  return [
    {
      Component: AppLayout,
      ErrorBoundary: RootError,
      // The fallback sits below the layout: on a first load of a lazy page the router renders the routes down
      // to the one holding HydrateFallback, so the header and footer paint at once instead of after the chunk.
      children: [
        {
          ErrorBoundary: RouteError,
          HydrateFallback: RouteFallback,
          children: [...pages, { path: '*', lazy: lazyPage(loadNotFound) }],
        },
      ],
    },
  ];
}

/** The router's basename is Vite's base, so every link and navigation carries the deploy prefix. */
export const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

/** Lets links warm a page's code when pointed at (lib/prefetch.ts). */
function registerRoutePrefetchers() {
  registerPrefetchers(
    appRoutes
      .filter((route) => route.load)
      .map((route) => ({ matches: (pathname: string) => !!matchPath(route.path, pathname), load: route.load! })),
  );
}

export function createAppRouter(
  store: AppStore,
  options: Parameters<typeof createBrowserRouter>[1] = {},
  routes: RouteObject[] = appRouteObjects(store),
) {
  registerRoutePrefetchers();
  return createBrowserRouter(routes, { basename, ...options });
}
