import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import type { Config } from '../../src/config';

export interface FakeFacebookUser {
  id: string;
  name: string;
  email?: string;
  appId?: string;
}

export interface SeenRequest {
  method: string;
  url: string;
  body: string;
  authorization?: string;
}

/**
 * Google, LINE and Facebook stand-ins on 127.0.0.1: a JWKS for each ID-token provider (keys from
 * jose's generateKeyPair) and the two Graph API calls the server makes. Tests sign tokens with the
 * provider's key (or a stranger's) and register Facebook user tokens.
 */
export async function startFakeSocial() {
  const providerKey = await generateKeyPair('RS256');
  const strangerKey = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(providerKey.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const facebookTokens = new Map<string, FakeFacebookUser>();
  const seen: SeenRequest[] = [];
  const appId = 'fb-app-1';
  const appSecret = 'fb-secret-not-for-urls';

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body, authorization: req.headers.authorization });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const path = (req.url ?? '').split('?')[0];
      if (req.method === 'GET' && (path === '/google/certs' || path === '/line/certs')) return send(200, { keys: [jwk] });
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
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const social: Config['social'] = {
    google: { clientId: 'google-client-1', jwksUrl: `${base}/google/certs`, issuer: 'https://accounts.google.test' },
    line: { clientId: 'line-channel-1', jwksUrl: `${base}/line/certs`, issuer: 'https://access.line.test' },
    facebook: { appId, appSecret, graphUrl: `${base}/graph` },
  };

  /** An ID token as the provider would issue it; override claims or sign with a stranger's key to forge one. */
  async function idToken(
    provider: 'google' | 'line',
    claims: JWTPayload & { email?: string; email_verified?: boolean; name?: string },
    opts: { key?: CryptoKey; expiresIn?: string | number } = {},
  ) {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(claims.iss ?? social[provider].issuer)
      .setAudience(claims.aud ?? social[provider].clientId!)
      .setIssuedAt()
      .setExpirationTime(opts.expiresIn ?? '10m')
      .sign(opts.key ?? providerKey.privateKey);
  }

  return {
    social,
    seen,
    strangerKey: strangerKey.privateKey,
    idToken,
    facebookUser(token: string, user: FakeFacebookUser) {
      facebookTokens.set(token, user);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
