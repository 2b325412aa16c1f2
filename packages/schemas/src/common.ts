import { z } from 'zod';

/** Every stable error code the API can answer. The web client maps each to a message in tw and en. */
export const errorCodes = [
  'validation_error',
  'bad_request',
  'malformed_json',
  'payload_too_large',
  'unsupported_media_type',
  'not_found',
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
  // change_password: the current password typed is not the account's (a login failure is another message).
  'wrong_current_password',
  'email_not_found',
  'invalid_captcha',
  'invalid_key',
  'weak_password',
  'social_signin_failed',
  // Social sign-in: staff and admin accounts use their password only; linking to an existing account asks
  // for its password once (the answer carries a single-use link_key).
  'social_staff_account',
  'social_link_required',
  'order_not_found',
  'out_of_stock',
  'order_not_waiting',
  // An order's life (decision 0025): paid → shipped → delivered; cancelled before shipping; refunded once paid.
  'order_not_paid',
  'order_not_shipped',
  'order_not_cancellable',
  'order_not_refundable',
  // ECPay ATM / store code: the order already has its account or code, so no second one is asked for.
  'payment_info_issued',
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
  // A stock take (盤點) whose expected stock no longer holds for some line: nothing written, the lines named.
  'stock_changed',
  'no_open_stay',
  'already_used',
  'still_referenced',
  'archived',
  'mother_exists',
  'confirmation_failed',
  'confirmation_needs_manager',
  // 400s of the people rules: who did it is the caller; only active staff accounts are rostered.
  'author_set_by_server',
  'not_staff',
  'account_inactive',
  // Stays and rooms (centre's day): each a rule of the lifecycle booked → in_house → checked_out.
  'stay_overlap',
  'no_booked_stay',
  'stay_not_booked',
  'stay_not_deletable',
  'stay_not_in_house',
  // Only a booked stay is cancelled; a cancelled one is kept as it is.
  'stay_not_cancellable',
  'stay_cancelled',
  'already_in_house',
  'balance_owed',
  'room_occupied',
  'room_not_ready',
  'room_not_cleaning',
  'room_under_repair',
  'contract_not_reserved',
  // Clinical flags (decision 0023): a flag is acknowledged once.
  'flag_acknowledged',
  // Shift handover (decision 0022): the outgoing nurse signs first, then another nurse as incoming; signed is final.
  'handover_signed',
  'handover_not_handed_over',
  'handover_same_nurse',
  'shift_not_started',
  // A handover's notes were saved by someone else since the caller read them: the 409 holds them to merge.
  'stale_note',
  // A create's Idempotency-Key (decision 0044): malformed (400), or already used for another request (409).
  'invalid_idempotency_key',
  'idempotency_key_reused',
  'service_unavailable',
  // 503s of the database (decision 0043): down or unreachable, out of disk, read-only, or a wait past its limit.
  'db_unavailable',
  'db_full',
  'db_read_only',
  'db_timeout',
  // A multipart body that cannot be read (no boundary, cut short, boundary too long): 400, nothing stored.
  'malformed_multipart',
  'internal_error',
] as const;
export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** The field-error codes live in field-errors.ts, the one list; re-exported here for the readers of common. */
export { fieldErrorCodes, type FieldErrorCode } from './field-errors';

/** The one error shape of every non-2xx answer. */
export const ErrorBody = z
  .object({
    status: z.number().int(),
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    /** The existing record a refusal points to (a mother already on file), for a link to it. */
    ref: z.object({ entity: z.string(), id: z.number().int() }).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Decimal digits, at most one point, an optional leading minus: the one way text is read as a number. */
export const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * A number in a path parameter or query string, which are text: decimal digits with at most one point and an
 * optional leading minus, read strictly. "0x10", "1e3", "", " 7", "７" or a repeated key are refused at the
 * parameter (`not_number`), never read as some other number. A value already a number passes to `n` as it is.
 */
export const textNumber = <T extends z.ZodType<number>>(n: T) =>
  z.preprocess((v) => (typeof v === 'string' && NUMBER_TEXT.test(v) ? Number(v) : v), n);

/** An id in a path or query string (text, read strictly as a number). */
export const Id = textNumber(z.number().int().positive());
/** An id in a JSON body: a JSON number only; "7", [7] or true is refused at its field, never read as one. */
export const BodyId = z.number().int().positive();
export const IdParams = z.object({ id: Id });

export const languages = ['tw', 'en'] as const;
export const Language = z.enum(languages);
export type Language = z.infer<typeof Language>;

export const roles = ['customer', 'staff', 'manager', 'admin'] as const;
export const Role = z.enum(roles);
export type Role = z.infer<typeof Role>;

/** ISO 8601 timestamp in UTC, as the API answers it. */
export const Timestamp = z.string();

export const Ok = z.object({ detail: z.string() }).meta({
  description: 'Done: `detail` says what was done, in words for people.',
  examples: [{ detail: 'Done.' }],
});
/** Ok, documented with what this route's `detail` says (the OpenAPI document's example only; the answer is Ok's). */
export const okSaying = (detail: string) => Ok.meta({ examples: [{ detail }] });

/** Paged list answer, DRF style: {count, next, previous, results}. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

/** The type of a `paged` answer, for server and web alike (lib/paging.ts builds it, the web's list queries read it). */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export const PageQuery = z.object({
  limit: textNumber(z.number().int().min(1).max(100)).default(20),
  offset: textNumber(z.number().int().min(0)).default(0),
});
