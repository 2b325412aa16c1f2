import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SessionAnswer,
  SocialLinkBody,
  SocialLinkInfo,
  SocialLinkInfoBody,
  SocialSignInConflict,
  SocialParams,
  SocialSignInBody,
} from '@pnc/schemas/accounts';
import { nowIso } from '../lib/time';
import { errorAnswers, tags } from './route-docs';
import { socialBrowser } from './social-browser';
import { completeLink, LinkRequired, linkInfo, userForIdentity } from './social-service';
import { socialLineRoutes } from './social-line-routes';
import { socialVerifier } from './social-verify';
import { issueToken } from './token-repository';
import { noSecurity } from '../plugins/openapi';

/** POST /api/social_signin/{socialType}/ and /api/social_signin/link/; LINE's web flow under /api/social/line/. */
export async function socialRoutes(app: FastifyInstance) {
  const verifier = socialVerifier(app.config.social);
  // Link keys work only in the browser they were answered to (the social sign-in cookie).
  const browser = socialBrowser(app.config.publicUrl.startsWith('https://'));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signIn = async (id: number, userAgent: string | undefined) => {
    const token = await issueToken(app.db, id, userAgent ?? '', app.config.tokenTtlDays);
    await app.db.updateTable('app_user').set({ last_login: nowIso() }).where('id', '=', id).execute();
    return { token, id };
  };

  r.post(
    '/api/social_signin/link/info/',
    {
      config: { rateLimit: { max: 60, timeWindow: '15 minutes' } },
      schema: {
        security: noSecurity,
        tags,
        summary: 'What a link form names: the provider and the existing account’s masked address',
        description:
          'For an open link_key of this browser (its social sign-in cookie); changes nothing. An unknown, used or ' +
          'expired key: 400 invalid_key; a key answered to another browser: 400 social_signin_failed.',
        body: SocialLinkInfoBody,
        response: { 200: SocialLinkInfo, ...errorAnswers(400, 429) },
      },
    },
    async (request) => linkInfo(app, request.body.link_key, browser.current(request)?.hash),
  );

  // Registered before the parametric route, so `link` is never read as a provider name.
  r.post(
    '/api/social_signin/link/',
    {
      config: { rateLimit: { max: 60, timeWindow: '15 minutes' } },
      schema: {
        security: noSecurity,
        tags,
        summary: 'Link a provider identity to the existing account it matched, with that account’s password',
        description:
          'link_key comes from a 409 social_link_required (or the LINE return page) and works only in the browser it ' +
          'was answered to (its social sign-in cookie; else 400 social_signin_failed, before any password is checked). ' +
          'The password is checked and throttled as a login is (401 login_failed, 429 throttled; the key stays open); ' +
          'then the key is spent and the link made in one transaction. An unknown, used or expired key: 400 invalid_key.',
        body: SocialLinkBody,
        response: { 200: SessionAnswer, ...errorAnswers(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { link_key: key, password } = request.body;
      const id = await completeLink(app, request, key, password, browser.current(request)?.hash);
      return signIn(id, request.headers['user-agent']);
    },
  );

  r.post(
    '/api/social_signin/:socialType/',
    {
      config: { rateLimit: { max: 60, timeWindow: '15 minutes' } },
      schema: {
        security: noSecurity,
        tags,
        summary: 'Sign in with a Google, Facebook or LINE token',
        description:
          'google and line: the OpenID Connect ID token (line: from a native app or LIFF; the web uses /api/social/line/); ' +
          'facebook: the user access token. Signs in the account already linked, else links an account whose address ' +
          'the provider verified and nobody proved (its password stops working), else creates a customer. An account ' +
          'whose address was proven: 409 social_link_required with a link_key for /api/social_signin/link/, bound to ' +
          'this browser by an HttpOnly SameSite=Lax cookie, and the provider and masked address to show. Staff and ' +
          'admin accounts: 403 social_staff_account, never linked. 400 social_signin_failed when the provider is not ' +
          'configured, 401 when the token is not accepted.',
        params: SocialParams,
        body: SocialSignInBody,
        response: { 200: SessionAnswer, ...errorAnswers(400, 401, 403, 429), 409: SocialSignInConflict },
      },
    },
    async (request, reply) => {
      const who = await verifier.verify(request.params.socialType, request.body.token);
      const binding = browser.bind(request);
      try {
        return await signIn(await userForIdentity(app, who, binding.hash), request.headers['user-agent']);
      } catch (err) {
        if (!(err instanceof LinkRequired)) throw err;
        return reply
          .code(409)
          .header('set-cookie', binding.setCookie)
          .send({ status: 409, code: err.code, message: err.message, link_key: err.linkKey, link: err.info });
      }
    },
  );

  await app.register(socialLineRoutes);
}
