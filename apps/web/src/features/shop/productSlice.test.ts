import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { loadHome, productSlice } from './productSlice';

const newStore = () => configureStore({ reducer: { product: productSlice.reducer } });

describe('home data', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is fetched once: loading, then the answer', async () => {
    const { calls } = mockFetch({ 'GET /api/home/': { status: 200, body: { banners: [] } } });
    const store = newStore();
    const first = store.dispatch(loadHome());
    expect(store.getState().product.home.status).toBe('loading');
    await first;
    await store.dispatch(loadHome());
    expect(store.getState().product.home).toEqual({ status: 'succeeded', data: { banners: [] } });
    expect(calls).toHaveLength(1);
  });

  it('keeps a failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch({ 'GET /api/home/': { status: 500, body: { code: 'internal', message: 'x' } } });
    const store = newStore();
    await store.dispatch(loadHome());
    expect(store.getState().product.home).toEqual({ status: 'failed', data: null });
  });
});
