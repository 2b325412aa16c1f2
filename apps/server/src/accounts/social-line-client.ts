import { jwtVerify } from 'jose';
import type { Config } from '../config';
import { hashKey, sameText } from '../lib/secrets';
import { identityOf, notConfigured, PROVIDER_TIMEOUT_MS, refused, type SocialIdentity } from './social-verify';

/**
 * The one adapter to LINE Login v2.1's web flow ("Integrating LINE Login with your web app"): the authorization
 * URL, the code exchange at the token endpoint, and the ID token it answers (HS256 with the channel secret).
 */
type Line = Config['social']['line'];

/** Both the channel id and its secret: the web flow needs the secret for the exchange and the token's signature. */
export const lineWebConfigured = (line: Line) => Boolean(line.clientId && line.channelSecret);

/** Where the browser goes to log in: response_type=code with our state and nonce, asking for openid profile email. */
export function lineAuthorizeUrl(line: Line, p: { redirectUri: string; state: string; nonce: string }): string {
  const url = new URL(line.authorizeUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: line.clientId!,
    redirect_uri: p.redirectUri,
    state: p.state,
    scope: 'openid profile email',
    nonce: p.nonce,
  }).toString();
  return url.toString();
}

/**
 * POST the authorization code to the token endpoint (form body: the channel secret never goes in a URL) and
 * verify the ID token it answers. Any failure of LINE's is a refused sign-in, never a 500.
 */
export async function exchangeLineCode(line: Line, p: { code: string; redirectUri: string; nonceHash: string }) {
  if (!lineWebConfigured(line)) throw notConfigured();
  const res = await fetch(line.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: p.code,
      redirect_uri: p.redirectUri,
      client_id: line.clientId!,
      client_secret: line.channelSecret!,
    }).toString(),
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  }).catch(() => undefined);
  if (!res?.ok) throw refused();
  const answer = (await res.json().catch(() => ({}))) as { id_token?: unknown };
  if (typeof answer.id_token !== 'string') throw refused();
  return verifyLineWebIdToken(line, answer.id_token, p.nonceHash);
}

/**
 * The web flow's ID token is signed HS256 with the channel secret (LINE: "Get profile information from ID tokens");
 * it must be for us (aud = channel id), from LINE (iss), unexpired, and carry this login's nonce (`nonceHash`: its
 * SHA-256, as stored when the login started).
 */
export async function verifyLineWebIdToken(line: Line, token: string, nonceHash: string): Promise<SocialIdentity> {
  if (!lineWebConfigured(line)) throw notConfigured();
  const { payload } = await jwtVerify(token, new TextEncoder().encode(line.channelSecret), {
    issuer: line.issuer,
    audience: line.clientId,
    algorithms: ['HS256'],
    requiredClaims: ['sub', 'exp', 'nonce'],
  }).catch(() => {
    throw refused();
  });
  if (typeof payload.nonce !== 'string' || !sameText(hashKey(payload.nonce), nonceHash)) throw refused();
  return identityOf('line', payload);
}
