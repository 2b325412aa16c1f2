import type { ComponentType } from 'react';
import { createBrowserRouter, matchPath, type RouteObject } from 'react-router';
import { startEarlyGet } from '../api/client';
import { withChunkReload } from '../lib/chunk-reload';
import type { FirstPage } from '../lib/first-page';
import { withSpreadPreloads } from '../lib/spread-preloads';
import { registerPrefetchers } from '../lib/prefetch';
import { AppLayout, RouteFallback } from './layout';
import { RouteError } from './route-error';
import { appRoutes, loadNotFound, type AppRoute } from './routes';
import type { AppStore } from './store';

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
export function startFirstPageData(pathname: string, answered: Record<string, unknown> = {}) {
  const match = firstPageRoute(pathname);
  match?.route.data?.(match.params).forEach((apiPath) => {
    if (!(apiPath in answered)) startEarlyGet(apiPath);
  });
}

/**
 * Starts loading the first page's code (its chunk and, through Vite's preload helper, a link for each file it
 * needs) in a task of its own at boot. Creating the router would otherwise do it inside its own task: for the
 * centre, the helper's thirty-odd links alone were 25–35 ms (100–140 ms at 4× slowdown); they are added a few per
 * task here. The router's own load of the route then finds the files asked for already.
 */
export function startFirstPageCode(pathname: string) {
  const load = firstPageRoute(pathname, (candidate) => !!candidate.load)?.route.load;
  if (load) withSpreadPreloads(load).catch(() => undefined);
}

/** The route of the address the app opened on, with its parameters. */
function firstPageRoute(pathname: string, has: (route: AppRoute) => boolean = (route) => !!route.data) {
  const path = basename !== '/' && pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname;
  for (const route of appRoutes) {
    const match = has(route) ? matchPath(route.path, path) : null;
    if (match) return { route, params: match.params };
  }
  return null;
}

/**
 * When the server wrote the first page's screen into the HTML: waits until the page's code has loaded and its
 * answers are where it reads them, so that the app's first render draws that page in place of the server's
 * (a loading state in between would flash). Never throws: at worst the page loads its data as usual.
 */
export async function startFromFirstPage(router: ReturnType<typeof createAppRouter>, store: AppStore, first: FirstPage) {
  const match = firstPageRoute(window.location.pathname, (route) => !!route.prime);
  const routerReady = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  await Promise.all([match?.route.prime?.(match.params, first.answers, store).catch(() => undefined), routerReady]);
}
