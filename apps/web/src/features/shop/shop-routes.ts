import type { AppRoute } from '../../app/app-route';
import { CartNavItem } from './components/cart-nav-item';
import { CategoriesNavItem } from './components/categories-nav-item';

const itemsPage = () => import('./catalogue/items-page');
const itemPage = () => import('./item/item-page');
const orderPage = () => import('./orders/order-page');
const newsPage = () => import('./home/news-page');
/** The pages' data, with RTK Query: loaded beside the page's own code, not in the first load. */
const routeData = () => import('./route-data');

const itemLoader: AppRoute['loader'] = async ({ params }, store) => (await routeData()).itemData(store, params.id);
const listLoader: AppRoute['loader'] = async ({ params, request }, store) =>
  (await routeData()).listData(store, new URL(request.url), params.id);

/**
 * The shop's pages: every one is its own chunk; the header shows the categories menu, the cart with its badge and
 * orders. `chunk` names a server-rendered page's module, whose files the server links (apps/server/src/plugins/ssr-pages.ts).
 */
export const shopRoutes: AppRoute[] = [
  {
    key: 'shop',
    path: '/items',
    menu: 'all',
    labelKey: 'nav.shop',
    load: itemsPage,
    loader: listLoader,
    chunk: 'src/features/shop/catalogue/items-page.tsx',
    NavItem: CategoriesNavItem,
  },
  {
    key: 'category',
    path: '/category/:id',
    load: itemsPage,
    loader: listLoader,
    chunk: 'src/features/shop/catalogue/items-page.tsx',
  },
  { key: 'search', path: '/search', load: itemsPage, loader: listLoader, chunk: 'src/features/shop/catalogue/items-page.tsx' },
  { key: 'item', path: '/item/:id', load: itemPage, loader: itemLoader, chunk: 'src/features/shop/item/item-page.tsx' },
  // Home banners link to /items/{id}.
  { key: 'itemAlias', path: '/items/:id', load: itemPage, loader: itemLoader, chunk: 'src/features/shop/item/item-page.tsx' },
  {
    key: 'news',
    path: '/news',
    menu: 'all',
    labelKey: 'nav.news',
    load: () => import('./home/news-list-page'),
    loader: async ({ request }, store) => (await routeData()).newsListData(store, new URL(request.url)),
    chunk: 'src/features/shop/home/news-list-page.tsx',
  },
  {
    key: 'newsPost',
    path: '/news/:id',
    load: newsPage,
    loader: async ({ params }, store) => (await routeData()).newsPostData(store, params.id),
    chunk: 'src/features/shop/home/news-page.tsx',
  },
  { key: 'favorites', path: '/favorites', load: () => import('./favorites/favorites-page') },
  { key: 'orders', path: '/orders', menu: 'all', labelKey: 'nav.orders', load: () => import('./orders/orders-page') },
  { key: 'order', path: '/orders/:id', load: orderPage },
  { key: 'cart', path: '/cart', menu: 'all', labelKey: 'nav.cart', load: () => import('./cart/cart-page'), NavItem: CartNavItem },
  // /checkout/* belongs to the server (the order API), so a reload there could never reach the app.
  { key: 'checkout', path: '/cart/checkout', load: () => import('./checkout/checkout-page') },
  { key: 'paymentResult', path: '/payment/result/:orderId', load: () => import('./checkout/payment-result-page') },
];
