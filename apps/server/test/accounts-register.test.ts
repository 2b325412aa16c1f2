import { describe, expect, it } from 'vitest';
import { Profile } from '@pnc/schemas/accounts';
import { engines, holdClock, setupApp } from './helper';
import { keyFromMail } from './support/mail-keys';

const PASSWORD = 'sunrise-lullaby-42';

describe.each(engines)('registration and email validation on %s', (engine) => {
  const t = setupApp(engine);
  /** Registers with a good password unless the body gives one. */
  const register = (body: Record<string, unknown>, app = t) =>
    app.inject({ method: 'POST', url: '/api/user/register/', payload: { password: PASSWORD, ...body } });
  const validate = (token: string) => t.inject({ method: 'POST', url: '/api/user/validate/', payload: { token } });
  const resendValidation = (username: string, password: string, app = t) =>
    app.inject({ method: 'POST', url: '/api/users/reset_validation/', payload: { username, password } });

  it('creates an unvalidated customer, mails the link, and the link validates once; then login works', async () => {
    const res = await register({ username: 'NewMom', email: 'NewMom@Example.test', language: 'en' });
    expect(res.statusCode).toBe(201);
    const profile = Profile.parse(res.json());
    expect(profile).toMatchObject({
      username: 'NewMom',
      role: 'customer',
      email_validated: false,
      language: 'en',
      is_active: true,
    });
    expect(res.json()).not.toHaveProperty('password_hash');

    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe('NewMom@Example.test');
    expect(mail.subject).toContain('Dawn Postnatal Care Centre');
    expect(mail.html).toContain('/account/validate?key=');
    expect((await t.login('newmom', PASSWORD)).json().code).toBe('unvalidated_account');

    const key = keyFromMail(t.mails, '/account/validate', 'NewMom@Example.test');
    const ok = await validate(key);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ detail: expect.any(String) });
    const reuse = await validate(key);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ code: 'invalid_key' });

    const session = await t.login('newmom', PASSWORD);
    expect(session.statusCode).toBe(200);
    expect(session.json().id).toBe(profile.id);
  });

  it('writes the mail in Chinese by default', async () => {
    await register({ username: 'chinese-mom', email: 'tw@example.test' });
    const mail = t.mails.at(-1)!;
    expect(mail.subject).toContain('晨曦產後護理之家');
    expect(mail.text).toContain('驗證');
  });

  it('refuses a username taken in another case with 409 username_taken', async () => {
    const u = await t.createUser();
    const res = await register({ username: u.username.toUpperCase(), email: 'other1@example.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'username_taken', fields: { username: expect.any(Array) } });
  });

  it('refuses a taken email (any case) with 409 email_taken', async () => {
    const u = await t.createUser();
    const res = await register({ username: 'someone-new', email: u.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'email_taken', fields: { email: expect.any(Array) } });
  });

  it('refuses common, short or username-like passwords with 400 weak_password on the password field', async () => {
    for (const password of ['password123', 'short', 'weak-user-name']) {
      const res = await register({ username: 'weak-user-name', email: 'weak@example.test', password });
      expect(res.statusCode).toBe(400);
      // Short passwords already fail the schema; the others fail the password rules.
      expect(['weak_password', 'validation_error']).toContain(res.json().code);
      expect(res.json().fields.password).toBeDefined();
    }
    expect(
      (await register({ username: 'weak-user-name', email: 'weak@example.test', password: 'password123' })).json().code,
    ).toBe('weak_password');
  });

  it("refuses a username with '@', so no username can equal another user's email", async () => {
    const u = await t.createUser();
    const res = await register({ username: u.email, email: 'fresh@example.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error', fields: { username: expect.any(Array) } });
  });

  it('refuses bad fields and unknown keys are ignored, not stored', async () => {
    const res = await register({ username: 'a b', email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ username: expect.any(Array), email: expect.any(Array) });
    const sneaky = await register({ username: 'sneaky', email: 'sneaky@example.test', role: 'admin' });
    expect(sneaky.statusCode).toBe(201);
    expect(sneaky.json().role).toBe('customer');
  });

  it('lets only one of two parallel uses of a validation key through', async () => {
    await register({ username: 'twin-click', email: 'twin@example.test' });
    const key = keyFromMail(t.mails, '/account/validate', 'twin@example.test');
    const answers = await Promise.all([validate(key), validate(key)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses an unknown or expired validation key with 400 invalid_key', async () => {
    expect((await validate('no-such-key-at-all-0000000000')).json().code).toBe('invalid_key');
    await register({ username: 'slow-reader', email: 'slow@example.test' });
    const key = keyFromMail(t.mails, '/account/validate', 'slow@example.test');
    await t.db.updateTable('one_time_key').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    const res = await validate(key);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_key');
  });

  it('resends the validation mail for the right credentials; the new link works', async () => {
    await register({ username: 'lost-mail', email: 'lost@example.test' });
    const before = t.mails.length;
    const res = await resendValidation('lost-mail', PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().detail).toMatch(/validation email sent/i);
    expect(t.mails).toHaveLength(before + 1);
    expect((await validate(keyFromMail(t.mails, '/account/validate', 'lost@example.test'))).statusCode).toBe(200);

    const again = await resendValidation('lost-mail', PASSWORD);
    expect(again.statusCode).toBe(200);
    expect(again.json().detail).toMatch(/already/i);
    expect(t.mails).toHaveLength(before + 1);
  });

  it('refuses reset_validation with wrong credentials with 401 login_failed and sends nothing', async () => {
    await register({ username: 'lost-mail-2', email: 'lost2@example.test' });
    const before = t.mails.length;
    const res = await resendValidation('lost-mail-2', 'wrong-wrong-wrong');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('login_failed');
    expect(t.mails).toHaveLength(before);
  });

  it('limits registrations per address with 429 throttled', async () => {
    holdClock();
    const answers = [];
    for (let i = 0; i < 21; i++) {
      answers.push(await t.inject({ method: 'POST', url: '/api/user/register/', payload: {}, remoteAddress: '127.0.5.1' }));
    }
    expect(answers.slice(0, 20).every((r) => r.statusCode === 400)).toBe(true);
    expect(answers[20]!.statusCode).toBe(429);
    expect(answers[20]!.json()).toMatchObject({ status: 429, code: 'throttled' });
  });

  describe('when the mail server fails', () => {
    const down = setupApp(engine, { mailer: { send: async () => Promise.reject(new Error('smtp down')) } });

    it('still registers, and reset_validation answers 503 saying the mail was not sent', async () => {
      const reg = await register({ username: 'no-mail-mom', email: 'nomail@example.test' }, down);
      expect(reg.statusCode).toBe(201);
      const res = await resendValidation('no-mail-mom', PASSWORD, down);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'service_unavailable',
        message: expect.stringMatching(/fail to send|failed to send/i),
      });
    });
  });
});
