import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Params } from 'react-router';
import type { AppRoute } from '../../app/routes';
import type { AppStore } from '../../app/store';
import { CartNavItem } from './components/cart-nav-item';
import { CategoriesNavItem } from './components/categories-nav-item';
import type { CategoryTreeNode, ShopItem } from './types';

const itemsPage = () => import('./catalogue/items-page');
const itemPage = () => import('./item/item-page');
const orderPage = () => import('./orders/order-page');
const newsPage = () => import('./home/news-page');
/** What the item page asks for first (useGetItemQuery, useGetCategoriesQuery); its picture is in the item. */
const itemData = ({ id }: Params) =>
  Number(id) > 0 && Number.isInteger(Number(id)) ? [`items/${Number(id)}`, 'categories'] : [];

/** The item page's first answers, from the HTML the server wrote, into RTK Query's cache (mounted first). */
const primeItem = async ({ id }: Params, answers: Record<string, unknown>, store: AppStore) => {
  const [{ shopApi }, { mountBaseApi }] = await Promise.all([import('./api'), import('../../app/api-mount')]);
  if (!store.getState().api) mountBaseApi(store.dispatch);
  // RTK Query's thunks type the store with its slice present; it is mounted at run time, just above.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const dispatch = store.dispatch as ThunkDispatch<any, unknown, UnknownAction>;
  const item = answers[`items/${Number(id)}`] as ShopItem | undefined;
  const categories = answers.categories as CategoryTreeNode[] | undefined;
  return Promise.all([
    item && dispatch(shopApi.util.upsertQueryData('getItem', Number(id), item)),
    categories && dispatch(shopApi.util.upsertQueryData('getCategories', undefined, categories)),
  ]);
};

/** The shop's pages: every one is its own chunk; the header shows the categories menu, the cart with its badge and orders. */
export const shopRoutes: AppRoute[] = [
  { key: 'shop', path: '/items', menu: 'all', labelKey: 'nav.shop', load: itemsPage, NavItem: CategoriesNavItem },
  { key: 'category', path: '/category/:id', load: itemsPage },
  { key: 'search', path: '/search', load: itemsPage },
  { key: 'item', path: '/item/:id', load: itemPage, data: itemData, prime: primeItem },
  // Home banners link to /items/{id}.
  { key: 'itemAlias', path: '/items/:id', load: itemPage, data: itemData, prime: primeItem },
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
