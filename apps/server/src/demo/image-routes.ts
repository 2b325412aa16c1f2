import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '@pnc/schemas/common';
import { notFound } from '../lib/errors';
import { noSecurity } from '../plugins/openapi';
import { imageAnswer, imageHeaders } from '../shop/uploads/image-reply';
import { demoImageSvg } from './shop-images';

/**
 * GET /uploads/demo/<name>: the demo catalogue's generated pictures. Registered by start-up only where demo data may
 * be: never in production unless SEED_DEMO=1 (`demoRoutesWanted`).
 */
export async function demoImageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/uploads/demo/:name',
    {
      schema: {
        security: noSecurity,
        tags: ['shop: uploads'],
        summary: 'A generated demo picture (SVG, no scripts)',
        params: z.object({ name: z.string().max(64) }),
        response: { 200: imageAnswer('An SVG picture', 'image/svg+xml'), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const svg = demoImageSvg(request.params.name);
      if (!svg) throw notFound();
      return imageHeaders(reply, 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
}

/** Demo pictures are served where demo data may be shown: outside production, or where it was seeded on purpose. */
export const demoRoutesWanted = (config: { production: boolean; seedDemo: boolean }) => !config.production || config.seedDemo;
