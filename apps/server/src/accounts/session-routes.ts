import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LoginBody, SessionAnswer } from '@pnc/schemas/accounts';
import { AppError } from '../lib/errors';
import { nowIso } from '../lib/time';
import { guard } from '../plugins/auth';
import { verifyCredentials } from './credentials';
import { errorAnswers, tags } from './route-docs';
import { issueToken, revokeToken } from './token-repository';
import { noSecurity, tokenSecurity } from '../plugins/openapi';

/** POST /api/user/login/ and /api/user/logout/. */
export async function sessionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/user/login/',
    {
      schema: {
        security: noSecurity,
        tags,
        summary: 'Log in with username (or email) and password',
        description:
          'Answers a new token for this device. Wrong or inactive: 401 login_failed; email not validated: 403 ' +
          'unvalidated_account; more than 10 failures for one name or 30 from one address in 15 minutes: 429 throttled.',
        body: LoginBody,
        response: { 200: SessionAnswer, ...errorAnswers(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const user = await verifyCredentials(app, request, username, password);
      if (!user.email_validated) {
        throw new AppError(403, 'unvalidated_account', 'Confirm your email address first. We can send the mail again.');
      }
      const token = await issueToken(app.db, user.id, request.headers['user-agent'] ?? '', app.config.tokenTtlDays);
      await app.db.updateTable('app_user').set({ last_login: nowIso() }).where('id', '=', user.id).execute();
      return { token, id: user.id };
    },
  );

  r.post(
    '/api/user/logout/',
    {
      onRequest: guard.user,
      schema: {
        tags,
        summary: 'Log out: revoke the token of this request only',
        security: tokenSecurity,
        response: { 204: z.null().describe('Logged out'), ...errorAnswers(401) },
      },
    },
    async (request, reply) => {
      await revokeToken(app.db, request.tokenId!);
      return reply.code(204).send(null);
    },
  );
}
