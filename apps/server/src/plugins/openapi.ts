import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI 3 from the routes' zod schemas: JSON at /api/docs/json, Swagger UI at /api/docs/. */
export async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Postnatal centre and shop API',
        version: '1.0.0',
        description:
          'All paths end with "/". Errors share one shape {status, code, message, fields?}. ' +
          'Authenticate with `Authorization: Token <key>` from /api/user/login/. ' +
          'List families answer DRF-style pages {count, next, previous, results} where the description says so.',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <key>' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sends its own CSP; keep our rule that no page may be framed.
    transformStaticCSP: (header) => header.replace(/frame-ancestors[^;]*/, "frame-ancestors 'none'"),
  });
}
