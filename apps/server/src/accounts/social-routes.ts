import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SessionAnswer, SocialParams, SocialSignInBody } from '@pnc/schemas/accounts';
import { nowIso } from '../lib/time';
import { errorAnswers, tags } from './route-docs';
import { userForIdentity } from './social-service';
import { socialVerifier } from './social-verify';
import { issueToken } from './token-repository';
import { noSecurity } from '../plugins/openapi';

/** POST /api/social_signin/{socialType}/. */
export async function socialRoutes(app: FastifyInstance) {
  const verifier = socialVerifier(app.config.social);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/social_signin/:socialType/',
    {
      config: { rateLimit: { max: 60, timeWindow: '15 minutes' } },
      schema: {
        security: noSecurity,
        tags,
        summary: 'Sign in with a Google, Facebook or LINE token',
        description:
          'google and line: the OpenID Connect ID token; facebook: the user access token. Links to the account already ' +
          'linked, else to the account with the same provider-verified email, else creates a customer. 400 ' +
          'social_signin_failed when the provider is not configured, 401 when the token is not accepted.',
        params: SocialParams,
        body: SocialSignInBody,
        response: { 200: SessionAnswer, ...errorAnswers(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const who = await verifier.verify(request.params.socialType, request.body.token);
      const id = await userForIdentity(app, who);
      const token = await issueToken(app.db, id, request.headers['user-agent'] ?? '', app.config.tokenTtlDays);
      await app.db.updateTable('app_user').set({ last_login: nowIso() }).where('id', '=', id).execute();
      return { token, id };
    },
  );
}
