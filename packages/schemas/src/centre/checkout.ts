import { z } from 'zod';
import { refInput } from './define';
import { momLivingRecord } from './mom-living-record';
import { schemasOf } from './define';

/**
 * mom_checkout: a manager's credentials confirm a mother's departure (spec: in the query string; a POST body too).
 * confirm_balance: the balance (NT$) the user saw and accepts as still owed; needed whenever money is owed, and it
 * must equal the balance at checkout (409 balance_owed otherwise), so a bill changed in between is seen first.
 */
export const checkoutRequest = () =>
  z.object({
    mother: refInput(),
    username: z.string().min(1, 'required').max(150),
    password: z.string().min(1, 'required').max(200),
    confirm_balance: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
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

/** GET /api/mom_checkout/balance/?mother=: what a checkout would show before it is confirmed (the current stay or null). */
export const CheckoutPreviewQuery = z.object({ mother: refInput() });
export const CheckoutPreview = CheckoutResult;
export type CheckoutPreview = CheckoutResult;
