import { afterAll, describe, expect, it } from 'vitest';
import { engines, setupApp } from './helper';
import { startFakeSocial } from './support/fake-social';

const fake = await startFakeSocial();
afterAll(() => fake.close());

describe.each(engines)('social sign-in on %s', (engine) => {
  const t = setupApp(engine, { config: { social: fake.social } });
  const signIn = (type: string, token: string) =>
    t.inject({ method: 'POST', url: `/api/social_signin/${type}/`, payload: { token } });
  const profileOf = async (token: string) =>
    (await t.inject({ method: 'GET', url: '/api/user/profile/', headers: { authorization: `Token ${token}` } })).json();
  const sub = () => `sub-${engine}-${Math.random().toString(36).slice(2)}`;
  /** The browser-binding cookie a 409 link answer sets, as the next request's Cookie header. */
  const browserOf = (res: { headers: Record<string, unknown> }) => {
    const set = String(res.headers['set-cookie'] ?? '');
    expect(set).toMatch(/^pnc_social=[\w-]{43}; Path=\/; Max-Age=1200; HttpOnly; SameSite=Lax$/);
    return set.split(';')[0]!;
  };
  const post = (url: string, payload: object, cookie: string) => t.inject({ method: 'POST', url, payload, headers: { cookie } });

  it('google: a valid ID token creates a customer once, then signs the same person in again', async () => {
    const subject = sub();
    const token = await fake.idToken('google', {
      sub: subject,
      email: `${subject}@gmail.test`,
      email_verified: true,
      name: 'Mei Lin',
    });
    const first = await signIn('google', token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ token: expect.any(String), id: expect.any(Number) });
    const p = await profileOf(first.json().token);
    expect(p).toMatchObject({
      id: first.json().id,
      role: 'customer',
      email: `${subject}@gmail.test`,
      email_validated: true,
      display_name: 'Mei Lin',
    });
    expect(p.username).toMatch(/^sub-/);
    const again = await signIn(
      'google',
      await fake.idToken('google', { sub: subject, email: `${subject}@gmail.test`, email_verified: true }),
    );
    expect(again.json().id).toBe(first.json().id);
  });

  it('google: both documented issuers pass (https://accounts.google.com and accounts.google.com)', async () => {
    for (const iss of ['https://accounts.google.com', 'accounts.google.com']) {
      const subject = sub();
      const res = await signIn('google', await fake.idToken('google', { sub: subject, iss, email: `${subject}@gmail.test` }));
      expect(res.statusCode, iss).toBe(200);
    }
  });

  it('google: an existing customer with the same proven email is linked only after its password, once', async () => {
    const u = await t.createUser();
    const subject = sub();
    const token = () => fake.idToken('google', { sub: subject, email: u.email.toUpperCase(), email_verified: true });
    const asked = await signIn('google', await token());
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ status: 409, code: 'social_link_required', link_key: expect.any(String) });
    const linkKey = asked.json().link_key as string;
    const cookie = browserOf(asked);
    expect(await t.db.selectFrom('social_link').select('id').where('subject', '=', subject).execute()).toHaveLength(0);

    const link = (password: string, key = linkKey) =>
      t.inject({ method: 'POST', url: '/api/social_signin/link/', payload: { link_key: key, password }, headers: { cookie } });
    const wrong = await link('not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('login_failed');
    expect(await t.db.selectFrom('social_link').select('id').where('subject', '=', subject).execute()).toHaveLength(0);

    // Two tabs with the right password: the key links once.
    const both = await Promise.all([link(u.password), link(u.password)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const ok = both.find((r) => r.statusCode === 200)!;
    expect(ok.json()).toEqual({ token: expect.any(String), id: u.id });
    expect(both.find((r) => r.statusCode === 400)!.json().code).toBe('invalid_key');
    expect((await link(u.password)).json().code).toBe('invalid_key');

    // Linked now: the next sign-in asks nothing.
    const again = await signIn('google', await token());
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(u.id);
  });

  it('a link key works only in the browser it was answered to; the 409 and its form name the provider and masked address', async () => {
    const u = await t.createUser({ email: `wen.${engine}.${Math.random().toString(36).slice(2)}@example.test` });
    const id = `fb-${sub()}`;
    fake.facebookUser(`fb-link-${id}`, { id, name: 'Wen', email: u.email });
    const asked = await signIn('facebook', `fb-link-${id}`);
    expect(asked.statusCode).toBe(409);
    const masked = `w***@example.test`;
    expect(asked.json()).toMatchObject({ code: 'social_link_required', link: { provider: 'facebook', email: masked } });
    expect(asked.body).not.toContain(u.email);
    const linkKey = asked.json().link_key as string;
    const own = browserOf(asked);

    // Another browser: none, one with its own binding (from its own sign-in), a made-up one.
    const g = await signIn('google', await fake.idToken('google', { sub: sub(), email: u.email, email_verified: true }));
    const other = browserOf(g);
    expect(other).not.toBe(own);
    for (const cookie of ['', other, `pnc_social=${'x'.repeat(43)}`]) {
      const info = await post('/api/social_signin/link/info/', { link_key: linkKey }, cookie);
      expect(info.statusCode, cookie).toBe(400);
      expect(info.json(), cookie).toMatchObject({ status: 400, code: 'social_signin_failed' });
      const link = await post('/api/social_signin/link/', { link_key: linkKey, password: u.password }, cookie);
      expect(link.statusCode, cookie).toBe(400);
      expect(link.json(), cookie).toMatchObject({ status: 400, code: 'social_signin_failed' });
    }
    expect(await t.db.selectFrom('social_link').select('id').where('subject', '=', id).execute()).toHaveLength(0);
    // The other browser's own key is its alone too: Google's key names Google there, and nothing here.
    expect((await post('/api/social_signin/link/info/', { link_key: g.json().link_key }, other)).json()).toEqual({
      provider: 'google',
      email: masked,
    });
    expect((await post('/api/social_signin/link/info/', { link_key: g.json().link_key }, own)).json().code).toBe(
      'social_signin_failed',
    );

    // The right browser: the form names Facebook, and the link is made.
    const info = await post('/api/social_signin/link/info/', { link_key: linkKey }, own);
    expect(info.json()).toEqual({ provider: 'facebook', email: masked });
    const linked = await post('/api/social_signin/link/', { link_key: linkKey, password: u.password }, own);
    expect(linked.json()).toEqual({ token: expect.any(String), id: u.id });
    expect((await post('/api/social_signin/link/', { link_key: 'never-issued', password: 'x' }, own)).json().code).toBe(
      'invalid_key',
    );
  });

  it('staff and admin accounts never sign in socially and are never linked', async () => {
    for (const role of ['staff', 'manager', 'admin'] as const) {
      const u = await t.createUser({ role });
      const subject = sub();
      const res = await signIn('google', await fake.idToken('google', { sub: subject, email: u.email, email_verified: true }));
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, code: 'social_staff_account' });
      expect(await t.db.selectFrom('social_link').select('id').where('user_id', '=', u.id).execute()).toHaveLength(0);
    }
    // A link made before this rule stops working too.
    const admin = await t.createUser({ role: 'admin' });
    const subject = sub();
    await t.db
      .insertInto('social_link')
      .values({ user_id: admin.id, provider: 'google', subject, created_at: new Date().toISOString() })
      .execute();
    const linked = await signIn('google', await fake.idToken('google', { sub: subject }));
    expect(linked.statusCode).toBe(403);
    expect(linked.json().code).toBe('social_staff_account');
  });

  it('google: a verified email wins over an unproven registration of the same address', async () => {
    const squatter = await t.inject({
      method: 'POST',
      url: '/api/user/register/',
      payload: { username: `squat-${engine}`, email: `victim-${engine}@gmail.test`, password: 'squatter-pass-123' },
    });
    expect(squatter.statusCode).toBe(201);
    const res = await signIn(
      'google',
      await fake.idToken('google', { sub: sub(), email: `victim-${engine}@gmail.test`, email_verified: true }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(squatter.json().id);
    expect(await profileOf(res.json().token)).toMatchObject({ email_validated: true });
    // The registrant's password no longer opens the account.
    const login = await t.login(`squat-${engine}`, 'squatter-pass-123');
    expect(login.statusCode).toBe(401);
  });

  it('google: an unverified email matching an account does not take it over', async () => {
    const u = await t.createUser();
    const res = await signIn('google', await fake.idToken('google', { sub: sub(), email: u.email, email_verified: false }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('email_taken');
  });

  it('google: refuses a forged, expired, wrong-audience or wrong-issuer token with 401 social_signin_failed', async () => {
    const claims = { sub: sub(), email: 'x@gmail.test', email_verified: true };
    const bad = [
      await fake.idToken('google', claims, { key: fake.strangerKey }),
      await fake.idToken('google', claims, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
      await fake.idToken('google', { ...claims, aud: 'someone-elses-client' }),
      await fake.idToken('google', { ...claims, iss: 'https://evil.test' }),
      await fake.idToken('line', claims),
      'not-a-jwt',
    ];
    for (const token of bad) {
      const res = await signIn('google', token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 401, code: 'social_signin_failed' });
    }
  });

  it('line: a valid ID token creates a user; the address is not marked verified without the claim', async () => {
    const subject = sub();
    const res = await signIn('line', await fake.idToken('line', { sub: subject, email: `${subject}@line.test`, name: '小美' }));
    expect(res.statusCode).toBe(200);
    const p = await profileOf(res.json().token);
    expect(p).toMatchObject({ email: `${subject}@line.test`, email_validated: false, display_name: '小美' });
    const again = await signIn('line', await fake.idToken('line', { sub: subject }));
    expect(again.json().id).toBe(res.json().id);
  });

  it('line: refuses a forged or google-audience token', async () => {
    const forged = await signIn('line', await fake.idToken('line', { sub: sub() }, { key: fake.strangerKey }));
    expect(forged.statusCode).toBe(401);
    const wrongAud = await signIn('line', await fake.idToken('line', { sub: sub(), aud: 'google-client-1' }));
    expect(wrongAud.json().code).toBe('social_signin_failed');
  });

  it('facebook: checks the token through debug_token in a POST body, reads /me, and creates then reuses the user', async () => {
    const id = `fb-${sub()}`;
    fake.facebookUser('fb-user-token-1-' + engine, { id, name: 'Fang Hua', email: `${id}@fb.test` });
    const res = await signIn('facebook', 'fb-user-token-1-' + engine);
    expect(res.statusCode).toBe(200);
    expect(await profileOf(res.json().token)).toMatchObject({
      email: `${id}@fb.test`,
      email_validated: true,
      display_name: 'Fang Hua',
    });
    expect((await signIn('facebook', 'fb-user-token-1-' + engine)).json().id).toBe(res.json().id);

    const debug = fake.seen.filter((r) => r.url.startsWith('/graph/debug_token'));
    expect(debug.length).toBeGreaterThan(0);
    for (const r of debug) {
      expect(r.method).toBe('POST');
      // Secrets and tokens travel in the body, never in a URL.
      expect(r.url).toBe('/graph/debug_token');
      expect(new URLSearchParams(r.body).get('access_token')).toBe(
        `${fake.social.facebook.appId}|${fake.social.facebook.appSecret}`,
      );
    }
    const me = fake.seen.filter((r) => r.url.startsWith('/graph/me'));
    expect(me.some((r) => r.authorization === `Bearer fb-user-token-1-${engine}`)).toBe(true);
    expect(me.every((r) => r.url === '/graph/me?fields=id,name,email' && r.authorization?.startsWith('Bearer '))).toBe(true);
  });

  it('facebook: a user without an email gets a placeholder address, unvalidated', async () => {
    const id = `fb-${sub()}`;
    fake.facebookUser(`fb-noemail-${engine}`, { id, name: 'No Mail' });
    const res = await signIn('facebook', `fb-noemail-${engine}`);
    expect(res.statusCode).toBe(200);
    expect(await profileOf(res.json().token)).toMatchObject({ email: `facebook.${id}@social.invalid`, email_validated: false });
  });

  it('facebook: refuses an invalid token and one issued to another app', async () => {
    expect((await signIn('facebook', 'never-issued')).json()).toMatchObject({ status: 401, code: 'social_signin_failed' });
    fake.facebookUser(`fb-other-app-${engine}`, { id: `fb-${sub()}`, name: 'X', appId: 'another-app' });
    const other = await signIn('facebook', `fb-other-app-${engine}`);
    expect(other.statusCode).toBe(401);
    expect(other.json().code).toBe('social_signin_failed');
  });

  it('refuses an unknown socialType with 400 validation_error', async () => {
    const res = await signIn('myspace', 'whatever');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
  });

  it('refuses a deactivated linked user', async () => {
    const subject = sub();
    const first = await signIn(
      'google',
      await fake.idToken('google', { sub: subject, email: `${subject}@gmail.test`, email_verified: true }),
    );
    await t.db.updateTable('app_user').set({ is_active: 0 }).where('id', '=', first.json().id).execute();
    const res = await signIn('google', await fake.idToken('google', { sub: subject }));
    expect(res.statusCode).toBe(401);
  });

  describe('without configured client ids', () => {
    const bare = setupApp(engine);
    it('answers 400 social_signin_failed for each provider', async () => {
      for (const type of ['google', 'line', 'facebook']) {
        const res = await bare.inject({ method: 'POST', url: `/api/social_signin/${type}/`, payload: { token: 'x' } });
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('social_signin_failed');
      }
    });
  });
});
