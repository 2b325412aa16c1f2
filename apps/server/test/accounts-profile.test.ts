import { describe, expect, it } from 'vitest';
import { Profile } from '@pnc/schemas/accounts';
import { engines, setupApp } from './helper';
import { keyFromMail } from './support/mail-keys';

const PROFILE = '/api/user/profile/';

describe.each(engines)('profile on %s', (engine) => {
  const t = setupApp(engine);
  const put = (authorization: string, payload: Record<string, unknown>) =>
    t.inject({ method: 'PUT', url: PROFILE, headers: { authorization }, payload });

  it('answers your own profile, not cached, without the password hash', async () => {
    const u = await t.createUser({ role: 'staff' });
    const res = await t.inject({ method: 'GET', url: PROFILE, headers: { authorization: await u.login() } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const p = Profile.parse(res.json());
    expect(p).toMatchObject({ id: u.id, username: u.username, email: u.email, role: 'staff', email_validated: true });
    expect(res.body).not.toContain('argon2');
  });

  it('refuses the own profile without a token with 401', async () => {
    const res = await t.inject({ method: 'GET', url: PROFILE });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthenticated');
  });

  it('updates the allowed fields and answers the updated profile', async () => {
    const u = await t.createUser();
    const auth = await u.login();
    const res = await put(auth, {
      display_name: '陳小姐',
      phone: '+886 912-345-678',
      language: 'en',
      avatar_url: 'https://cdn.example/a.png',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      display_name: '陳小姐',
      // A phone is stored in its one form however typed (phone.ts).
      phone: '0912345678',
      language: 'en',
      avatar_url: 'https://cdn.example/a.png',
    });
    const again = await t.inject({ method: 'GET', url: PROFILE, headers: { authorization: auth } });
    expect(again.json().display_name).toBe('陳小姐');
  });

  it('refuses unknown keys such as role with 400 and changes nothing', async () => {
    const u = await t.createUser();
    const auth = await u.login();
    const res = await put(auth, { display_name: 'Boss', role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
    const p = (await t.inject({ method: 'GET', url: PROFILE, headers: { authorization: auth } })).json();
    expect(p.role).toBe('customer');
    expect(p.display_name).not.toBe('Boss');
  });

  it('refuses bad values with 400 and the field named', async () => {
    const u = await t.createUser();
    const res = await put(await u.login(), { phone: 'call me maybe', language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ phone: expect.any(Array), language: expect.any(Array) });
  });

  it('changing the email unvalidates it and mails the new address; the caller stays logged in', async () => {
    const u = await t.createUser();
    const auth = await u.login();
    const res = await put(auth, { email: 'Moved@Example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'Moved@Example.test', email_validated: false });
    expect(t.mails.at(-1)!.to).toBe('Moved@Example.test');
    expect((await t.inject({ method: 'GET', url: PROFILE, headers: { authorization: auth } })).statusCode).toBe(200);

    const key = keyFromMail(t.mails, '/account/validate', 'Moved@Example.test');
    expect((await t.inject({ method: 'POST', url: '/api/user/validate/', payload: { token: key } })).statusCode).toBe(200);
    const after = await t.inject({ method: 'GET', url: PROFILE, headers: { authorization: auth } });
    expect(after.json().email_validated).toBe(true);
  });

  it('a validation link for an address the account no longer has validates nothing', async () => {
    const u = await t.createUser();
    const auth = await u.login();
    await put(auth, { email: 'first-move@example.test' });
    const stale = keyFromMail(t.mails, '/account/validate', 'first-move@example.test');
    await put(auth, { email: 'second-move@example.test' });
    const res = await t.inject({ method: 'POST', url: '/api/user/validate/', payload: { token: stale } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_key');
    expect((await t.inject({ method: 'GET', url: PROFILE, headers: { authorization: auth } })).json().email_validated).toBe(
      false,
    );
  });

  it('keeps the email validated when only its case changes, without a mail', async () => {
    const u = await t.createUser();
    const before = t.mails.length;
    const res = await put(await u.login(), { email: u.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: u.email.toUpperCase(), email_validated: true });
    expect(t.mails).toHaveLength(before);
  });

  it('refuses an email another account has with 409 email_taken', async () => {
    const u = await t.createUser();
    const other = await t.createUser();
    const res = await put(await u.login(), { email: other.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'email_taken', fields: { email: expect.any(Array) } });
  });

  it("shows anyone another user's public fields only", async () => {
    const u = await t.createUser();
    const res = await t.inject({ method: 'GET', url: `${PROFILE}${u.id}/` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: u.id,
      username: u.username,
      display_name: expect.any(String),
      avatar_url: expect.any(String),
    });
    expect(res.body).not.toContain(u.email);
    const viewer = await t.createUser();
    const logged = await t.inject({ method: 'GET', url: `${PROFILE}${u.id}/`, headers: { authorization: await viewer.login() } });
    expect(Object.keys(logged.json()).sort()).toEqual(['avatar_url', 'display_name', 'id', 'username']);
  });

  it('answers 404 not_found for no such user and 400 for a bad id', async () => {
    const none = await t.inject({ method: 'GET', url: `${PROFILE}999999/` });
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('not_found');
    expect((await t.inject({ method: 'GET', url: `${PROFILE}abc/` })).statusCode).toBe(400);
  });

  it('documents the account routes under the accounts tag', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, method] of [
      ['/api/user/login/', 'post'],
      ['/api/user/profile/', 'put'],
      ['/api/user/profile/{id}/', 'get'],
      ['/api/social_signin/{socialType}/', 'post'],
      ['/api/captcha/', 'get'],
      ['/api/users/reset_password/confirm/', 'post'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.tags).toEqual(['accounts']);
      expect(doc.paths[path][method].summary).toBeTruthy();
    }
  });
});
