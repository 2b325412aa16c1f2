import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBody } from '@pnc/schemas/common';
import { forbidden, notFound } from '../lib/errors';
import { noSecurity } from '../plugins/openapi';
import { metricsGuard } from './guard';

/**
 * Counts every answered request by route pattern (`unmatched` for a path no route has, so a scan of random URLs adds
 * one series, not one per URL). Added on the root, before the routes, so it sees them all.
 */
export function countRequests(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    app.metrics.httpRequests.inc(labels);
    app.metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

/** GET /api/metrics/ in Prometheus' text format. */
export async function metricsRoutes(app: FastifyInstance) {
  const { metrics } = app;
  const access = metricsGuard(app.config);
  app.get(
    '/api/metrics/',
    {
      config: { ownAuthorization: true },
      schema: {
        security: noSecurity,
        tags: ['system'],
        summary: 'Prometheus metrics (METRICS_TOKEN as a Bearer token, or a METRICS_ALLOW address)',
        description:
          'HTTP requests and latency by route pattern and status, the PostgreSQL pool, mails sent and failed, payment callbacks by outcome, and the process (event-loop lag, memory). With neither METRICS_TOKEN nor METRICS_ALLOW set, a production server answers 404.',
        response: {
          200: { description: 'Prometheus text exposition format', content: { 'text/plain': { schema: z.string() } } },
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const verdict = access(request);
      if (verdict === 'hidden') throw notFound();
      if (verdict === 'forbidden') throw forbidden('Metrics need METRICS_TOKEN or an address in METRICS_ALLOW.');
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.registry.contentType)
        .send(await metrics.registry.metrics());
    },
  );
}
