import { createAsyncThunk } from '@reduxjs/toolkit';
import type { DeliveryRequest } from '@pnc/schemas/shop/delivery';
import type { InvoiceRequest } from '@pnc/schemas/shop/invoice';
import type { Order as ServerOrder } from '@pnc/schemas/shop/order';
import { api, isApiError, type ApiError } from '../../api/client';

/** What an order line remembers of the item (saved_item_json, parsed on read). */
export interface SavedItem {
  id?: number;
  name_tw?: string;
  name_en?: string;
  images?: string[];
  price?: number;
  [field: string]: unknown;
}

export type OrderItem = Omit<ServerOrder['items'][number], 'saved_item_json'> & {
  saved_item_json: string;
  /** saved_item_json parsed on read (spec section 3); null when unreadable. */
  saved_item: SavedItem | null;
};
export type Order = Omit<ServerOrder, 'items'> & { items: OrderItem[] };

export interface OrderCreate {
  title: string;
  currency: string;
  payment_type: string;
  /** The cart as JSON text (spec). */
  data: string;
  shipping: { name: string; phone: string };
  delivery: DeliveryRequest;
  invoice: InvoiceRequest;
}

type RawOrder = Omit<ServerOrder, 'items'> & { items?: Array<Partial<ServerOrder['items'][number]>> };

const parseJson = (text: unknown): SavedItem | null => {
  if (typeof text !== 'string') return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as SavedItem) : null;
  } catch {
    console.warn('order item has unreadable saved_item_json');
    return null;
  }
};

export const toOrder = (raw: RawOrder): Order => ({
  ...raw,
  items: (raw.items ?? []).map((item) => ({
    ...(item as ServerOrder['items'][number]),
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

/** Sandbox card payment (POST /api/payment/card/{orderId}/); answers the order as it now is. */
export const payByCard = thunk(
  'order/payByCard',
  async ({ orderId, card_number }: { orderId: number; card_number: string }, { rejectWithValue }) => {
    try {
      return toOrder(await api.post<RawOrder>(`payment/card/${orderId}`, { card_number }));
    } catch (error) {
      return rejectWithValue(fail('card payment failed', error));
    }
  },
);

/** PayPal's result (POST /api/paypal/result/{orderId}/): the server asks PayPal itself; `data` is only passed along. */
export const sendPaypalResult = thunk(
  'order/paypalResult',
  async ({ orderId, data }: { orderId: number; data: string }, { rejectWithValue }) => {
    try {
      return toOrder(await api.post<RawOrder>(`paypal/result/${orderId}`, { data }));
    } catch (error) {
      return rejectWithValue(fail('paypal result failed', error));
    }
  },
);

/** Cancels one of my orders before it ships (POST /api/order/{id}/cancel/); answers the order as it now is. */
export const cancelMyOrder = thunk(
  'order/cancel',
  async ({ orderId, reason }: { orderId: number; reason?: string }, { rejectWithValue }) => {
    try {
      return toOrder(await api.post<RawOrder>(`order/${orderId}/cancel`, reason ? { reason } : {}));
    } catch (error) {
      return rejectWithValue(fail('order cancel failed', error));
    }
  },
);
