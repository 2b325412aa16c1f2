import type { ComponentType } from 'react';
import { createBrowserRouter, matchPath, type RouteObject } from 'react-router';
import { startEarlyGet } from '../api/client';
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

export function createAppRouter(create: typeof createBrowserRouter = createBrowserRouter) {
  registerPrefetchers(
    appRoutes
      .filter((route) => route.load)
      .map((route) => ({ matches: (pathname: string) => !!matchPath(route.path, pathname), load: route.load! })),
  );
  return create(appRouteObjects(), { basename });
}

/**
 * Starts the data the first page asks for first, at boot: it then travels beside the page's code instead
 * of after it (the page takes the answer through the client). Call it after the stored session is restored,
 * so the requests carry the same token as the page's own.
 */
export function startFirstPageData(pathname: string) {
  const path = basename !== '/' && pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname;
  for (const route of appRoutes) {
    const match = route.data ? matchPath(route.path, path) : null;
    if (match && route.data) {
      route.data(match.params).forEach((apiPath) => startEarlyGet(apiPath));
      return;
    }
  }
}
