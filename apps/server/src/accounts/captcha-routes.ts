import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CaptchaAnswer } from '@pnc/schemas/accounts';
import { issueCaptcha } from './captcha-service';
import { errorAnswers, tags } from './route-docs';
import { noSecurity } from '../plugins/openapi';

/** GET /api/captcha/. */
export async function captchaRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/captcha/',
    {
      // Each call writes a row: a generous limit per address keeps the table from being flooded.
      config: { rateLimit: { max: 100, timeWindow: '15 minutes' } },
      schema: {
        security: noSecurity,
        tags,
        summary: 'A new picture code for register and reset_password',
        description: 'image is a data: URL of an SVG. The answer is case-insensitive, works once and expires after 10 minutes.',
        response: { 200: CaptchaAnswer, ...errorAnswers(429) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return issueCaptcha(app);
    },
  );
}
