import type { FastifyInstance } from 'fastify';

/** Every /api/user/, /api/users/, /api/social_signin/ and /api/captcha/ route. */
export async function accountRoutes(app: FastifyInstance) {
  void app;
}
