import type { ErrorCode } from '@pnc/schemas/common';

/** The one error type the app throws on purpose; the error plugin turns it into the error shape. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError(403, 'forbidden', message);
export const unauthenticated = (message = 'Log in first.') => new AppError(401, 'unauthenticated', message);
export const conflict = (message: string, fields?: Record<string, string[]>) => new AppError(409, 'conflict', message, fields);
export const invalid = (fields: Record<string, string[]>, message = 'Some fields are not valid.') =>
  new AppError(400, 'validation_error', message, fields);
