import { z } from 'zod';
import { PageQuery } from '../common';
import { Order, orderExample, OrderStatus, PaymentType } from './order';

/** A manager's view of any customer's order: the order and who placed it. */
export const AdminOrder = Order.extend({
  username: z.string(),
  email: z.string(),
}).meta({ id: 'AdminOrder', examples: [{ ...orderExample, username: 'mei.lin', email: 'mei.lin@example.tw' }] });
export type AdminOrder = z.infer<typeof AdminOrder>;

/** Filters of the managers' order list, newest first. */
export const AdminOrderQuery = PageQuery.extend({
  status: OrderStatus.optional(),
  payment_type: PaymentType.optional(),
});
export type AdminOrderQuery = z.infer<typeof AdminOrderQuery>;

/** The carriers a parcel leaves with: home delivery companies, and each store chain's own for store pickup. */
export const carriers = ['tcat', 'hct', 'post', 'kerry', '711', 'family', 'hilife', 'ok', 'other'] as const;
export const Carrier = z.enum(carriers);
export type Carrier = z.infer<typeof Carrier>;

/** A manager ships a paid order: the carrier and its tracking number, as printed on the waybill. */
export const ShipBody = z.object({
  carrier: Carrier,
  tracking_number: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,30}$/, 'a tracking number is 6 to 30 letters, digits or dashes'),
});
export type ShipBody = z.infer<typeof ShipBody>;

/** Why an order was cancelled or refunded: kept on the order and said in the customer's mail. */
export const ReasonBody = z.object({ reason: z.string().trim().min(1).max(200) });
export type ReasonBody = z.infer<typeof ReasonBody>;

/** A customer's own cancel: the reason is optional. */
export const CustomerCancelBody = z.object({ reason: z.string().trim().max(200).optional() });
