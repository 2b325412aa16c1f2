import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrations } from './db/migrations/index';
import { noSecurity } from './plugins/openapi';

/** GET /api/version/: which release answers and how far its database is migrated (for a rolling upgrade's checks). */
export async function versionRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/version/',
    {
      schema: {
        security: noSecurity,
        tags: ['system'],
        summary: "This instance's release and the database's latest applied migration",
        response: {
          200: z
            .object({
              release: z.string().meta({ description: 'RELEASE_ID, else the package version and git commit built from' }),
              migration: z.object({
                applied: z.string().nullable().meta({ description: 'the latest migration the database ran' }),
                latest: z.string().meta({ description: 'the latest migration this release knows' }),
              }),
            })
            .meta({
              examples: [
                { release: '1.8.0+7168e78', migration: { applied: '0039-idempotency-keys', latest: '0039-idempotency-keys' } },
              ],
            }),
        },
      },
    },
    async (_request, reply) => {
      // Migration names start with their number, so the greatest name is the latest one run.
      const { rows } = await sql<{ name: string }>`select max(name) as name from kysely_migration`.execute(app.db);
      void reply.header('cache-control', 'no-store');
      return {
        release: app.config.releaseId,
        migration: { applied: rows[0]?.name ?? null, latest: Object.keys(migrations).sort().at(-1)! },
      };
    },
  );
}
