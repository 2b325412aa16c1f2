import type { AdminOrder, ReasonBody, ShipBody } from '@pnc/schemas/shop/admin-order';
import type { Category, CategoryNode } from '@pnc/schemas/shop/category';
import type { Item } from '@pnc/schemas/shop/item';
import type { News } from '@pnc/schemas/shop/news';
import type { Order, OrderStatus, PaymentType } from '@pnc/schemas/shop/order';
import { baseApi } from '../../../api/base-api';
import type { Page } from '@pnc/schemas/common';

export type CategoryBody = Pick<Category, 'name_tw' | 'name_en' | 'parent_id' | 'sort_order'>;
export type ItemBody = Pick<
  Item,
  'name_tw' | 'name_en' | 'description_tw' | 'description_en' | 'price' | 'categories' | 'is_active' | 'images'
> & {
  /** left out for an item with variants: its stock is theirs (set on each variant). */
  stock?: number;
};
export type NewsBody = Pick<News, 'title_tw' | 'title_en' | 'body_tw' | 'body_en' | 'is_published' | 'published_at'>;
interface PageArgs {
  limit: number;
  offset: number;
}
export interface OrderFilters extends PageArgs {
  status?: OrderStatus;
  payment_type?: PaymentType;
}

/** A manager's step in an order's life (POST /api/admin/orders/{id}/{step}/). */
export type OrderStep =
  | { id: number; step: 'ship'; body: ShipBody }
  | { id: number; step: 'deliver'; body?: undefined }
  | { id: number; step: 'cancel' | 'refund'; body: ReasonBody };

const LIST = 'LIST' as const;

/**
 * The managers' shop calls. They share the shop's tags (Category, Item), so a saved item or category
 * refreshes the shop's own pages too; News and AdminOrder are added here.
 */
const shopAdminApi = baseApi.enhanceEndpoints({ addTagTypes: ['News', 'AdminOrder'] }).injectEndpoints({
  endpoints: (build) => ({
    adminCategories: build.query<CategoryNode[], void>({
      query: () => 'categories',
      providesTags: [{ type: 'Category', id: LIST }],
    }),
    saveCategory: build.mutation<Category, { id?: number; body: CategoryBody }>({
      query: ({ id, body }) =>
        id ? { url: `categories/${id}`, method: 'PUT', body } : { url: 'categories', method: 'POST', body },
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Category', id: LIST }]),
    }),
    deleteCategory: build.mutation<null, number>({
      query: (id) => ({ url: `categories/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, error) =>
        error
          ? []
          : [
              { type: 'Category', id: LIST },
              { type: 'Item', id: LIST },
            ],
    }),
    adminItems: build.query<Page<Item>, PageArgs & { keyword?: string }>({
      query: (params) => ({ url: 'items', params: { ...params } }),
      providesTags: (page) => [
        { type: 'Item', id: LIST },
        ...(page?.results ?? []).map((i) => ({ type: 'Item' as const, id: i.id })),
      ],
    }),
    saveItem: build.mutation<Item, { id?: number; body: ItemBody }>({
      query: ({ id, body }) => (id ? { url: `items/${id}`, method: 'PUT', body } : { url: 'items', method: 'POST', body }),
      invalidatesTags: (_r, error, { id }) =>
        error ? [] : [{ type: 'Item', id: LIST }, ...(id ? [{ type: 'Item' as const, id }] : [])],
    }),
    deleteItem: build.mutation<null, number>({
      query: (id) => ({ url: `items/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, error, id) =>
        error
          ? []
          : [
              { type: 'Item', id: LIST },
              { type: 'Item', id },
            ],
    }),
    adminNews: build.query<Page<News>, PageArgs>({
      query: (params) => ({ url: 'news', params: { ...params } }),
      providesTags: [{ type: 'News', id: LIST }],
    }),
    saveNews: build.mutation<News, { id?: number; body: NewsBody }>({
      query: ({ id, body }) => (id ? { url: `news/${id}`, method: 'PUT', body } : { url: 'news', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'News', id: LIST }]),
    }),
    deleteNews: build.mutation<null, number>({
      query: (id) => ({ url: `news/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'News', id: LIST }]),
    }),
    adminOrders: build.query<Page<AdminOrder>, OrderFilters>({
      query: (params) => ({ url: 'admin/orders', params: { ...params } }),
      providesTags: [{ type: 'AdminOrder', id: LIST }],
    }),
    orderStep: build.mutation<Order, OrderStep>({
      query: ({ id, step, body }) => ({ url: `admin/orders/${id}/${step}`, method: 'POST', body: body ?? {} }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'AdminOrder', id: LIST }]),
    }),
    confirmPayment: build.mutation<Order, number>({
      query: (id) => ({ url: `order/${id}/confirm_payment`, method: 'POST' }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'AdminOrder', id: LIST }]),
    }),
  }),
});

export const {
  useAdminCategoriesQuery,
  useSaveCategoryMutation,
  useDeleteCategoryMutation,
  useAdminItemsQuery,
  useSaveItemMutation,
  useDeleteItemMutation,
  useAdminNewsQuery,
  useSaveNewsMutation,
  useDeleteNewsMutation,
  useAdminOrdersQuery,
  useConfirmPaymentMutation,
  useOrderStepMutation,
} = shopAdminApi;
