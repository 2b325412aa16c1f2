import './lib/zod-config';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { baseApi } from './api/base-api';
import i18n from './app/i18n';
import { Providers } from './app/providers';
import { appRouteObjects, basename } from './app/router';
import { appRoutes } from './app/routes';
import { makeStore, rootReducer } from './app/store';
import { loadBootstrap } from './features/app/bootstrap';
import { languageInitialised } from './features/lang/langSlice';
import { shopApi } from './features/shop/api';
import { setServerMarkup } from './lib/server-markup';
import { htmlLang, type Lang } from './lib/languages';
import { hydrationDataText, HYDRATION_DATA_ID } from './ssr/hydration-data';
import { PageHead } from './ssr/page-head';

// Every render here is the server's markup, which the browser's hydration must see again (lib/hydrated.ts).
setServerMarkup(true);

export interface RenderInput {
  /** The request's path and query. */
  url: string;
  /** The site's public origin (absolute links: og:url, og:image). */
  origin: string;
  lang: Lang;
  /** How the page's API calls reach the server's own API (anonymous: the session is the browser's alone). */
  fetch: typeof fetch;
}

export type RenderResult =
  | {
      kind: 'page';
      status: number;
      /** `<html lang>`. */
      htmlLang: string;
      /** The app's markup, for `<div id="root">`. */
      html: string;
      /** For `<head>`: title, meta, JSON-LD, Ant Design's styles, the hydration data block. */
      head: string;
      /** The client build manifest's keys of the pages' modules, whose files the page links. */
      chunks: string[];
    }
  | { kind: 'redirect'; status: number; location: string }
  /** Not a page to render here (a loader's answer that is neither a page nor a redirect): the server sends index.html. */
  | { kind: 'skip' };

// RTK Query is part of every server store from the start (in the browser it joins when a page needs it).
rootReducer.inject(baseApi);

/**
 * Renders a public shop page with React on the server: React Router's static handler runs the routes' loaders into
 * a store of its own, React renders the same components the browser hydrates, and Ant Design's styles are taken
 * from its cssinjs cache (antd's documented inline-style SSR). The store and the loaders' answers go to the page as
 * a data block, from which the browser's first render draws the same markup.
 */
export async function render({ url, origin, lang, fetch }: RenderInput): Promise<RenderResult> {
  const store = makeStore(undefined, { fetch, browser: false, middleware: [baseApi.middleware] });
  try {
    store.dispatch(languageInitialised(lang));
    const handler = createStaticHandler(appRouteObjects(store), { basename });
    const request = new Request(new URL(url, origin));
    const [context] = await Promise.all([handler.query(request), store.dispatch(loadBootstrap())]);
    if (context instanceof Response) {
      const location = context.headers.get('location');
      return location ? { kind: 'redirect', status: context.status, location } : { kind: 'skip' };
    }
    // A loader that failed (its API answered 5xx or not at all): the server falls back to index.html.
    if (context.errors) throw Object.values(context.errors)[0];

    const i18nForPage = i18n.cloneInstance({ lng: lang });
    const cache = createCache();
    const router = createStaticRouter(handler.dataRoutes, context);
    // prerender, not renderToString: it waits for the lazy parts (the item's 404), so the HTML holds them whole.
    const { prelude } = await prerender(
      <I18nextProvider i18n={i18nForPage}>
        <StyleProvider cache={cache}>
          <Providers store={store}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </StyleProvider>
      </I18nextProvider>,
    );
    const html = await new Response(prelude).text();

    const state = store.getState();
    const page = appRoutes.find((route) => route.path === context.matches.at(-1)?.route.path);
    const itemId = page?.key === 'item' || page?.key === 'itemAlias' ? Number(context.matches.at(-1)?.params.id) : null;
    const item = itemId && state.api ? shopApi.endpoints.getItem.select(itemId)({ api: state.api }).data : undefined;
    // The page's title names the centre in Traditional Chinese, in either language (as app/layout.tsx).
    const siteName = state.app.siteName?.tw || i18nForPage.t('site.name', { lng: 'tw' });
    // The page's address without its query string (og:url, the offer's url): one page, whatever brought the reader.
    const pageUrl = new URL(new URL(url, origin).pathname, origin).href;
    const head = renderToStaticMarkup(
      <PageHead siteName={siteName} description={i18nForPage.t('site.description')} lang={lang} url={pageUrl} item={item} />,
    );
    const data = hydrationDataText({ lang, state, router: { loaderData: context.loaderData } });
    return {
      kind: 'page',
      status: context.statusCode,
      htmlLang: htmlLang[lang],
      html,
      head: `${head}${extractStyle(cache)}<script type="application/json" id="${HYDRATION_DATA_ID}">${data}</script>`,
      chunks: page?.chunk ? [page.chunk] : [],
    };
  } finally {
    // Ends RTK Query's timers for this store (unused answers are dropped after a while).
    store.dispatch(baseApi.util.resetApiState());
  }
}
