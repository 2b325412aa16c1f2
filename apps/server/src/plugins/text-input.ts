import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from '../lib/errors';

/**
 * U+0000 or a lone surrogate: text no engine stores as sent (PostgreSQL refuses U+0000, and a lone surrogate
 * would be written as U+FFFD, a silent change).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isBad = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

/** The path of the first key or string in a parsed value that holds bad text, or null. */
function badPath(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return isBad(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return null;
  for (const [k, v] of Object.entries(value)) {
    if (isBad(k)) return [...path, k];
    const found = badPath(v, [...path, k], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Refuses bad text wherever the app reads it: path parameters, query string, body and headers. */
function checkRequest(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const path = badPath(part);
    if (path) throw invalid({ [path.join('.') || '_']: ['bad_character'] }, 'Text must not hold U+0000 or a lone surrogate.');
  }
  // Header values are Latin-1 text: only U+0000 can slip in. The field is the header's name.
  for (const [name, v] of Object.entries(request.headers)) {
    if ((Array.isArray(v) ? v : [v]).some((s) => typeof s === 'string' && s.includes('\u0000')))
      throw invalid({ [name]: ['bad_character'] }, 'A header must not hold U+0000.');
  }
}

/**
 * One check before every route's validation (Fastify's `preValidation` hook, after the body is parsed): text
 * holding U+0000 or a lone surrogate is refused with 400 validation_error and the field's code `bad_character`,
 * on both engines alike, before any handler or query sees it.
 */
export function textInput(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => checkRequest(request));
}
