import { createAsyncThunk } from '@reduxjs/toolkit';
import type { DeliveryRequest } from '@pnc/schemas/shop/delivery';
import type { InvoiceRequest } from '@pnc/schemas/shop/invoice';
import type { Order as ServerOrder } from '@pnc/schemas/shop/order';
import { api, isApiError, type ApiError } from '../../api/client';

/** What an order line remembers of the item (saved_item_json, parsed on read). */
interface SavedItem {
  id?: number;
  name_tw?: string;
  name_en?: string;
  images?: string[];
  price?: number;
  [field: string]: unknown;
}

export type OrderItem = Omit<ServerOrder['items'][number], 'saved_item_json'> & {
  saved_item_json: string;
  /** saved_item_json parsed on read; null when unreadable. */
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
/** Shop call failures are logged and passed to the caller. */
const fail = (label: string, error: unknown): ApiError => {
  console.warn(label, error);
  return isApiError(error) ? error : { status: 0, code: 'internal_error', message: String(error) };
};

/** An order call: its failure is logged under `label` and rejected with the API error. */
const orderCall = <Arg, Result>(type: string, label: string, run: (arg: Arg) => Promise<Result>) =>
  thunk(type, async (arg: Arg, { rejectWithValue }) => {
    try {
      return await run(arg);
    } catch (error) {
      return rejectWithValue(fail(label, error));
    }
  });

export const createOrder = orderCall('order/create', 'order creation failed', async (body: OrderCreate) =>
  toOrder(await api.post<RawOrder>('/checkout/order', body)),
);

export const fetchOrder = orderCall('order/fetchOne', 'order fetch failed', async (id: number) =>
  toOrder(await api.get<RawOrder>(`/checkout/order/${id}`)),
);

export const fetchOrders = orderCall('order/fetchList', 'order list failed', async (_: void) => {
  const answer = await api.get<RawOrder[] | { results: RawOrder[] }>('order');
  return (Array.isArray(answer) ? answer : answer.results).map(toOrder);
});

/** Sandbox card payment (POST /api/payment/card/{orderId}/); answers the order as it now is. */
export const payByCard = orderCall(
  'order/payByCard',
  'card payment failed',
  async ({ orderId, card_number }: { orderId: number; card_number: string }) =>
    toOrder(await api.post<RawOrder>(`payment/card/${orderId}`, { card_number })),
);

/** PayPal's result (POST /api/paypal/result/{orderId}/): the server asks PayPal itself; `data` is only passed along. */
export const sendPaypalResult = orderCall(
  'order/paypalResult',
  'paypal result failed',
  async ({ orderId, data }: { orderId: number; data: string }) =>
    toOrder(await api.post<RawOrder>(`paypal/result/${orderId}`, { data })),
);

/** Cancels one of my orders before it ships (POST /api/order/{id}/cancel/); answers the order as it now is. */
export const cancelMyOrder = orderCall(
  'order/cancel',
  'order cancel failed',
  async ({ orderId, reason }: { orderId: number; reason?: string }) =>
    toOrder(await api.post<RawOrder>(`order/${orderId}/cancel`, reason ? { reason } : {})),
);
