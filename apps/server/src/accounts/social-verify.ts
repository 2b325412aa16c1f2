import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { SocialType } from '@pnc/schemas/accounts';
import type { Config } from '../config';
import { AppError } from '../lib/errors';

/** Who the provider says signed in. */
export interface SocialIdentity {
  provider: SocialType;
  subject: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
}

export const notConfigured = () =>
  new AppError(400, 'social_signin_failed', 'This sign-in provider is not available on this site.');
export const refused = () => new AppError(401, 'social_signin_failed', 'The sign-in with this provider could not be confirmed.');

export const PROVIDER_TIMEOUT_MS = 5000;

/** Verifies provider tokens; one per app instance, so each provider's JWKS is fetched once and cached. */
export function socialVerifier(social: Config['social']) {
  const keySets = new Map<string, JWTVerifyGetKey>();
  const keySet = (url: string) => {
    let set = keySets.get(url);
    if (!set) keySets.set(url, (set = createRemoteJWKSet(new URL(url), { timeoutDuration: PROVIDER_TIMEOUT_MS })));
    return set;
  };

  /**
   * Google and LINE (native apps and LIFF): an OpenID Connect ID token, signed by a key in the provider's JWKS, for
   * our client id. Google documents two spellings of its issuer, `https://accounts.google.com` and `accounts.google.com`:
   * both pass (the configured issuer and the same without its scheme).
   */
  async function idToken(provider: 'google' | 'line', token: string): Promise<SocialIdentity> {
    const p = social[provider];
    if (!p.clientId) throw notConfigured();
    const issuer = provider === 'google' ? [p.issuer, p.issuer.replace(/^https:\/\//, '')] : p.issuer;
    const { payload } = await jwtVerify(token, keySet(p.jwksUrl), {
      issuer,
      audience: p.clientId,
      algorithms: ['RS256', 'ES256'],
      requiredClaims: ['sub', 'exp'],
    }).catch(() => {
      throw refused();
    });
    return identityOf(provider, payload);
  }

  /** Facebook: debug_token proves the user token was issued to our app; /me gives the email. */
  async function facebook(token: string): Promise<SocialIdentity> {
    const { appId, appSecret, graphUrl } = social.facebook;
    if (!appId || !appSecret) throw notConfigured();
    const base = graphUrl.replace(/\/$/, '');
    const call = async (url: string, init: RequestInit) => {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) }).catch(() => undefined);
      if (!res?.ok) throw refused();
      return (await res.json().catch(() => ({}))) as Record<string, unknown>;
    };
    // The app secret and the user token travel in the body, never in a URL (URLs end up in logs).
    const debug = await call(`${base}/debug_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ input_token: token, access_token: `${appId}|${appSecret}` }).toString(),
    });
    const data = (debug.data ?? {}) as { is_valid?: unknown; app_id?: unknown; user_id?: unknown };
    if (data.is_valid !== true || String(data.app_id) !== appId || !data.user_id) throw refused();
    const me = await call(`${base}/me?fields=id,name,email`, { headers: { authorization: `Bearer ${token}` } });
    if (String(me.id) !== String(data.user_id)) throw refused();
    return {
      provider: 'facebook',
      subject: String(data.user_id),
      email: typeof me.email === 'string' ? me.email : undefined,
      // Facebook hands out only an address its user has confirmed.
      emailVerified: typeof me.email === 'string',
      name: typeof me.name === 'string' ? me.name : undefined,
    };
  }

  return {
    verify(provider: SocialType, token: string): Promise<SocialIdentity> {
      return provider === 'facebook' ? facebook(token) : idToken(provider, token);
    },
  };
}

/** Who an ID token's claims name. */
export function identityOf(provider: 'google' | 'line', payload: JWTPayload): SocialIdentity {
  return {
    provider,
    subject: String(payload.sub),
    email: typeof payload.email === 'string' ? payload.email : undefined,
    // LINE does not say whether it checked the address: only an explicit claim counts.
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    name: typeof payload.name === 'string' ? payload.name : undefined,
  };
}
