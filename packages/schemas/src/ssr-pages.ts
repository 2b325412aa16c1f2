/**
 * The shop's public pages the server renders with React (apps/server/src/plugins/ssr-pages.ts registers them), as
 * Fastify route patterns whose `:id` is one path segment. The web's service worker sends these navigations to the
 * network (apps/web/vite.config.ts), so a cached index.html never stands in for one of them.
 */
export const SSR_PATHS = ['/', '/items', '/category/:id', '/search', '/item/:id', '/items/:id', '/news', '/news/:id'];

/**
 * Matches a navigation to one of SSR_PATHS. Workbox tests a navigation's path and query together, so a pattern ends
 * at the path's end, a `/` or a `?`.
 */
export const ssrNavigationPatterns: RegExp[] = SSR_PATHS.map((pattern) =>
  pattern === '/'
    ? /^\/(?:\?|$)/
    : new RegExp(`^${pattern.replaceAll('/', '\\/').replace(':id', '[^/?]+')}(?:[/?]|$)`),
);
