import { createAction, type Dispatch } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { dynamicMiddleware, rootReducer } from './store';

declare module './store' {
  export interface LazyLoadedSlices {
    api: ReturnType<typeof baseApi.reducer>;
  }
}

/**
 * Dispatched once the API is mounted: an injected slice has no state until the reducer next runs, and the action that
 * adds middleware never reaches the reducer, so without it the first query would find no `state.api`.
 */
export const baseApiMounted = createAction('app/baseApiMounted');

/**
 * Attaches the RTK Query slice and its middleware to the store. Pages that use `baseApi` endpoints call it
 * once when their chunk loads (or from `useBaseApi`), so RTK Query stays out of the shop's first load.
 */
export function mountBaseApi(dispatch: Dispatch) {
  injectBaseApi();
  dispatch(dynamicMiddleware.withMiddleware(baseApi.middleware));
  dispatch(baseApiMounted());
}

/** RTK Query's slice in the root reducer, before a store is made from state that holds its answers (hydration). */
export function injectBaseApi() {
  rootReducer.inject(baseApi);
}
