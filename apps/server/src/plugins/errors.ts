import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@pnc/schemas/common';
import { fieldErrorOf } from '@pnc/schemas/field-errors';
import { AppError } from '../lib/errors';
import { databaseFault } from './database-faults';

/** The part of the request a validation error is about (body, querystring, params, headers). */
function validatedPart(request: FastifyRequest | undefined, context: string | undefined): unknown {
  if (!request) return undefined;
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
  }
  return undefined;
}

function valueAt(root: unknown, path: string[]): unknown {
  let v = root;
  for (const p of path) v = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[p] : undefined;
  return v;
}

/** Each refused field → its stable field-error codes (`too_big:30`, `required`…), never zod's English. */
function fieldsOf(err: FastifyError, request?: FastifyRequest): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  const part = validatedPart(request, err.validationContext);
  for (const v of err.validation ?? []) {
    const path = v.instancePath.replace(/^\//, '').split('/').filter(Boolean);
    const key = path.join('.') || '_';
    const note = fieldErrorOf({ ...(v.params as object), code: v.keyword, message: v.message }, valueAt(part, path));
    if (!fields[key]?.includes(note)) (fields[key] ??= []).push(note);
  }
  return fields;
}

/** Turns anything thrown into the one error shape {status, code, message, fields?}. */
export function toErrorBody(err: unknown, request?: FastifyRequest): ErrorBody {
  if (err instanceof AppError) {
    return {
      status: err.status,
      code: err.code,
      message: err.message,
      ...(err.fields && { fields: err.fields }),
      ...(err.ref && { ref: err.ref }),
    };
  }
  const e = err as FastifyError;
  if (hasZodFastifySchemaValidationErrors(e)) {
    return { status: 400, code: 'validation_error', message: 'Some fields are not valid.', fields: fieldsOf(e, request) };
  }
  // PostgreSQL integer columns are 32-bit while the schemas accept any safe integer: an id or number
  // past that range is the caller's mistake (SQLite just finds nothing), never a 500.
  if ((err as { code?: unknown })?.code === '22003') {
    return { status: 400, code: 'validation_error', message: 'A number is out of range.' };
  }
  // Text the database cannot hold (PostgreSQL refuses U+0000): the text-input hook refuses it first; this is the
  // backstop for a route that reads text from somewhere the hook does not look.
  if ((err as { code?: unknown })?.code === '22021' || (err as { code?: unknown })?.code === '22P05') {
    return { status: 400, code: 'validation_error', message: 'The text holds a character that cannot be stored.' };
  }
  const fault = databaseFault(err);
  if (fault) return { status: 503, code: fault.code, message: fault.message };
  switch (e?.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, code: 'malformed_json', message: 'The request body is not valid JSON.' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: 'malformed_json', message: 'The request body is empty.' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: 'payload_too_large', message: 'The request body is too large.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, code: 'unsupported_media_type', message: 'Send JSON or a form post.' };
  }
  if (!isResponseSerializationError(e) && e?.statusCode === 429) {
    return { status: 429, code: 'throttled', message: 'Too many requests. Wait a moment and try again.' };
  }
  if (!isResponseSerializationError(e) && typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return { status: e.statusCode, code: 'bad_request', message: e.message };
  }
  return { status: 500, code: 'internal_error', message: 'Something went wrong on our side.' };
}

export function sendError(reply: FastifyReply, body: ErrorBody) {
  // A refused request is never cached, and 5xx never carry a stack.
  return reply.code(body.status).header('cache-control', 'no-store').type('application/json').send(body);
}

export function errorHandling(app: FastifyInstance) {
  app.setErrorHandler((err, request: FastifyRequest, reply) => {
    const body = toErrorBody(err, request);
    // A database fault is logged by name (disk full, read-only…), so the operator knows what to fix.
    if (body.status >= 500) request.log.error({ err, code: body.code }, databaseFault(err)?.log ?? 'request failed');
    if (body.status === 503) reply.header('retry-after', '5');
    return sendError(reply, body);
  });
}
