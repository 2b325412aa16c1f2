import { useState } from 'react';
import { useStore } from 'react-redux';
import { mountBaseApi } from '../../app/api-mount';
import { useAppDispatch } from '../../app/hooks';

/** Mounts RTK Query (once) before the page's first query hook runs: it is kept out of the first load. */
export function useShopApi() {
  const dispatch = useAppDispatch();
  const store = useStore<Record<string, unknown>>();
  useState(() => {
    if (!store.getState().api) mountBaseApi(dispatch);
    return true;
  });
}
