import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { request, type RequestContext } from '../../api/client';
import type { HomeData } from './types';

type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

interface ProductState {
  home: { status: LoadStatus; data: HomeData | null };
}

const initialProductState: ProductState = { home: { status: 'idle', data: null } };

/**
 * GET /api/home/ once (a failure is kept, not retried): the shop part of '/'. Through the shared client rather than
 * RTK Query, so the home page's first load does not carry RTK Query.
 */
export const loadHome = createAsyncThunk(
  'product/home',
  (_: void, { extra }) => request<HomeData>('GET', 'home', { fetch: (extra as RequestContext | undefined)?.fetch }),
  {
    condition: (_arg, { getState }) => (getState() as { product: ProductState }).product.home.status === 'idle',
  },
);

/** Fetching / success / failure of the home's catalogue data. */
export const productSlice = createSlice({
  name: 'product',
  initialState: initialProductState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadHome.pending, (state) => {
        state.home.status = 'loading';
      })
      .addCase(loadHome.fulfilled, (state, action) => {
        state.home = { status: 'succeeded', data: action.payload };
      })
      .addCase(loadHome.rejected, (state, action) => {
        console.warn('home data failed', action.error);
        state.home.status = 'failed';
      });
  },
});
