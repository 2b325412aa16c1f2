import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { request, type ApiError, type Query, type RequestContext, type RequestOptions } from './client';

interface ApiArgs {
  url: string;
  method?: string;
  params?: Query;
  body?: unknown;
  form?: RequestOptions['form'];
  headers?: RequestOptions['headers'];
}

/** RTK Query over the shared client, so cached endpoints follow the same conventions as thunks. */
const clientBaseQuery: BaseQueryFn<ApiArgs | string, unknown, ApiError> = async (args, { signal, extra }) => {
  const { url, method = 'GET', params, body, form, headers } = typeof args === 'string' ? { url: args } : args;
  const { fetch } = (extra ?? {}) as RequestContext;
  try {
    return { data: await request<unknown>(method, url, { query: params, body, form, headers, signal, fetch }) };
  } catch (error) {
    return { error: error as ApiError };
  }
};

/** The single API slice; features add endpoints with `baseApi.injectEndpoints` (tags `{type, id}` and `{type, id: 'LIST'}`). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: clientBaseQuery,
  tagTypes: ['Category', 'Item', 'Comment'],
  endpoints: () => ({}),
});
