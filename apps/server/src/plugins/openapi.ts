import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { documentResponses, errorExamples } from './openapi-responses';

/** A route's `security`: it needs `Authorization: Token <key>`. */
export const tokenSecurity = [{ token: [] }];
/** A route's `security`: anyone may call it (a token, if sent, may show more). */
export const noSecurity = [];

const camel = (words: string[]) =>
  words
    .flatMap((w) => w.split(/[_-]/))
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join('');

/**
 * An operation's id from its method and path, when its schema names none: `GET /api/items/:id/comments/`
 * is `getItemsByIdComments`. Stable while the route is, and unique because method and path are.
 */
export function operationIdOf(method: string, url: string): string {
  const segments = url.split('/').filter(Boolean);
  if (segments[0] === 'api') segments.shift();
  const words = segments.map((s) => (/^[:{]/.test(s) ? `by_${s.replace(/[:{}]/g, '')}` : s));
  return camel([method, ...words]);
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

const errorRef = () => ({ $ref: '#/components/schemas/Error' });
const INPUTS = ['params', 'querystring', 'body', 'headers'];

/**
 * The zod transform, then what the route's schema implies: its operation id from method and path when
 * it names none, and the refusals every such route gives in the one error shape (400 when it validates
 * input, 401 when it needs a token), where its own responses do not list them; then every response's
 * description and example (openapi-responses.ts).
 */
function transform(input: TransformInput) {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return out;
  schema.operationId ??= operationIdOf([input.route.method].flat()[0]!, input.url);
  const response = schema.response as Record<string, unknown> | undefined;
  if (response) {
    if (INPUTS.some((k) => k in schema)) response['400'] ??= errorRef();
    if (Array.isArray(schema.security) && schema.security.length) response['401'] ??= errorRef();
    documentResponses(response, (input.schema.response ?? {}) as Record<string, unknown>, String(schema.summary ?? ''));
  }
  return out;
}

type TransformObjectInput = Parameters<typeof jsonSchemaTransformObject>[0];
const SCHEMA_REF = '#/components/schemas/';

/**
 * The zod transform's components, less those no operation reaches, directly or through other components:
 * it writes an input and an output form of every named schema, and most are used one way only.
 */
function transformObject(input: TransformObjectInput) {
  const doc = jsonSchemaTransformObject(input) as { paths?: unknown; components?: { schemas?: Record<string, unknown> } };
  const schemas = doc.components?.schemas ?? {};
  const reached = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) {
        if (key !== '$ref') visit(value);
        else if (typeof value === 'string' && value.startsWith(SCHEMA_REF) && !reached.has(value.slice(SCHEMA_REF.length))) {
          reached.add(value.slice(SCHEMA_REF.length));
          visit(schemas[value.slice(SCHEMA_REF.length)]);
        }
      }
  };
  visit(doc.paths);
  const used = Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name)));
  return { ...doc, components: { ...doc.components, schemas: used } } as ReturnType<typeof jsonSchemaTransformObject>;
}

/**
 * OpenAPI 3.1 from the routes' zod schemas (JSON Schema 2020-12: a nullable field is a real `null`
 * type), JSON at /api/docs/json, Swagger UI at /api/docs/. Every operation states its `security`.
 */
export async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Postnatal centre and shop API',
        version: '1.0.0',
        description:
          'All paths end with "/". Errors share one shape {status, code, message, fields?}. ' +
          'Authenticate with `Authorization: Token <key>` from /api/user/login/. ' +
          'List families answer DRF-style pages {count, next, previous, results} where the description says so.',
      },
      servers: [{ url: app.config.apiServer }],
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <key>' } },
        examples: errorExamples(),
      },
    },
    transform,
    transformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sends its own CSP; keep our rule that no page may be framed.
    transformStaticCSP: (header) => header.replace(/frame-ancestors[^;]*/, "frame-ancestors 'none'"),
  });
}
