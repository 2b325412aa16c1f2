/**
 * The layers imports may cross, one way only, checked by `import-x/no-restricted-paths` in eslint.config.js.
 * Paths are from the repository root. A new folder is a decision: put it in one of these lists.
 */

/** Server feature areas: each owns its routes, services and repositories. */
const serverFeatures = ['accounts', 'centre', 'shop'].map((f) => `apps/server/src/${f}`);
/** Server code every feature builds on; it learns what it needs of a feature by being handed it at registration. */
const serverBase = ['plugins', 'lib', 'db'].map((f) => `apps/server/src/${f}`);

/** The web's shell: the router, the store's setup, the pages and server rendering. */
const webApp = ['apps/web/src/app', 'apps/web/src/pages', 'apps/web/src/ssr', 'apps/web/src/entry-server.tsx'];
/** The web's shared code: no feature and no shell. */
const webShared = ['components', 'api', 'lib', 'locales'].map((f) => `apps/web/src/${f}`);
/**
 * What of app/ a feature may import (redux-essentials): the typed hooks, the i18n instance, the store's types and the
 * point where a feature mounts its reducer or api, and the shape of a route it declares. The router, the route list,
 * the layout and main stay out of reach.
 */
const appForFeatures = ['./hooks.ts', './i18n.ts', './store.ts', './api-mount.ts', './app-route.ts'];

export const layerZones = [
  ...serverBase.map((target) => ({
    target,
    from: serverFeatures,
    message: 'plugins/, lib/ and db/ import no feature area: move the shared piece down, or pass it in at registration.',
  })),
  {
    // Demo data is loaded by start-up (startup.ts seeds it) and its pictures registered by app.ts; nothing else.
    target: 'apps/server/src/{!(demo)/**/*,!(app|startup).ts}',
    from: 'apps/server/src/demo/**/*',
    message: 'only start-up (startup.ts, app.ts) loads the demo.',
  },
  ...webShared.map((target) => ({
    target,
    from: [...webApp, 'apps/web/src/features'],
    message: 'shared code (components, api, lib, locales) imports neither features nor the app shell.',
  })),
  {
    target: 'apps/web/src/features',
    from: 'apps/web/src/app',
    except: appForFeatures,
    message: 'features import only hooks, i18n, store, api-mount and app-route of app/.',
  },
  {
    target: 'apps/web/src/features',
    from: webApp.slice(1),
    message: 'features do not import pages, ssr or the server entry.',
  },
];
