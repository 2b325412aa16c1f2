import { z } from 'zod';
import { Timestamp } from '../common';
import { Currency } from './item';

/** Enumerations of the shop, declared once. */
export const paymentTypes = ['credit_card', 'paypal', 'atm'] as const;
export const PaymentType = z.enum(paymentTypes);
export type PaymentType = z.infer<typeof PaymentType>;

export const orderStatuses = ['waiting', 'processing', 'success', 'failure', 'cancelled', 'refunded'] as const;
export const OrderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const lineProblems = ['inactive', 'out_of_stock', 'quantity_exceeds_stock', 'not_found'] as const;
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
  problem: LineProblem.nullable(),
});
export const PreCheckout = z
  .object({
    lines: z.array(PreCheckoutLine),
    currency: Currency,
    subtotal: z.number().int(),
    shipping_fee: z.number().int(),
    total: z.number().int(),
    /** true when no line has a problem and the cart is not empty. */
    ok: z.boolean(),
  })
  .meta({ id: 'PreCheckout' });

export const Shipping = z.object({
  name: z.string().trim().min(1).max(100),
  phone: z.string().trim().min(6).max(30),
  address: z.string().trim().min(5).max(300),
});

export const OrderCreate = z.object({
  title: z.string().trim().max(200).default(''),
  currency: Currency.default('TWD'),
  payment_type: PaymentType,
  /** the cart serialized as JSON text (spec). */
  data: z.string().min(2).max(100_000),
  shipping: Shipping,
});

export const OrderLine = z.object({
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
});

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
    shipping: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
    payment: Payment,
    paid_at: Timestamp.nullable(),
    items: z.array(OrderLine),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof Order>;

/** PayPal result: whatever the client's PayPal button answered, as text. The server never trusts it. */
export const PaypalResultBody = z.object({ data: z.string().max(100_000).default('') });

/** Sandbox card payment: test numbers only (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined). Never stored. */
export const CardPaymentBody = z.object({
  card_number: z
    .string()
    .trim()
    .regex(/^[\d ]{12,23}$/, 'card number must be 12 to 19 digits'),
  exp_month: z.coerce.number().int().min(1).max(12).optional(),
  exp_year: z.coerce.number().int().min(2000).max(2100).optional(),
  cvc: z
    .string()
    .regex(/^\d{3,4}$/)
    .optional(),
});
