import type { ErrorCode } from '@pnc/schemas/common';

/** The one error type the app throws on purpose; the error plugin turns it into the error shape. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** The existing record the refusal points to (ErrorBody.ref). */
    readonly ref?: { entity: string; id: number },
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError(403, 'forbidden', message);
export const unauthenticated = () => new AppError(401, 'unauthenticated', 'Log in first.');
/**
 * A 409: the request clashes with the data as it stands. The code names the rule it ran into (room_taken,
 * still_referenced…) so the client can tell the user what to do; the generic `conflict` is left for a
 * clash no rule names (none today), and for clients that know only it.
 */
export const conflict = (
  code: ErrorCode,
  message: string,
  fields?: Record<string, string[]>,
  ref?: { entity: string; id: number },
) => new AppError(409, code, message, fields, ref);
export const invalid = (fields: Record<string, string[]>, message = 'Some fields are not valid.') =>
  new AppError(400, 'validation_error', message, fields);
