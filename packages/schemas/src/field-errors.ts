import { fieldErrorCodes, type FieldErrorCode } from './common';

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

const withLimit = (code: FieldErrorCode, limit: unknown) => (limit === undefined ? code : `${code}:${String(limit)}`);

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

/** `too_big:30` → { code: 'too_big', limit: '30' }; a note that is not a code reads as `invalid`. */
/** Whether a field note is one of the stable codes (else an English note for API callers). */
export const isFieldErrorCode = (note: string) => known.has(note.split(':')[0]!);

export function parseFieldError(note: string): { code: FieldErrorCode; limit?: string } {
  const at = note.indexOf(':');
  const code = at < 0 ? note : note.slice(0, at);
  if (!known.has(code)) return { code: 'invalid' };
  return at < 0 ? { code: code as FieldErrorCode } : { code: code as FieldErrorCode, limit: note.slice(at + 1) };
}
