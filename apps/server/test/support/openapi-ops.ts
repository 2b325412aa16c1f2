import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { Harness } from '../helper';

/** A JSON Schema node as the OpenAPI document carries it (loosely typed: we only walk it). */
export type Schema = { [k: string]: unknown };

/** One operation of the OpenAPI document: the route table these suites walk, taken from the app itself. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. /api/items/{id}/comments/{commentId}/ */
  path: string;
  key: string;
  pathParams: { name: string; schema: Schema }[];
  queryParams: { name: string; schema: Schema; required: boolean }[];
  /** The JSON request body schema, when the operation takes one. */
  body?: Schema;
  /** Declared JSON response schemas by status code. */
  responses: Record<string, Schema | undefined>;
  /** Declared media types other than JSON by status code (a provider's text answer, a demo page). */
  otherMedia: Record<string, string[]>;
}

export interface Api {
  doc: {
    openapi: string;
    servers?: { url: string }[];
    paths: Record<string, Record<string, Schema>>;
    components: { schemas: Record<string, Schema>; securitySchemes?: Record<string, Schema> };
  };
  ops: Operation[];
  /** Resolves a `$ref` to its component schema (other nodes come back as they are). */
  resolve(s: Schema): Schema;
  /** The problems of a response against the operation's declared schema (Error shape for undeclared 4xx), or []. */
  check(op: Operation, res: LightMyRequestResponse): string[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Reads GET /api/docs/json and answers every operation with a response checker. */
export async function loadApi(h: Harness): Promise<Api> {
  const res = await h.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`openapi: ${res.statusCode}`);
  const doc = res.json() as Api['doc'];
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const m of METHODS) {
      const op = item[m] as
        | {
            parameters?: { in: string; name: string; schema: Schema; required?: boolean }[];
            requestBody?: { content: Record<string, { schema: Schema }> };
            responses?: Record<string, { content?: Record<string, { schema: Schema }> }>;
          }
        | undefined;
      if (!op) continue;
      const params = op.parameters ?? [];
      const responses: Operation['responses'] = {};
      const otherMedia: Operation['otherMedia'] = {};
      for (const [code, r] of Object.entries(op.responses ?? {})) {
        responses[code] = r.content?.['application/json']?.schema;
        const other = Object.keys(r.content ?? {}).filter((m) => m !== 'application/json');
        if (other.length) otherMedia[code] = other;
      }
      ops.push({
        method: m.toUpperCase() as Operation['method'],
        path,
        key: `${m.toUpperCase()} ${path}`,
        pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema })),
        queryParams: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema, required: !!p.required })),
        body: op.requestBody?.content['application/json']?.schema,
        responses,
        otherMedia,
      });
    }
  }

  // OpenAPI 3.1 schemas are JSON Schema 2020-12. Formats are not checked (zod's own checks ran on the
  // way out); strict off for OpenAPI-only keywords.
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
  ajv.addSchema({ components: doc.components }, 'openapi');
  const cache = new Map<Schema, ValidateFunction>();
  const compile = (s: Schema) => {
    let v = cache.get(s);
    if (!v) {
      const fixed = JSON.parse(JSON.stringify(s).replaceAll('"#/components/', '"openapi#/components/'));
      v = ajv.compile(fixed as object);
      cache.set(s, v);
    }
    return v;
  };
  const errorSchema: Schema = { $ref: '#/components/schemas/Error' };

  return {
    doc,
    ops,
    resolve(s) {
      const ref = s.$ref;
      if (typeof ref !== 'string') return s;
      return doc.components.schemas[ref.replace('#/components/schemas/', '')] ?? s;
    },
    check(op, r) {
      const status = r.statusCode;
      const problems: string[] = [];
      const type = String(r.headers['content-type'] ?? '');
      const isJson = type.startsWith('application/json');
      // A status declared with another media type (and not JSON) answers in that type: nothing more to check here.
      if (!op.responses[String(status)] && op.otherMedia[String(status)]?.some((m) => type.startsWith(m))) return problems;
      if (status >= 400) {
        if (!isJson) return [`${status} answered ${r.headers['content-type']}, not the JSON error shape`];
        const body = r.json() as { status?: unknown };
        if (body.status !== status) problems.push(`body.status ${String(body.status)} != ${status}`);
      }
      if (status === 204 || status < 200 || (status >= 300 && status < 400)) return problems;
      const schema = op.responses[String(status)] ?? (status >= 400 ? errorSchema : undefined);
      if (!schema) {
        if (!(String(status) in op.responses)) problems.push(`status ${status} is not declared`);
        return problems;
      }
      if (!isJson) return [...problems, `${status} answered ${r.headers['content-type']}, declared JSON`];
      const validate = compile(schema);
      if (!validate(r.json())) problems.push(`body does not match: ${ajv.errorsText(validate.errors)}`);
      return problems;
    },
  };
}

/** Tables written on purpose even when a request is refused, left out of the fingerprint. */
const WRITTEN_ON_REFUSAL = new Set([
  // throttle counters: a refused login/reset/checkout must count against the caller (0003).
  'throttle',
  // captcha challenges are created by GET /api/captcha/ and burnt by any answer, right or wrong (0004).
  'captcha',
  // bookkeeping, not data
  'kysely_migration',
  'kysely_migration_lock',
  'sqlite_sequence',
]);

/**
 * A cheap fingerprint of everything a request could have written: per table its row count and,
 * where the table has one, max(updated_at). FTS shadow tables follow `item` and are left out.
 */
export async function fingerprinter(h: Harness): Promise<() => Promise<string>> {
  const tables = (await h.db.introspection.getTables()).filter(
    (t) => !t.isView && !WRITTEN_ON_REFUSAL.has(t.name) && !/^item_fts/.test(t.name),
  );
  const parts = tables.map((t) => {
    const upd = t.columns.some((c) => c.name === 'updated_at') ? `max(updated_at)` : `null`;
    return `select '${t.name}' as t, count(*) as n, ${upd} as u from "${t.name}"`;
  });
  const query = parts.join(' union all ');
  return async () => {
    const { rows } = await sql.raw<{ t: string; n: number | string; u: string | null }>(query).execute(h.db);
    return rows.map((r) => `${r.t}:${r.n}:${r.u ?? ''}`).join('|');
  };
}

/** The concrete URL of an operation: path ids filled in, query appended. */
export function urlOf(op: Operation, params: Record<string, string>, query: Record<string, string> = {}): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? '1'));
  const qs = new URLSearchParams(query).toString();
  return qs ? `${path}?${qs}` : path;
}
