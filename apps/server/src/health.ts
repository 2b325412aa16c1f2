import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '@pnc/schemas/common';
import { noSecurity } from './plugins/openapi';

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health/',
    {
      schema: {
        security: noSecurity,
        tags: ['system'],
        summary: 'Ready when the database answers and is migrated',
        response: { 200: z.object({ status: z.literal('ok') }).meta({ examples: [{ status: 'ok' as const }] }), 503: ErrorBody },
      },
    },
    async () => {
      // kysely_migration exists only once migrations ran, so this proves both reachability and schema.
      await sql`select count(*) from kysely_migration`.execute(app.db);
      return { status: 'ok' as const };
    },
  );
}
