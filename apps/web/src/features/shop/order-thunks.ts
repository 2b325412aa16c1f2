import { createAsyncThunk } from '@reduxjs/toolkit';
import { api, isApiError, type ApiError } from '../../api/client';

export interface OrderItem {
  saved_item_json: string;
  /** saved_item_json parsed on read (spec section 3). */
  saved_item: unknown;
  [field: string]: unknown;
}
export interface Order {
  id: number;
  items: OrderItem[];
  [field: string]: unknown;
}
export interface OrderCreate {
  title: string;
  currency: string;
  payment_type: string;
  data: string;
}

type RawOrder = { id: number; items?: Array<{ saved_item_json?: string; [field: string]: unknown }>; [field: string]: unknown };

const parseJson = (text: unknown) => {
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    console.warn('order item has unreadable saved_item_json');
    return null;
  }
};

export const toOrder = (raw: RawOrder): Order => ({
  ...raw,
  items: (raw.items ?? []).map((item) => ({
    ...item,
    saved_item_json: item.saved_item_json ?? '',
    saved_item: parseJson(item.saved_item_json),
  })),
});

const thunk = createAsyncThunk.withTypes<{ rejectValue: ApiError }>();
/** Shop call failures are logged and passed to the caller (spec section 8). */
const fail = (label: string, error: unknown): ApiError => {
  console.warn(label, error);
  return isApiError(error) ? error : { status: 0, code: 'internal_error', message: String(error) };
};

export const createOrder = thunk('order/create', async (body: OrderCreate, { rejectWithValue }) => {
  try {
    return toOrder(await api.post<RawOrder>('/checkout/order', body));
  } catch (error) {
    return rejectWithValue(fail('order creation failed', error));
  }
});

export const fetchOrder = thunk('order/fetchOne', async (id: number, { rejectWithValue }) => {
  try {
    return toOrder(await api.get<RawOrder>(`/checkout/order/${id}`));
  } catch (error) {
    return rejectWithValue(fail('order fetch failed', error));
  }
});

export const fetchOrders = thunk('order/fetchList', async (_: void, { rejectWithValue }) => {
  try {
    const answer = await api.get<RawOrder[] | { results: RawOrder[] }>('order');
    return (Array.isArray(answer) ? answer : answer.results).map(toOrder);
  } catch (error) {
    return rejectWithValue(fail('order list failed', error));
  }
});
