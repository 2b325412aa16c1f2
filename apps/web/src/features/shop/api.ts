import { baseApi } from '../../api/base-api';
import type { Query } from '../../api/client';
import type { Cart } from './cart';
import type { Page } from '@pnc/schemas/common';
import type { CategoryTreeNode, ItemComment, ItemResponse, NewsPost, PreCheckoutAnswer, ShopItem } from './types';
import './shop-i18n';

export const ITEM_ORDERINGS = ['-created_at', 'price', '-price', '-sold_count'] as const;
export type ItemOrdering = (typeof ITEM_ORDERINGS)[number];

export interface ItemListArgs {
  categoryId?: number;
  keyword?: string;
  min_price?: number;
  max_price?: number;
  in_stock?: boolean;
  ordering?: ItemOrdering;
  limit: number;
  offset: number;
}

const commentsTag = (itemId: number) => ({ type: 'Comment' as const, id: `item-${itemId}` });

/** The shop's endpoints on the one RTK Query api (tags {type, id} and {type, 'LIST'}). */
export const shopApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<CategoryTreeNode[], void>({
      query: () => 'categories',
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    getItems: build.query<Page<ShopItem>, ItemListArgs>({
      query: ({ categoryId, in_stock, ...rest }) => ({
        url: categoryId === undefined ? 'items' : `categories/${categoryId}/items`,
        params: { ...rest, in_stock: in_stock ? 1 : undefined } as Query,
      }),
      providesTags: (answer) => [
        { type: 'Item', id: 'LIST' },
        ...(answer?.results ?? []).map((item) => ({ type: 'Item' as const, id: item.id })),
      ],
    }),
    getItem: build.query<ShopItem, number>({
      query: (id) => `items/${id}`,
      providesTags: (_answer, _error, id) => [{ type: 'Item', id }],
    }),
    getComments: build.query<Page<ItemComment>, { itemId: number; limit: number; offset: number }>({
      query: ({ itemId, limit, offset }) => ({ url: `items/${itemId}/comments`, params: { limit, offset } }),
      providesTags: (_answer, _error, { itemId }) => [commentsTag(itemId)],
    }),
    addComment: build.mutation<ItemComment, { itemId: number; text: string }>({
      query: ({ itemId, text }) => ({ url: `items/${itemId}/comments`, method: 'POST', body: { text } }),
      invalidatesTags: (_answer, _error, { itemId }) => [commentsTag(itemId)],
    }),
    editComment: build.mutation<ItemComment, { itemId: number; commentId: number; text: string }>({
      query: ({ itemId, commentId, text }) => ({ url: `items/${itemId}/comments/${commentId}`, method: 'PUT', body: { text } }),
      invalidatesTags: (_answer, _error, { itemId }) => [commentsTag(itemId)],
    }),
    deleteComment: build.mutation<null, { itemId: number; commentId: number }>({
      query: ({ itemId, commentId }) => ({ url: `items/${itemId}/comments/${commentId}`, method: 'DELETE' }),
      invalidatesTags: (_answer, _error, { itemId }) => [commentsTag(itemId)],
    }),
    addResponse: build.mutation<ItemResponse, { itemId: number; commentId: number; text: string }>({
      query: ({ itemId, commentId, text }) => ({
        url: `items/${itemId}/comments/${commentId}/responses`,
        method: 'POST',
        body: { text },
      }),
      invalidatesTags: (_answer, _error, { itemId }) => [commentsTag(itemId)],
    }),
    editResponse: build.mutation<ItemResponse, { itemId: number; commentId: number; responseId: number; text: string }>({
      query: ({ itemId, commentId, responseId, text }) => ({
        url: `items/${itemId}/comments/${commentId}/responses/${responseId}`,
        method: 'PUT',
        body: { text },
      }),
      invalidatesTags: (_answer, _error, { itemId }) => [commentsTag(itemId)],
    }),
    deleteResponse: build.mutation<null, { itemId: number; commentId: number; responseId: number }>({
      query: ({ itemId, commentId, responseId }) => ({
        url: `items/${itemId}/comments/${commentId}/responses/${responseId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_answer, _error, { itemId }) => [commentsTag(itemId)],
    }),
    getNews: build.query<Page<NewsPost>, { limit: number; offset: number }>({
      query: (params) => ({ url: 'news', params }),
    }),
    getNewsPost: build.query<NewsPost, number>({ query: (id) => `news/${id}` }),
    /** A POST that only reads: the server prices the cart (data = the cart as JSON text). */
    preCheckout: build.query<PreCheckoutAnswer, Cart>({
      query: (cart) => ({ url: 'pre_checkout', method: 'POST', body: { data: JSON.stringify(cart) } }),
      keepUnusedDataFor: 0,
    }),
    /** The same pricing for a guest: public and rate-limited (POST /api/cart/quote/, same body and answer). */
    quoteCart: build.query<PreCheckoutAnswer, Cart>({
      query: (cart) => ({ url: 'cart/quote', method: 'POST', body: { data: JSON.stringify(cart) } }),
      keepUnusedDataFor: 0,
    }),
    getFavorites: build.query<ShopItem[], void>({
      query: () => 'user/favorite',
      providesTags: [{ type: 'Item', id: 'FAVORITES' }],
    }),
    addFavorite: build.mutation<ShopItem, number>({
      query: (itemId) => ({ url: 'user/favorite', method: 'POST', body: { item_id: itemId } }),
      invalidatesTags: [{ type: 'Item', id: 'FAVORITES' }],
    }),
    removeFavorite: build.mutation<null, number>({
      query: (itemId) => ({ url: `user/favorite/${itemId}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Item', id: 'FAVORITES' }],
    }),
  }),
});

export const {
  useGetCategoriesQuery,
  useGetItemsQuery,
  useGetItemQuery,
  useGetCommentsQuery,
  useAddCommentMutation,
  useEditCommentMutation,
  useDeleteCommentMutation,
  useAddResponseMutation,
  useEditResponseMutation,
  useDeleteResponseMutation,
  useGetNewsQuery,
  useGetNewsPostQuery,
  usePreCheckoutQuery,
  useQuoteCartQuery,
  useGetFavoritesQuery,
  useAddFavoriteMutation,
  useRemoveFavoriteMutation,
} = shopApi;
