import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import type { Config } from '../../src/config';
import { fakeServer } from './fake-server';

interface FakeFacebookUser {
  id: string;
  name: string;
  email?: string;
  appId?: string;
}

/** Who signs in at the fake Google or LINE next. */
interface FakePerson {
  sub: string;
  name?: string;
  email?: string;
  email_verified?: boolean;
}

interface SeenRequest {
  method: string;
  url: string;
  body: string;
  authorization?: string;
}

/** How the fake LINE token endpoint misbehaves for a test: sign with another secret, or carry another nonce. */
interface LineTrick {
  secret?: string;
  nonce?: string;
}

/**
 * Google, LINE and Facebook stand-ins on 127.0.0.1, speaking the providers' documented protocols:
 * - Google: a JWKS (RS256 keys from jose's generateKeyPair) and a tiny Google Identity Services script at /gsi/client
 *   whose google.accounts.id.renderButton draws a button that calls the page's callback with a signed credential
 *   (an ID token for `googlePerson`), as GIS does;
 * - LINE Login v2.1 web: /line/authorize answers the redirect back with code and state (the person `linePerson`
 *   consents at once), /line/token exchanges the code (form body with client_secret) for an HS256 ID token signed
 *   with the channel secret and carrying the login's nonce; plus a JWKS for native-app (RS256 here) tokens;
 * - Facebook: debug_token and /me of the Graph API, and a tiny SDK (FB.init, FB.login) at /fb/sdk.js.
 * Issuers are the real ones (`https://accounts.google.com`, `https://access.line.me`): they are claims, not addresses.
 */
export async function startFakeSocial() {
  const providerKey = await generateKeyPair('RS256');
  const strangerKey = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(providerKey.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const facebookTokens = new Map<string, FakeFacebookUser>();
  const lineCodes = new Map<string, { nonce: string; redirectUri: string; person: FakePerson }>();
  const seen: SeenRequest[] = [];
  const appId = 'fb-app-1';
  const appSecret = 'fb-secret-not-for-urls';
  const channelId = '1650000001';
  const channelSecret = 'line-channel-secret-not-for-urls';
  const state = {
    googlePerson: { sub: 'g-100', name: 'Google Mei', email: 'mei@gmail.test', email_verified: true } as FakePerson,
    linePerson: { sub: 'U-line-100', name: '林小美', email: 'xiaomei@line.test' } as FakePerson,
    facebookToken: '',
    lineTrick: undefined as LineTrick | undefined,
  };
  let base = '';

  const server = fakeServer(handle);

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: Buffer) {
    const body = String(raw);
    seen.push({ method: req.method ?? '', url: req.url ?? '', body, authorization: req.headers.authorization });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    const script = (text: string) => {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(text);
    };
    const url = new URL(req.url ?? '/', base);
    const path = url.pathname;
    if (req.method === 'GET' && (path === '/google/certs' || path === '/line/certs')) return send(200, { keys: [jwk] });
    if (req.method === 'GET' && path === '/gsi/client')
      return script(gsiScript(await idToken('google', { ...state.googlePerson })));
    if (req.method === 'GET' && path === '/gsi/style') {
      res.writeHead(200, { 'content-type': 'text/css' });
      return res.end('');
    }
    if (req.method === 'GET' && path === '/line/authorize') {
      const q = url.searchParams;
      const scopes = (q.get('scope') ?? '').split(' ');
      if (q.get('response_type') !== 'code' || q.get('client_id') !== channelId || !scopes.includes('openid')) {
        return send(400, { error: 'invalid_request' });
      }
      const redirectUri = q.get('redirect_uri') ?? '';
      const code = randomBytes(12).toString('hex');
      lineCodes.set(code, { nonce: q.get('nonce') ?? '', redirectUri, person: { ...state.linePerson } });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (req.method === 'POST' && path === '/line/token') {
      const form = new URLSearchParams(body);
      const grant = lineCodes.get(form.get('code') ?? '');
      lineCodes.delete(form.get('code') ?? '');
      if (form.get('client_id') !== channelId || form.get('client_secret') !== channelSecret) {
        return send(400, { error: 'invalid_client' });
      }
      if (!grant || form.get('grant_type') !== 'authorization_code' || form.get('redirect_uri') !== grant.redirectUri) {
        return send(400, { error: 'invalid_grant' });
      }
      const trick = state.lineTrick;
      const idTokenHs = await lineWebIdToken({ ...grant.person, nonce: trick?.nonce ?? grant.nonce }, { secret: trick?.secret });
      return send(200, {
        access_token: randomBytes(16).toString('hex'),
        expires_in: 2592000,
        id_token: idTokenHs,
        refresh_token: randomBytes(16).toString('hex'),
        scope: 'openid profile email',
        token_type: 'Bearer',
      });
    }
    if (req.method === 'GET' && path === '/fb/sdk.js') return script(facebookSdk(state.facebookToken));
    if (req.method === 'POST' && path === '/graph/debug_token') {
      const form = new URLSearchParams(body);
      if (form.get('access_token') !== `${appId}|${appSecret}`) return send(400, { error: { message: 'bad app token' } });
      const user = facebookTokens.get(form.get('input_token') ?? '');
      if (!user) return send(200, { data: { is_valid: false } });
      return send(200, { data: { is_valid: true, app_id: user.appId ?? appId, user_id: user.id } });
    }
    if (req.method === 'GET' && path === '/graph/me') {
      const user = facebookTokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!user) return send(401, { error: { message: 'bad token' } });
      return send(200, { id: user.id, name: user.name, ...(user.email && { email: user.email }) });
    }
    send(404, { error: 'not found' });
  }

  base = await server.listen();

  const social: Config['social'] = {
    google: {
      clientId: 'google-client-1.apps.googleusercontent.com',
      jwksUrl: `${base}/google/certs`,
      issuer: 'https://accounts.google.com',
      scriptUrl: `${base}/gsi/client`,
    },
    line: {
      clientId: channelId,
      channelSecret,
      jwksUrl: `${base}/line/certs`,
      issuer: 'https://access.line.me',
      authorizeUrl: `${base}/line/authorize`,
      tokenUrl: `${base}/line/token`,
    },
    facebook: { appId, appSecret, graphUrl: `${base}/graph`, sdkUrl: `${base}/fb/sdk.js`, sdkVersion: 'v21.0' },
  };

  /** The same configuration as server environment variables (for the e2e harness's `env`). */
  const env: Record<string, string> = {
    GOOGLE_CLIENT_ID: social.google.clientId!,
    GOOGLE_JWKS_URL: social.google.jwksUrl,
    GOOGLE_GSI_SCRIPT_URL: social.google.scriptUrl,
    LINE_CHANNEL_ID: channelId,
    LINE_CHANNEL_SECRET: channelSecret,
    LINE_JWKS_URL: social.line.jwksUrl,
    LINE_AUTHORIZE_URL: social.line.authorizeUrl,
    LINE_TOKEN_URL: social.line.tokenUrl,
    FACEBOOK_APP_ID: appId,
    FACEBOOK_APP_SECRET: appSecret,
    FACEBOOK_GRAPH_URL: social.facebook.graphUrl,
    FACEBOOK_SDK_URL: social.facebook.sdkUrl,
  };

  /** An ID token as the provider's JWKS key signs it (RS256); override claims or sign with a stranger's key to forge one. */
  async function idToken(
    provider: 'google' | 'line',
    claims: JWTPayload & { email?: string; email_verified?: boolean; name?: string },
    opts: { key?: CryptoKey; expiresIn?: string | number } = {},
  ) {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'JWT' })
      .setIssuer(claims.iss ?? social[provider].issuer)
      .setAudience(claims.aud ?? social[provider].clientId!)
      .setIssuedAt()
      .setExpirationTime(opts.expiresIn ?? '10m')
      .sign(opts.key ?? providerKey.privateKey);
  }

  /** LINE web login's ID token: HS256 with the channel secret (or `secret`, to forge one), as LINE's token endpoint issues it. */
  async function lineWebIdToken(
    claims: JWTPayload & Partial<FakePerson>,
    opts: { secret?: string; expiresIn?: string | number } = {},
  ) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ amr: ['linesso'], auth_time: now, ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(claims.iss ?? social.line.issuer)
      .setAudience(claims.aud ?? channelId)
      .setIssuedAt(now)
      .setExpirationTime(opts.expiresIn ?? '1h')
      .sign(new TextEncoder().encode(opts.secret ?? channelSecret));
  }

  return {
    base,
    social,
    env,
    seen,
    strangerKey: strangerKey.privateKey,
    idToken,
    lineWebIdToken,
    /** Who consents at the fake LINE next; and how its token endpoint should misbehave (undefined: not at all). */
    lineSignsIn(person: FakePerson, trick?: LineTrick) {
      state.linePerson = person;
      state.lineTrick = trick;
    },
    /** Whose credential the fake GIS button hands over (from the next load of /gsi/client). */
    googleSignsIn(person: FakePerson) {
      state.googlePerson = person;
    },
    facebookUser(token: string, user: FakeFacebookUser) {
      facebookTokens.set(token, user);
    },
    /** The user token the fake SDK's FB.login answers with (register it with facebookUser). */
    facebookSignsIn(token: string) {
      state.facebookToken = token;
    },
    close: server.close,
  };
}

/**
 * Google Identity Services' surface the web app uses (google.accounts.id.initialize with client_id and callback,
 * renderButton), drawing a plain button that answers the callback with `credential`, as GIS's button does.
 */
function gsiScript(credential: string): string {
  return `(() => {
  let config = null;
  window.google = { accounts: { id: {
    initialize(c) { config = c; },
    renderButton(parent, options) {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = 'Sign in with Google (fake)';
      b.setAttribute('data-fake-gsi', options && options.locale || '');
      b.addEventListener('click', () => config.callback({ credential: ${JSON.stringify(credential)}, select_by: 'btn', client_id: config.client_id }));
      parent.replaceChildren(b);
    },
    prompt() {},
    cancel() {},
    disableAutoSelect() {},
  } } };
})();`;
}

/** The Facebook SDK's surface the web app uses: fbAsyncInit, FB.init, FB.login answering an authResponse. */
function facebookSdk(token: string): string {
  return `(() => {
  window.FB = {
    init() {},
    login(cb) { cb(${JSON.stringify(token)} ? { status: 'connected', authResponse: { accessToken: ${JSON.stringify(token)}, userID: 'x' } } : { status: 'unknown', authResponse: null }); },
  };
  if (typeof window.fbAsyncInit === 'function') window.fbAsyncInit();
})();`;
}
