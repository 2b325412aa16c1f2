import { z } from 'zod';
import { Timestamp } from '../common';
import { Currency } from './item';
import { CartText } from './cart';
import { Delivery, DeliveryMethod, DeliveryRequest } from './delivery';
import { Invoice, InvoiceRequest } from './invoice';
import { phoneField } from '../phone-field';

/** Enumerations of the shop, declared once. */
/** cvs: a payment code paid at a convenience store counter (超商代碼). */
export const paymentTypes = ['credit_card', 'atm', 'cvs', 'paypal'] as const;
export const PaymentType = z.enum(paymentTypes);
export type PaymentType = z.infer<typeof PaymentType>;

/**
 * waiting: awaiting payment (a declined card leaves it here, to pay again until it expires); processing: a
 * payment being settled; success: paid; shipped; delivered; failure: never paid (expired); cancelled; refunded.
 */
export const orderStatuses = [
  'waiting',
  'processing',
  'success',
  'shipped',
  'delivered',
  'failure',
  'cancelled',
  'refunded',
] as const;
export const OrderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** variant_required: the item has variants and the line names none; variant_not_found: not one of the item's. */
const lineProblems = [
  'inactive',
  'out_of_stock',
  'quantity_exceeds_stock',
  'not_found',
  'variant_required',
  'variant_not_found',
] as const;
export const LineProblem = z.enum(lineProblems);
export type LineProblem = z.infer<typeof LineProblem>;

export const PreCheckoutLine = z.object({
  key: z.string(),
  item_id: z.number().int(),
  name_tw: z.string(),
  name_en: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  attributes: z.record(z.string(), z.unknown()),
  /** the price now, from the database; a price the client sent is ignored. */
  unit_price: z.number().int(),
  subtotal: z.number().int(),
  stock: z.number().int(),
  /** the chosen variant (its stock is the line's `stock`), null for an item without variants. */
  variant: z.object({ id: z.number().int(), name_tw: z.string(), name_en: z.string() }).nullable().optional(),
  problem: LineProblem.nullable(),
});
/** The documentation's cart line: two of the swaddle in the item's example (item.ts), its variant chosen. */
const lineExample = {
  key: '5:v11',
  item_id: 5,
  name_tw: '有機棉紗布包巾',
  name_en: 'Organic cotton muslin swaddle',
  image: '/uploads/3f9c2a7e41b05d68a1c4e09b72d5f316.jpg',
  quantity: 2,
  attributes: {},
  unit_price: 680,
  subtotal: 1360,
  stock: 12,
  variant: { id: 11, name_tw: '米白 M', name_en: 'Ivory, M' },
  problem: null,
};

export const PreCheckout = z
  .object({
    lines: z.array(PreCheckoutLine),
    currency: Currency,
    subtotal: z.number().int(),
    /** the fee of the delivery method asked for (home when none was). */
    shipping_fee: z.number().int(),
    total: z.number().int(),
    /** true when no line has a problem and the cart is not empty. */
    ok: z.boolean(),
    /** the delivery method the fee is for, and each method's fee for this cart. */
    delivery_method: DeliveryMethod,
    shipping_fees: z.record(DeliveryMethod, z.number().int()),
    /** the subtotal from which shipping is free. */
    free_shipping_at: z.number().int(),
    /** how much more in the cart gives free shipping; 0 once reached. */
    free_shipping_gap: z.number().int(),
  })
  .meta({
    id: 'PreCheckout',
    examples: [
      {
        lines: [lineExample],
        currency: 'TWD' as const,
        subtotal: 1360,
        shipping_fee: 100,
        total: 1460,
        ok: true,
        delivery_method: 'home' as const,
        shipping_fees: { home: 100, cvs: 60 },
        free_shipping_at: 1500,
        free_shipping_gap: 140,
      },
    ],
  });

/** pre_checkout and the cart quote: the cart as JSON text, and the delivery method to price (home when absent). */
export const PreCheckoutRequest = CartText.extend({ delivery_method: DeliveryMethod.optional() });

/** Who receives the parcel; where it goes is the delivery. */
export const Shipping = z.object({
  name: z.string().trim().min(1).max(100),
  /** read as a phone and stored in its one form (phone-field.ts). */
  phone: phoneField(),
});

export const OrderCreate = z.object({
  title: z.string().trim().max(200).default(''),
  currency: Currency.default('TWD'),
  payment_type: PaymentType,
  /** the cart serialized as JSON text (spec). */
  data: z.string().min(2).max(100_000),
  shipping: Shipping,
  delivery: DeliveryRequest,
  invoice: InvoiceRequest,
});

const OrderLine = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  subtotal: z.number().int(),
  /** the item as it was when ordered, as JSON text (spec: parsed on read). */
  saved_item_json: z.string(),
});

export const Payment = z.object({
  /** atm, sandbox (test card payment, no money moves), or paypal. */
  provider: z.string(),
  /** ATM: bank code and virtual account to transfer to, before expires_at. */
  bank_code: z.string().nullable(),
  virtual_account: z.string().nullable(),
  expires_at: Timestamp.nullable(),
  /** the provider's reference (PayPal order id, sandbox charge id). */
  reference: z.string().nullable(),
  /** PayPal: where the customer approves the payment. */
  approve_url: z.string().nullable(),
  /** CVS payment: the code to pay at the counter, before expires_at. */
  code: z.string().nullable(),
  /** why the last attempt did not go through (declined); the order can be paid again until it expires. */
  error: z.string().nullable(),
});

export const Shipment = z.object({
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  shipped_at: Timestamp.nullable(),
  delivered_at: Timestamp.nullable(),
});

/** The documentation's order: the cart of PreCheckout's example, paid by card, shipped home to Taipei. */
export const orderExample = {
  id: 1024,
  user_id: 7,
  title: '',
  currency: 'TWD' as const,
  payment_type: 'credit_card' as const,
  status: 'shipped' as const,
  subtotal: 1360,
  shipping_fee: 100,
  total: 1460,
  shipping: { name: '王小美', phone: '0912345678', address: '忠孝東路四段 100 號 5 樓' },
  delivery: {
    method: 'home' as const,
    zip: '106',
    city: '臺北市',
    district: '大安區',
    address: '忠孝東路四段 100 號 5 樓',
    store: null,
  },
  payment: {
    provider: 'sandbox',
    bank_code: null,
    virtual_account: null,
    expires_at: null,
    reference: 'sbx_ch_8f3a2c71',
    approve_url: null,
    code: null,
    error: null,
  },
  invoice: {
    type: 'mobile' as const,
    carrier: '/ABC+123',
    love_code: null,
    tax_id: null,
    title: null,
    number: 'AB12345678',
    date: '2026-03-02T09:31:05+08:00',
    random_number: '3817',
    status: 'issued' as const,
    allowance_number: null,
  },
  shipment: {
    carrier: 'tcat',
    tracking_number: '9066-1234-5678',
    shipped_at: '2026-03-03T02:00:00.000Z',
    delivered_at: null,
  },
  paid_at: '2026-03-02T01:31:05.000Z',
  cancelled_at: null,
  cancel_reason: null,
  refunded_at: null,
  items: [
    {
      id: 2048,
      item_id: 5,
      quantity: 2,
      unit_price: 680,
      subtotal: 1360,
      saved_item_json: JSON.stringify({
        id: 5,
        name_tw: '有機棉紗布包巾',
        name_en: 'Organic cotton muslin swaddle',
        price: 680,
        currency: 'TWD',
        chosen_attributes: {},
        variant: {
          id: 11,
          name_tw: '米白 M',
          name_en: 'Ivory, M',
          options: { size: 'M', colour: '米白' },
          sku: 'SWD-IV-M',
          price: null,
        },
      }),
    },
  ],
  created_at: '2026-03-02T01:30:00.000Z',
  updated_at: '2026-03-03T02:00:00.000Z',
};

export const Order = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    title: z.string(),
    currency: Currency,
    payment_type: PaymentType,
    status: OrderStatus,
    subtotal: z.number().int(),
    shipping_fee: z.number().int(),
    total: z.number().int(),
    /** address: the street line (older orders: the whole address). */
    shipping: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
    delivery: Delivery,
    payment: Payment,
    invoice: Invoice.nullable(),
    shipment: Shipment,
    paid_at: Timestamp.nullable(),
    cancelled_at: Timestamp.nullable(),
    cancel_reason: z.string().nullable(),
    refunded_at: Timestamp.nullable(),
    items: z.array(OrderLine),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'Order', examples: [orderExample] });
export type Order = z.infer<typeof Order>;

/** PayPal result: whatever the client's PayPal button answered, as text. The server never trusts it. */
export const PaypalResultBody = z.object({ data: z.string().max(100_000).default('') });

/** Sandbox card payment: test numbers only (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined). Never stored. */
export const CardPaymentBody = z.object({
  card_number: z
    .string()
    .trim()
    .regex(/^[\d ]{12,23}$/, 'card number must be 12 to 19 digits'),
  exp_month: z.number().int().min(1).max(12).optional(),
  exp_year: z.number().int().min(2000).max(2100).optional(),
  cvc: z
    .string()
    .regex(/^\d{3,4}$/)
    .optional(),
});
