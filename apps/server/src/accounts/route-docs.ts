import { ErrorBody } from '@pnc/schemas/common';

/** OpenAPI bits every account route shares. */
export const tags = ['accounts'];

/** Documents the error statuses a route can answer, all in the one error shape. */
export function errorAnswers<const S extends number>(...statuses: S[]): Record<S, typeof ErrorBody> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorBody])) as Record<S, typeof ErrorBody>;
}
