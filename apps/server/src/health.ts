import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '@pnc/schemas/common';
import { AppError } from './lib/errors';
import { noSecurity } from './plugins/openapi';

/** Settles as `work` does, or rejects with a 503 db_timeout once `ms` passed first (the work is left to end by itself). */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new AppError(503, 'db_timeout', `The database did not answer the health probe within ${ms} ms.`)),
      ms,
    );
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Ready (200) when the database answers and is migrated; 503 when it does not. Mail is reported, never a reason for
 * 503 (decision 0042): an SMTP outage hits every instance alike, and a proxy that dropped them all would take the
 * whole site down for a fault that only delays mail. `degraded` tells a monitor to look.
 */
export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health/',
    {
      schema: {
        security: noSecurity,
        tags: ['system'],
        summary: 'Ready when the database answers and is migrated, within HEALTH_TIMEOUT_MS; mail is reported beside it',
        response: {
          200: z
            .object({
              status: z.enum(['ok', 'degraded']),
              checks: z.object({ database: z.literal('ok'), mail: z.enum(['ok', 'unhealthy', 'outbox']) }),
            })
            .meta({ examples: [{ status: 'ok' as const, checks: { database: 'ok' as const, mail: 'ok' as const } }] }),
          503: ErrorBody,
        },
      },
    },
    async () => {
      // kysely_migration exists only once migrations ran, so this proves both reachability and schema.
      // The probe has its own deadline: a load balancer asking must hear "not ready" in time, whatever the pool waits.
      await within(app.config.dbTimeouts.healthMs, sql`select count(*) from kysely_migration`.execute(app.db));
      const mail = app.mailHealth.state;
      return {
        status: mail === 'unhealthy' ? ('degraded' as const) : ('ok' as const),
        checks: { database: 'ok' as const, mail },
      };
    },
  );
}
