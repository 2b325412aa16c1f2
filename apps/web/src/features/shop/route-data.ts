import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { data } from 'react-router';
import type { ApiError } from '../../api/client';
import { mountBaseApi } from '../../app/api-mount';
import type { AppStore } from '../../app/store';
import { shopApi } from './api';
import { catalogueQuery } from './catalogue/catalogue-query';

// RTK Query's thunks type the store with its slice present; it is mounted at run time (mountBaseApi).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ApiDispatch = ThunkDispatch<any, unknown, UnknownAction>;
type Started = PromiseLike<{ error?: unknown }>;

/**
 * Runs a page's queries into the store and waits for their answers; the page's hooks then find them there. In the
 * browser the page shows its own error states from the store, so a failed answer does not fail the route. The route's
 * status (what the server answers with) is 404 when an answer is 404, or 400 (the URL names nothing the shop has, as
 * /category/abc). On the server an API that failed (status 0 or >= 500) fails the route, so the server sends
 * index.html and the browser's app asks again.
 */
async function settle(store: AppStore, start: (dispatch: ApiDispatch) => Started[]) {
  if (!store.getState().api) mountBaseApi(store.dispatch);
  const results = await Promise.all(start(store.dispatch as ApiDispatch));
  const statuses = results.map(({ error }) => (error as Partial<ApiError> | undefined)?.status);
  const onServer = typeof window === 'undefined';
  const failed = statuses.find((status) => status === 0 || (status !== undefined && status >= 500));
  if (onServer && failed !== undefined) throw new Error(`the page's data failed: API status ${failed}`);
  const notFound = statuses.some((status) => status === 404 || status === 400);
  return notFound ? data(null, { status: 404 }) : null;
}

const noSubscription = { subscribe: false } as const;
const positiveId = (raw: string | undefined) => (Number.isInteger(Number(raw)) && Number(raw) > 0 ? Number(raw) : null);

/** /item/:id and /items/:id: the item and the category tree (its breadcrumb). */
export function itemData(store: AppStore, rawId: string | undefined) {
  const id = positiveId(rawId);
  if (id === null) return data(null, { status: 404 });
  return settle(store, (dispatch) => [
    dispatch(shopApi.endpoints.getItem.initiate(id, noSubscription)),
    dispatch(shopApi.endpoints.getCategories.initiate(undefined, noSubscription)),
  ]);
}

/** /items, /category/:id and /search: the list as the URL's filters ask for it, and the category tree. */
export function listData(store: AppStore, url: URL, rawCategory: string | undefined) {
  const { args, skip } = catalogueQuery(url.pathname, url.searchParams, rawCategory);
  return settle(store, (dispatch) => [
    dispatch(shopApi.endpoints.getCategories.initiate(undefined, noSubscription)),
    ...(skip ? [] : [dispatch(shopApi.endpoints.getItems.initiate(args, noSubscription))]),
  ]);
}

export const NEWS_PAGE = 10;

/** /news: the page of posts the URL's ?page= asks for. */
export function newsListData(store: AppStore, url: URL) {
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  return settle(store, (dispatch) => [
    dispatch(shopApi.endpoints.getNews.initiate({ limit: NEWS_PAGE, offset: (page - 1) * NEWS_PAGE }, noSubscription)),
  ]);
}

/** /news/:id: the post. */
export function newsPostData(store: AppStore, rawId: string | undefined) {
  const id = Number(rawId);
  if (!Number.isInteger(id)) return data(null, { status: 404 });
  return settle(store, (dispatch) => [dispatch(shopApi.endpoints.getNewsPost.initiate(id, noSubscription))]);
}
