import { z } from 'zod';
import { PageQuery } from '../common';
import { Order, OrderStatus, PaymentType } from './order';

/** A manager's view of any customer's order: the order and who placed it. */
export const AdminOrder = Order.extend({
  username: z.string(),
  email: z.string(),
}).meta({ id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof AdminOrder>;

/** Filters of the managers' order list, newest first. */
export const AdminOrderQuery = PageQuery.extend({
  status: OrderStatus.optional(),
  payment_type: PaymentType.optional(),
});
export type AdminOrderQuery = z.infer<typeof AdminOrderQuery>;
