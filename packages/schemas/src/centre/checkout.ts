import { z } from 'zod';
import { Id } from '../common';
import { refInput } from './define';
import { momLivingRecord, stayExample } from './mom-living-record';
import { schemasOf } from './define';

/**
 * mom_checkout: a second person's credentials confirm a mother's departure, in a POST body (never a URL): another
 * staff member when the bill is settled, a manager when it is not. confirm_balance: the balance (NT$) the user saw
 * and accepts, owed either way (negative: the centre owes her); needed whenever the balance is not 0, and it must
 * equal the balance at checkout (409 balance_owed otherwise), so a bill changed in between is seen first.
 */
export const checkoutRequest = () =>
  z.object({
    mother: refInput(),
    username: z.string().min(1, 'required').max(150),
    password: z.string().min(1, 'required').max(200),
    confirm_balance: z.number().int().min(-1_000_000_000).max(1_000_000_000).optional(),
  });
export const CheckoutRequest = checkoutRequest();

/** A line the checkout writes (the nights billed and not stayed), shown before it is confirmed. */
export const CheckoutLine = z.object({
  item: z.string(),
  category: z.literal('early_leave'),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  amount: z.number().int(),
});
export type CheckoutLine = z.infer<typeof CheckoutLine>;

/** Bill summary (NT$, billTotals): billed = charges − credits; paid = money received − refunds handed back. */
export const CheckoutResult = z
  .object({
    billed: z.number().int(),
    paid: z.number().int(),
    balance: z.number().int(),
    lines: z.array(CheckoutLine),
    stay: schemasOf(momLivingRecord).Entity.nullable(),
  })
  .meta({
    // 28 nights at NT$8,000 less the 2 not stayed (credited at that price): she leaves on the 27th, the bill settled.
    examples: [
      {
        billed: 208000,
        paid: 208000,
        balance: 0,
        lines: [
          {
            item: '提前退房 2 晚（2026-03-27–2026-03-28）',
            category: 'early_leave' as const,
            quantity: 2,
            unit_price: 8000,
            amount: 16000,
          },
        ],
        stay: {
          ...stayExample,
          end_date: '2026-03-27',
          status: 'checked_out',
          checked_out_at: '2026-03-27T02:00:00.000Z',
          updated_at: '2026-03-27T02:00:00.000Z',
        },
      },
    ],
  });
export type CheckoutResult = z.infer<typeof CheckoutResult>;

/** GET /api/mom_checkout/balance/?mother=: what a checkout would show before it is confirmed (the current stay or null). */
export const CheckoutPreviewQuery = z.object({ mother: Id });
export const CheckoutPreview = CheckoutResult;
export type CheckoutPreview = CheckoutResult;
