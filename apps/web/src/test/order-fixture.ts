import type { Order } from '@pnc/schemas/shop/order';

type Line = Order['items'][number];

/** One order line as the server sends it: the item as it was, in saved_item_json (text as given, to test bad JSON). */
export const orderLine = (id: number, saved: Record<string, unknown> | string, fields: Partial<Line> = {}): Line => ({
  id,
  item_id: id,
  quantity: 1,
  unit_price: 380,
  subtotal: 380,
  saved_item_json: typeof saved === 'string' ? saved : JSON.stringify(saved),
  ...fields,
});

/** An order as the server answers it (GET /checkout/order/{id}/): a paid-by-nothing waiting ATM order unless told. */
export const serverOrder = (fields: Partial<Order> = {}): Order => ({
  id: 3,
  user_id: 4,
  title: 't',
  currency: 'TWD',
  payment_type: 'atm',
  status: 'waiting',
  subtotal: 760,
  shipping_fee: 100,
  total: 860,
  shipping: { name: 'n', phone: '0912345678', address: 'a' },
  delivery: { method: 'home', zip: '100', city: '臺北市', district: '中正區', address: 'a', store: null },
  payment: {
    provider: 'atm',
    bank_code: null,
    virtual_account: null,
    expires_at: null,
    reference: null,
    approve_url: null,
    code: null,
    error: null,
  },
  invoice: null,
  shipment: { carrier: null, tracking_number: null, shipped_at: null, delivered_at: null },
  paid_at: null,
  cancelled_at: null,
  cancel_reason: null,
  refunded_at: null,
  created_at: '2026-11-22T00:00:00.000Z',
  updated_at: '2026-11-22T00:00:00.000Z',
  items: [],
  ...fields,
});
