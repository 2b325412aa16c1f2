import { z } from 'zod';

/** Every stable error code the API can answer. The web client maps each to a message in tw and en. */
export const errorCodes = [
  'validation_error',
  'bad_request',
  'malformed_json',
  'payload_too_large',
  'unsupported_media_type',
  'not_found',
  'method_not_allowed',
  'forbidden',
  'unauthenticated',
  'throttled',
  // 409s: each names the rule the request ran into, so the client can say what to do about it;
  // `conflict` stays the generic one (a change that clashed with another), kept for clients that know only it.
  'conflict',
  'username_taken',
  'email_taken',
  'unvalidated_account',
  'login_failed',
  'email_not_found',
  'invalid_captcha',
  'invalid_key',
  'weak_password',
  'social_signin_failed',
  'order_not_found',
  'out_of_stock',
  'order_not_waiting',
  'item_has_orders',
  'room_taken',
  'incubator_taken',
  'baby_in_incubator',
  'incubator_unavailable',
  'incubator_in_use',
  'rooming_in_overlap',
  'meal_plan_overlap',
  // 400s of the bill's rules (decision 0017): said in words, the field they name marked.
  'priced_from_room_type',
  'deposit_on_contract',
  'credit_not_paid',
  'discount_over_total',
  'insufficient_stock',
  'no_open_stay',
  'already_used',
  'still_referenced',
  'confirmation_failed',
  'service_unavailable',
  'internal_error',
] as const;
export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** The one error shape of every non-2xx answer. */
export const ErrorBody = z
  .object({
    status: z.number().int(),
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const Id = z.coerce.number().int().positive();
export const IdParams = z.object({ id: Id });

export const languages = ['tw', 'en'] as const;
export const Language = z.enum(languages);
export type Language = z.infer<typeof Language>;

export const roles = ['customer', 'staff', 'manager', 'admin'] as const;
export const Role = z.enum(roles);
export type Role = z.infer<typeof Role>;

/** ISO 8601 timestamp in UTC, as the API answers it. */
export const Timestamp = z.string();
export const DateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD');

export const Ok = z.object({ detail: z.string() });

/** Paged list answer, DRF style: {count, next, previous, results}. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

export const EMAIL_MAX = 320;
export const URL_MAX = 2048;
