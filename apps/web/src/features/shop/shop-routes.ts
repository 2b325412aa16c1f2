import type { Params } from 'react-router';
import type { AppRoute } from '../../app/routes';
import { CartNavItem } from './components/cart-nav-item';
import { CategoriesNavItem } from './components/categories-nav-item';

const itemsPage = () => import('./catalogue/items-page');
const itemPage = () => import('./item/item-page');
const orderPage = () => import('./orders/order-page');
const newsPage = () => import('./home/news-page');
/** What the item page asks for first (useGetItemQuery, useGetCategoriesQuery); its picture is in the item. */
const itemData = ({ id }: Params) =>
  Number(id) > 0 && Number.isInteger(Number(id)) ? [`items/${Number(id)}`, 'categories'] : [];

/** The shop's pages: every one is its own chunk; the header shows the categories menu, the cart with its badge and orders. */
export const shopRoutes: AppRoute[] = [
  { key: 'shop', path: '/items', menu: 'all', labelKey: 'nav.shop', load: itemsPage, NavItem: CategoriesNavItem },
  { key: 'category', path: '/category/:id', load: itemsPage },
  { key: 'search', path: '/search', load: itemsPage },
  { key: 'item', path: '/item/:id', load: itemPage, data: itemData },
  // Home banners link to /items/{id}.
  { key: 'itemAlias', path: '/items/:id', load: itemPage, data: itemData },
  { key: 'news', path: '/news', menu: 'all', labelKey: 'nav.news', load: () => import('./home/news-list-page') },
  { key: 'newsPost', path: '/news/:id', load: newsPage },
  { key: 'favorites', path: '/favorites', load: () => import('./favorites/favorites-page') },
  { key: 'orders', path: '/orders', menu: 'all', labelKey: 'nav.orders', load: () => import('./orders/orders-page') },
  { key: 'order', path: '/orders/:id', load: orderPage },
  { key: 'cart', path: '/cart', menu: 'all', labelKey: 'nav.cart', load: () => import('./cart/cart-page'), NavItem: CartNavItem },
  // /checkout/* belongs to the server (order API, spec section 7), so a reload there could never reach the app.
  { key: 'checkout', path: '/cart/checkout', load: () => import('./checkout/checkout-page') },
  { key: 'paymentResult', path: '/payment/result/:orderId', load: () => import('./checkout/payment-result-page') },
];
