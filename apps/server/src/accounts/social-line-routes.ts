import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SessionAnswer, SocialHandoffBody } from '@pnc/schemas/accounts';
import { AppError } from '../lib/errors';
import { hashKey, newKey, sameText } from '../lib/secrets';
import { nowIso } from '../lib/time';
import { noSecurity } from '../plugins/openapi';
import { errorAnswers, tags } from './route-docs';
import { exchangeLineCode, lineAuthorizeUrl, lineWebConfigured } from './social-line-client';
import { cookieOf, socialBrowser, type BrowserBinding } from './social-browser';
import { createPending, dropStalePending, pendingRefusal, PENDING_TTL, spendPending } from './social-pending';
import { LinkRequired, userForIdentity } from './social-service';
import { issueToken } from './token-repository';

/** The web page a LINE login returns to; what happened rides in the fragment, which no server or Referer sees. */
const LINE_RETURN_PAGE = '/social/line';
const COOKIE = 'pnc_line_state';
const COOKIE_PATH = '/api/social/line/';

const redirectAnswer = { 302: z.null().describe('Redirect (Location header)') };

/** The state cookie binds a LINE login to the browser that started it: a callback link sent to someone else fails. */
const stateCookieOf = (request: FastifyRequest) => cookieOf(request, COOKIE);

/**
 * LINE Login's web flow, run on the server (authorization code grant + OpenID Connect):
 * GET /api/social/line/start/ → LINE's authorize page → GET /api/social/line/callback/ → the web page
 * /social/line#code=… → POST /api/social/line/complete/ {code} → {token, id}. Our token never travels in a URL.
 * The code and a link key are bound to the browser that started (social-browser.ts): only it can use them.
 */
export async function socialLineRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const line = app.config.social.line;
  const secure = app.config.publicUrl.startsWith('https://');
  const browser = socialBrowser(secure);
  const cookie = (value: string, maxAgeS: number) =>
    `${COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  // The callback URL registered with LINE: under PUBLIC_URL when set, else the address this request came to.
  const callbackUrl = (request: FastifyRequest) =>
    `${app.config.apiServer === '/' ? `${request.protocol}://${request.host}` : app.config.publicUrl}${COOKIE_PATH}callback/`;
  // `binding` (when the browser has one) is set again, so it outlives the link key or code it now guards.
  const backToWeb = (reply: FastifyReply, fragment: Record<string, string>, binding?: BrowserBinding) =>
    reply
      .header('set-cookie', binding ? [cookie('', 0), binding.setCookie] : cookie('', 0))
      .header('cache-control', 'no-store')
      .redirect(`${LINE_RETURN_PAGE}#${new URLSearchParams(fragment).toString()}`, 302);

  r.get(
    '/api/social/line/start/',
    {
      config: { rateLimit: { max: 60, timeWindow: '15 minutes' } },
      schema: {
        security: noSecurity,
        tags,
        summary: 'Start a LINE login: redirect to LINE with a new single-use state and nonce',
        description:
          "Keeps the state's and the nonce's hashes for 10 minutes and binds the state to this browser with an " +
          'HttpOnly cookie, beside the social sign-in browser binding (HttpOnly, SameSite=Lax). Without LINE_CHANNEL_ID and LINE_CHANNEL_SECRET: back to /social/line#error=social_signin_failed.',
        response: redirectAnswer,
      },
    },
    async (request, reply) => {
      if (!lineWebConfigured(line)) return backToWeb(reply, { error: 'social_signin_failed' });
      await dropStalePending(app.db);
      const nonce = newKey();
      const redirectUri = callbackUrl(request);
      const binding = browser.bind(request);
      const state = await createPending(app.db, 'line_state', binding.hash, {
        nonce_hash: hashKey(nonce),
        redirect_uri: redirectUri,
      });
      return reply
        .header('set-cookie', [cookie(state, PENDING_TTL.line_state / 1000), binding.setCookie])
        .header('cache-control', 'no-store')
        .redirect(lineAuthorizeUrl(line, { redirectUri, state, nonce }), 302);
    },
  );

  r.get(
    '/api/social/line/callback/',
    {
      config: { rateLimit: { max: 60, timeWindow: '15 minutes' } },
      schema: {
        security: noSecurity,
        tags,
        summary: "LINE's redirect back: check the state, exchange the code, verify the ID token, hand over to the web",
        description:
          'The state must be the one this browser started with (cookies), unused and unexpired; it is spent at once. The ' +
          "ID token (HS256, channel secret) must carry this login's nonce. Redirects to /social/line# with code (a " +
          'one-time code for POST /api/social/line/complete/), link_key (the account exists: its password links it) or error.',
        querystring: z.object({
          code: z.string().max(512).optional(),
          state: z.string().max(256).optional(),
          error: z.string().max(256).optional(),
          error_description: z.string().max(1024).optional(),
        }),
        response: redirectAnswer,
      },
    },
    async (request, reply) => {
      const { code, state } = request.query;
      const bound = stateCookieOf(request);
      const binding = browser.current(request);
      if (!state || !bound || !sameText(state, bound) || !binding) {
        return backToWeb(reply, { error: 'social_signin_failed' });
      }
      // Spent before anything else: a replayed callback finds nothing, even if this one fails further on.
      const started = await spendPending<{ nonce_hash: string; redirect_uri: string }>(app.db, 'line_state', state, binding.hash);
      if (!started || !code) return backToWeb(reply, { error: 'social_signin_failed' });
      try {
        const who = await exchangeLineCode(line, {
          code,
          redirectUri: started.data.redirect_uri,
          nonceHash: started.data.nonce_hash,
        });
        const userId = await userForIdentity(app, who, binding.hash);
        return backToWeb(reply, { code: await createPending(app.db, 'handoff', binding.hash, {}, userId) }, binding);
      } catch (err) {
        if (err instanceof LinkRequired) return backToWeb(reply, { link_key: err.linkKey }, binding);
        if (err instanceof AppError) return backToWeb(reply, { error: err.code });
        throw err;
      }
    },
  );

  r.post(
    '/api/social/line/complete/',
    {
      config: { rateLimit: { max: 60, timeWindow: '15 minutes' } },
      schema: {
        security: noSecurity,
        tags,
        summary: 'Finish a LINE login: trade the one-time code from the callback for a token',
        description:
          'The code works once, for 2 minutes, and only in the browser that started the login (its social sign-in ' +
          'cookie): 400 invalid_key when unknown, used or expired; 400 social_signin_failed from another browser.',
        body: SocialHandoffBody,
        response: { 200: SessionAnswer, ...errorAnswers(400, 429) },
      },
    },
    async (request) => {
      const binding = browser.current(request);
      const handed = binding && (await spendPending(app.db, 'handoff', request.body.code, binding.hash));
      if (!handed?.userId) throw await pendingRefusal(app.db, 'handoff', request.body.code);
      const token = await issueToken(app.db, handed.userId, request.headers['user-agent'] ?? '', app.config.tokenTtlDays);
      await app.db.updateTable('app_user').set({ last_login: nowIso() }).where('id', '=', handed.userId).execute();
      return { token, id: handed.userId };
    },
  );
}
