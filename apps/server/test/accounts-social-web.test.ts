import { afterAll, describe, expect, it } from 'vitest';
import { engines, setupApp, type Harness } from './helper';
import { startFakeSocial } from './support/fake-social';

const fake = await startFakeSocial();
afterAll(() => fake.close());

/** The cookies a response sets, as the next request's Cookie header. */
const cookiesOf = (res: { headers: Record<string, unknown> }) =>
  [res.headers['set-cookie']]
    .flat()
    .filter(Boolean)
    .map((c) => String(c).split(';')[0])
    .join('; ');

/** One LINE web login as a browser runs it: our start route, the fake LINE's authorize page, our callback. */
async function startLine(t: Harness) {
  const start = await t.inject({ method: 'GET', url: '/api/social/line/start/' });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  const cookie = cookiesOf(start);
  const atLine = await fetch(authorize, { redirect: 'manual' });
  expect(atLine.status).toBe(302);
  const back = new URL(atLine.headers.get('location')!);
  return { start, authorize, cookie, callback: `${back.pathname}${back.search}`, state: back.searchParams.get('state')! };
}

const fragmentOf = (location: unknown) => {
  const url = String(location);
  expect(url.startsWith('/social/line#')).toBe(true);
  return new URLSearchParams(url.slice(url.indexOf('#') + 1));
};

describe.each(engines)('LINE web login, CSP and the providers in bootstrap on %s', (engine) => {
  const t = setupApp(engine, { config: { social: fake.social } });
  const callback = (url: string, cookie: string) => t.inject({ method: 'GET', url, headers: { cookie } });
  const complete = (code: string, cookie: string) =>
    t.inject({ method: 'POST', url: '/api/social/line/complete/', payload: { code }, headers: { cookie } });
  const sub = () => `U-${engine}-${Math.random().toString(36).slice(2)}`;

  it('start redirects to LINE with response_type=code, our channel, state, nonce and scope, binding the state to the browser', async () => {
    const { start, authorize, cookie } = await startLine(t);
    const q = authorize.searchParams;
    expect(`${authorize.origin}${authorize.pathname}`).toBe(fake.social.line.authorizeUrl);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(fake.social.line.clientId);
    expect(q.get('scope')).toBe('openid profile email');
    expect(q.get('redirect_uri')).toMatch(/\/api\/social\/line\/callback\/$/);
    expect(q.get('state')!.length).toBeGreaterThanOrEqual(43);
    expect(q.get('nonce')!.length).toBeGreaterThanOrEqual(43);
    expect(q.get('nonce')).not.toBe(q.get('state'));
    expect(cookie).toMatch(new RegExp(`^pnc_line_state=${q.get('state')}; pnc_social=[\\w-]{43}$`));
    const setCookies = [start.headers['set-cookie']].flat().map(String);
    expect(setCookies).toHaveLength(2);
    for (const c of setCookies) expect(c).toMatch(/HttpOnly; SameSite=Lax/);
    // Only hashes are kept.
    const rows = await t.db
      .selectFrom('social_pending')
      .select(['key_hash', 'data'])
      .where('purpose', '=', 'line_state')
      .execute();
    expect(JSON.stringify(rows)).not.toContain(q.get('state')!);
    expect(JSON.stringify(rows)).not.toContain(q.get('nonce')!);
    expect(String(start.headers.location)).not.toContain(fake.social.line.channelSecret!);
  });

  it('a whole login: the code is exchanged with the secret in the body, the HS256 ID token checked, the web handed a one-time code', async () => {
    const subject = sub();
    fake.lineSignsIn({ sub: subject, name: '林小美', email: `${subject}@line.test` });
    const { cookie, callback: url } = await startLine(t);
    const res = await callback(url, cookie);
    expect(res.statusCode).toBe(302);
    expect(String(res.headers['set-cookie'])).toMatch(/^pnc_line_state=; .*Max-Age=0/);
    const browserCookie = cookie.split('; ')[1]!;
    const code = fragmentOf(res.headers.location).get('code')!;
    expect(code).toBeTruthy();

    const token = fake.seen.filter((r) => r.url.startsWith('/line/token')).at(-1)!;
    expect(token.url).toBe('/line/token');
    expect(new URLSearchParams(token.body).get('client_secret')).toBe(fake.social.line.channelSecret);
    expect(new URLSearchParams(token.body).get('grant_type')).toBe('authorization_code');

    const done = await complete(code, browserCookie);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ token: expect.any(String), id: expect.any(Number) });
    const profile = await t.inject({
      method: 'GET',
      url: '/api/user/profile/',
      headers: { authorization: `Token ${done.json().token}` },
    });
    expect(profile.json()).toMatchObject({ display_name: '林小美', email: `${subject}@line.test`, role: 'customer' });
    // The hand-off code works once.
    expect((await complete(code, browserCookie)).json()).toMatchObject({ status: 400, code: 'invalid_key' });
    // The same LINE user again: the same account.
    const second = await startLine(t);
    const again = await complete(
      fragmentOf((await callback(second.callback, second.cookie)).headers.location).get('code')!,
      second.cookie,
    );
    expect(again.json().id).toBe(done.json().id);
  });

  it('a replayed callback, one from another browser, or two at once: the state is spent once', async () => {
    fake.lineSignsIn({ sub: sub() });
    const first = await startLine(t);
    expect(fragmentOf((await callback(first.callback, first.cookie)).headers.location).get('code')).toBeTruthy();
    expect(fragmentOf((await callback(first.callback, first.cookie)).headers.location).get('error')).toBe('social_signin_failed');

    const other = await startLine(t);
    const noCookie = await callback(other.callback, 'pnc_line_state=someone-elses');
    expect(fragmentOf(noCookie.headers.location).get('error')).toBe('social_signin_failed');

    const race = await startLine(t);
    const answers = await Promise.all([callback(race.callback, race.cookie), callback(race.callback, race.cookie)]);
    const codes = answers.map((a) => fragmentOf(a.headers.location).get('code')).filter(Boolean);
    expect(codes).toHaveLength(1);
  });

  it('refuses an ID token with another nonce, signed with another secret, or for another channel', async () => {
    for (const trick of [{ nonce: 'not-this-login' }, { secret: 'another-channel-secret' }]) {
      fake.lineSignsIn({ sub: sub() }, trick);
      const run = await startLine(t);
      const res = await callback(run.callback, run.cookie);
      expect(fragmentOf(res.headers.location).get('error'), JSON.stringify(trick)).toBe('social_signin_failed');
    }
    fake.lineSignsIn({ sub: sub() });
    const { callback: url, cookie, state } = await startLine(t);
    const forged = await t.inject({
      method: 'GET',
      url: `/api/social/line/callback/?code=never-issued&state=${state}`,
      headers: { cookie },
    });
    expect(fragmentOf(forged.headers.location).get('error')).toBe('social_signin_failed');
    expect(url).toContain('code=');
    // The verification itself: a token for another channel, or expired, is refused even with the right secret.
    const { verifyLineWebIdToken } = await import('../src/accounts/social-line-client');
    const { hashKey } = await import('../src/lib/secrets');
    const good = await fake.lineWebIdToken({ sub: 'x', nonce: 'n1' });
    await expect(verifyLineWebIdToken(fake.social.line, good, hashKey('n1'))).resolves.toMatchObject({ subject: 'x' });
    for (const bad of [
      await fake.lineWebIdToken({ sub: 'x', nonce: 'n1', aud: 'another-channel' }),
      await fake.lineWebIdToken({ sub: 'x', nonce: 'n1', iss: 'https://evil.test' }),
      await fake.lineWebIdToken({ sub: 'x', nonce: 'n1' }, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
      await fake.idToken('line', { sub: 'x', nonce: 'n1' }),
    ]) {
      await expect(verifyLineWebIdToken(fake.social.line, bad, hashKey('n1'))).rejects.toMatchObject({
        code: 'social_signin_failed',
      });
    }
    fake.lineSignsIn({ sub: sub() });
  });

  it('a staff account is refused through LINE too; an existing customer is asked for its password', async () => {
    const staff = await t.createUser({ role: 'staff' });
    await t.db.updateTable('app_user').set({ email: staff.email }).where('id', '=', staff.id).execute();
    // LINE does not vouch for addresses: a staff account reached by a link made earlier is refused.
    const subject = sub();
    await t.db
      .insertInto('social_link')
      .values({ user_id: staff.id, provider: 'line', subject, created_at: new Date().toISOString() })
      .execute();
    fake.lineSignsIn({ sub: subject });
    const run = await startLine(t);
    expect(fragmentOf((await callback(run.callback, run.cookie)).headers.location).get('error')).toBe('social_staff_account');

    const customer = await t.createUser();
    fake.lineSignsIn({ sub: sub(), email: customer.email, email_verified: true });
    const asked = await startLine(t);
    const linkKey = fragmentOf((await callback(asked.callback, asked.cookie)).headers.location).get('link_key')!;
    const linked = await t.inject({
      method: 'POST',
      url: '/api/social_signin/link/',
      payload: { link_key: linkKey, password: customer.password },
      headers: { cookie: asked.cookie },
    });
    expect(linked.json()).toEqual({ token: expect.any(String), id: customer.id });
    fake.lineSignsIn({ sub: sub() });
  });

  it("a hand-off code taken to another browser (an attacker's own login) is refused there and still works in its own", async () => {
    const subject = sub();
    fake.lineSignsIn({ sub: subject, email: `${subject}@line.test` });
    const attacker = await startLine(t);
    const code = fragmentOf((await callback(attacker.callback, attacker.cookie)).headers.location).get('code')!;
    // The victim's browser: no cookie at all, or its own binding from a login it started itself.
    const victim = await startLine(t);
    const victimBrowser = victim.cookie.split('; ')[1]!;
    for (const cookie of ['', victimBrowser, `pnc_social=${'x'.repeat(43)}`, 'pnc_line_state=whatever']) {
      const res = await complete(code, cookie);
      expect(res.statusCode, cookie).toBe(400);
      expect(res.json(), cookie).toMatchObject({ status: 400, code: 'social_signin_failed' });
    }
    expect(await t.db.selectFrom('social_link').select('id').where('subject', '=', subject).execute()).toHaveLength(1);
    // Not spent by the refusals: the browser that started it signs in.
    const own = await complete(code, attacker.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ token: expect.any(String), id: expect.any(Number) });
  });

  it('a LINE link key names LINE and the masked address, and works only in the browser that started the login', async () => {
    const customer = await t.createUser();
    const subject = sub();
    fake.lineSignsIn({ sub: subject, email: customer.email, email_verified: true });
    const own = await startLine(t);
    const linkKey = fragmentOf((await callback(own.callback, own.cookie)).headers.location).get('link_key')!;
    const other = (await startLine(t)).cookie;
    const post = (url: string, payload: object, cookie: string) =>
      t.inject({ method: 'POST', url, payload, headers: { cookie } });

    for (const cookie of ['', other]) {
      const info = await post('/api/social_signin/link/info/', { link_key: linkKey }, cookie);
      expect(info.json(), cookie).toMatchObject({ status: 400, code: 'social_signin_failed' });
      // Refused before the password is looked at: the victim's right password links nothing.
      const link = await post('/api/social_signin/link/', { link_key: linkKey, password: customer.password }, cookie);
      expect(link.json(), cookie).toMatchObject({ status: 400, code: 'social_signin_failed' });
    }
    expect(await t.db.selectFrom('social_link').select('id').where('subject', '=', subject).execute()).toHaveLength(0);

    const info = await post('/api/social_signin/link/info/', { link_key: linkKey }, own.cookie);
    expect(info.statusCode).toBe(200);
    const [local, domain] = customer.email.split('@');
    expect(info.json()).toEqual({ provider: 'line', email: `${local![0]}***@${domain}` });
    const linked = await post('/api/social_signin/link/', { link_key: linkKey, password: customer.password }, own.cookie);
    expect(linked.json()).toEqual({ token: expect.any(String), id: customer.id });
    // Spent: the form has nothing to show any more.
    expect((await post('/api/social_signin/link/info/', { link_key: linkKey }, own.cookie)).json().code).toBe('invalid_key');
    fake.lineSignsIn({ sub: sub() });
  });

  it('the CSP allows exactly the configured providers, and their popups', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health/' });
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .find((d) => d.trim().startsWith(`${name} `))!
        .trim();
    expect(directive('script-src')).toBe(`script-src 'self' ${fake.base}/gsi/client ${fake.base}`);
    expect(directive('style-src')).toBe(`style-src 'self' 'unsafe-inline' ${fake.base}/gsi/style`);
    expect(directive('connect-src')).toBe(
      `connect-src 'self' ${fake.base}/gsi/ https://www.facebook.com https://graph.facebook.com`,
    );
    expect(directive('frame-src')).toContain(`${fake.base}/gsi/ https://www.facebook.com`);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('bootstrap names the configured providers with their public ids only', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/bootstrap/' });
    expect(res.json().social).toEqual({
      google: { client_id: fake.social.google.clientId, script_url: `${fake.base}/gsi/client` },
      facebook: { app_id: fake.social.facebook.appId, sdk_url: `${fake.base}/fb/sdk.js`, version: 'v21.0' },
      line: true,
    });
    expect(res.body).not.toContain(fake.social.line.channelSecret!);
    expect(res.body).not.toContain(fake.social.facebook.appSecret!);
  });

  it('no secret reached a log', () => {
    const logs = t.logs.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(fake.social.line.channelSecret!);
    expect(logs).not.toContain(fake.social.facebook.appSecret!);
  });

  describe('with no provider configured', () => {
    const bare = setupApp(engine);
    it('adds nothing to the CSP, shows no button, and the LINE start goes back with an error', async () => {
      const res = await bare.inject({ method: 'GET', url: '/api/health/' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("connect-src 'self';");
      expect(csp).toContain("style-src 'self' 'unsafe-inline';");
      expect(csp).not.toContain('google');
      expect(csp).not.toContain('facebook');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      const boot = await bare.inject({ method: 'GET', url: '/api/bootstrap/' });
      expect(boot.json().social).toEqual({ google: null, facebook: null, line: false });
      const start = await bare.inject({ method: 'GET', url: '/api/social/line/start/' });
      expect(start.statusCode).toBe(302);
      expect(fragmentOf(start.headers.location).get('error')).toBe('social_signin_failed');
    });
  });

  describe('with Google alone', () => {
    const googleOnly = setupApp(engine, {
      config: {
        social: {
          ...fake.social,
          line: { ...fake.social.line, channelSecret: undefined },
          facebook: { ...fake.social.facebook, appId: undefined, appSecret: undefined },
        },
      },
    });
    it("allows Google's paths and nothing of Facebook's; LINE without its secret shows no button", async () => {
      const res = await googleOnly.inject({ method: 'GET', url: '/api/health/' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' ${fake.base}/gsi/client;`);
      expect(csp).not.toContain('facebook');
      const boot = await googleOnly.inject({ method: 'GET', url: '/api/bootstrap/' });
      expect(boot.json().social).toMatchObject({ facebook: null, line: false });
    });
  });
});
