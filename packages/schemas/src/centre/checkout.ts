import { z } from 'zod';
import { refInput } from './define';
import { momLivingRecord } from './mom-living-record';
import { schemasOf } from './define';

/** mom_checkout: a manager's credentials confirm a mother's departure (spec: in the query string; a POST body too). */
export const checkoutRequest = () =>
  z.object({
    mother: refInput(),
    username: z.string().min(1, 'required').max(150),
    password: z.string().min(1, 'required').max(200),
  });
export const CheckoutRequest = checkoutRequest();

/** Bill summary (NT$): billed = room, meal, service and product charges; paid = paid charges + deposits − refunds. */
export const CheckoutResult = z.object({
  billed: z.number().int(),
  paid: z.number().int(),
  balance: z.number().int(),
  stay: schemasOf(momLivingRecord).Entity.nullable(),
});
export type CheckoutResult = z.infer<typeof CheckoutResult>;
