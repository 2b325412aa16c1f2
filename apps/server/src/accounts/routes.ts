import type { FastifyInstance } from 'fastify';
import { captchaRoutes } from './captcha-routes';
import { passwordRoutes } from './password-routes';
import { profileRoutes } from './profile-routes';
import { registrationRoutes } from './registration-routes';
import { sessionRoutes } from './session-routes';
import { socialRoutes } from './social-routes';

/** Every /api/user/, /api/users/, /api/social_signin/ and /api/captcha/ route. */
export async function accountRoutes(app: FastifyInstance) {
  await app.register(sessionRoutes);
  await app.register(registrationRoutes);
  await app.register(passwordRoutes);
  await app.register(profileRoutes);
  await app.register(socialRoutes);
  await app.register(captchaRoutes);
}
