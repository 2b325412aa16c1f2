/**
 * Every stable field-error code: what a refusal's `fields` say about one field, as `code` or `code:<parameter>`
 * (`too_big:30`, `too_long:100`, `not_before:start_at`). The one list: the server sends only these (a test scans
 * apps/server/src for any other note), the web words each in tw and en (errors.json, field.<code>, with {{limit}}
 * or {{field}}), and a note that is not one of these is shown as `invalid`, never as the server's text.
 *
 * Each code's parameter: `limit` an optional bound (a number, a length, a date: `too_small:2026-01-01`),
 * `field` another field of the record, always there (`not_before:start_at`, worded by that field's label),
 * `value` a value the note names, always there (`wrong_currency:TWD`); null none.
 */
export const fieldErrors = {
  required: null,
  too_small: 'limit',
  too_big: 'limit',
  too_short: 'limit',
  too_long: 'limit',
  not_integer: null,
  not_number: null,
  not_a_date: null,
  not_a_datetime: null,
  in_future: null,
  not_one_of: null,
  not_an_id: null,
  bad_character: null,
  under_itself: null,
  room_type_rate: 'limit',
  needs_room_type: null,
  not_for_kind: null,
  not_positive: null,
  // Item variants (decision 0024): an item with variants is bought through one of its own; its stock is theirs.
  variant_required: null,
  wrong_variant: null,
  held_by_variants: null,
  sku_taken: null,
  // Home delivery: the 郵遞區號 is not the one of the chosen 縣市 and 區.
  zip_mismatch: null,
  // E-invoice (decision 0026): a carrier, 愛心碼 or 統一編號 not in the Ministry of Finance's format or check.
  bad_mobile_barcode: null,
  bad_certificate: null,
  bad_love_code: null,
  bad_tax_id: null,
  // The sandbox card provider (no real one configured) takes its two test numbers only.
  sandbox_card: null,
  // A typed number the form could not read as typed (numeric-input.ts): refused, never changed.
  comma_decimal: null,
  thousands_separator: null,
  not_a_number: null,
  too_many_decimals: 'limit',
  below_min: 'limit',
  above_max: 'limit',
  too_many_digits: 'limit',
  // A phone that is not a Taiwanese number with its area code or 09, nor another country's with its + (phone.ts).
  not_a_phone: null,
  // A record named that belongs to another mother (a check-in's contract).
  not_hers: null,
  // A clinical record with no value recorded, only its links, time, author and note (observations.ts).
  no_observation: null,
  // Centre records: an author field only the server sets, a shift given to no active staff account, a credit
  // line marked paid.
  set_by_server: null,
  not_staff: null,
  unpaid_only: null,
  // A baby's care event or record timed before the baby was born.
  before_birth: null,
  // A unique value another record holds (db-errors.ts; spelt with its space since the first release).
  'already used': null,
  // A period's end before its start (record-rules.ts, period rules): `not_before:<start field>`; an end that
  // must come strictly after it (a stay's last day): `must_be_after:<start field>`.
  not_before: 'field',
  must_be_after: 'field',
  // A period that overlaps another of the same owner (a baby's rooming-in, a contract's meal plans, a stay).
  overlaps: null,
  // Checkout: a payment type not offered, an empty cart, an item priced in another currency, an action for
  // orders paid another way.
  payment_unavailable: null,
  cart_empty: null,
  wrong_currency: 'value',
  wrong_payment_type: null,
  invalid: null,
} as const satisfies Record<string, FieldErrorParameter>;

/** What follows a field-error code's colon. */
export type FieldErrorParameter = 'limit' | 'field' | 'value' | null;
export type FieldErrorCode = keyof typeof fieldErrors;
export const fieldErrorCodes = Object.keys(fieldErrors) as FieldErrorCode[];

/** One field note read: its code and its parameter (a limit, another field's name, a value) where it has one. */
export interface FieldNote {
  code: FieldErrorCode;
  param?: string;
}

/**
 * A field note as its code and parameter, or undefined when it is not one of the codes as declared: an unknown
 * code, a parameter on a code that takes none, or none on a code that needs one (`not_before` names its field).
 */
export function parseFieldNote(note: string): FieldNote | undefined {
  const at = note.indexOf(':');
  const code = at < 0 ? note : note.slice(0, at);
  if (!Object.hasOwn(fieldErrors, code)) return undefined;
  const kind = fieldErrors[code as FieldErrorCode] as FieldErrorParameter;
  const param = at < 0 ? undefined : note.slice(at + 1);
  if (kind === null ? param !== undefined : (kind !== 'limit' && !param) || param === '') return undefined;
  return param === undefined ? { code: code as FieldErrorCode } : { code: code as FieldErrorCode, param };
}

/** The note a refusal sends: `formatFieldNote('not_before', 'start_at')` is `not_before:start_at`. */
export function formatFieldNote(code: FieldErrorCode, param?: string | number): string {
  return param === undefined ? code : `${code}:${String(param)}`;
}

/**
 * One validation issue as zod reports it (or as fastify-type-provider-zod hands it on: its `keyword` is the
 * zod code, its `params` the rest of the issue).
 */
interface IssueLike {
  code: string;
  message?: string;
  origin?: string;
  expected?: string;
  minimum?: number | bigint | string;
  maximum?: number | bigint | string;
  errors?: IssueLike[][];
}

const known = new Set<string>(fieldErrorCodes);

/** A message that is itself a field-error code (a schema's own refusal, e.g. `.refine(…, 'in_future')`). */
const ownCode = (message: string | undefined) => (message && known.has(message) ? (message as FieldErrorCode) : null);

const withLimit = (code: FieldErrorCode, limit: number | bigint | string | undefined) =>
  limit === undefined ? code : formatFieldNote(code, String(limit));

/**
 * The stable field-error code of one issue, with its limit where it has one: `too_big:30`, `too_long:100`,
 * `not_integer`, `required`… Never the issue's English message.
 */
export function fieldErrorOf(issue: IssueLike, value?: unknown): string {
  const own = ownCode(issue.message);
  if (own) return own;
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string' ? withLimit('too_long', issue.maximum) : withLimit('too_big', issue.maximum);
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'required' : withLimit('too_short', issue.minimum);
      return withLimit('too_small', issue.minimum);
    case 'invalid_type':
      if (value === undefined || value === null) return 'required';
      if (issue.expected === 'int') return 'not_integer';
      if (issue.expected === 'number') return 'not_number';
      // A yes/no is one of true and false.
      if (issue.expected === 'boolean') return 'not_one_of';
      return 'invalid';
    case 'invalid_value':
    case 'invalid_enum_value':
      return value === undefined || value === null || value === '' ? 'required' : 'not_one_of';
    case 'not_multiple_of':
      return 'not_integer';
    case 'invalid_union': {
      if (value === undefined || value === null) return 'required';
      // Each alternative's first refusal: a schema's own code wins, then the most telling derived one.
      const found = (issue.errors ?? []).flatMap((branch) => (branch[0] ? [branch[0]] : []));
      const own = found.map((i) => ownCode(i.message)).find(Boolean);
      if (own) return own;
      const derived = found.map((i) => fieldErrorOf(i, value)).filter((c) => c !== 'invalid' && c !== 'required');
      return derived[0] ?? 'invalid';
    }
  }
  return 'invalid';
}

/** Whether a field note is one of the stable codes as declared (else an English note for API callers). */
export const isFieldErrorCode = (note: string) => parseFieldNote(note) !== undefined;

/**
 * `too_big:30` → { code: 'too_big', limit: '30' }, `not_before:start_at` → { code: 'not_before', field: 'start_at' };
 * a note that is not a code as declared reads as `invalid`.
 */
export function parseFieldError(note: string): { code: FieldErrorCode; limit?: string; field?: string } {
  const read = parseFieldNote(note);
  if (!read) return { code: 'invalid' };
  if (read.param === undefined) return { code: read.code };
  return fieldErrors[read.code] === 'field' ? { code: read.code, field: read.param } : { code: read.code, limit: read.param };
}
