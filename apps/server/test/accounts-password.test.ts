import { describe, expect, it } from 'vitest';
import { engines, holdClock, setupApp } from './helper';
import { keyFromMail } from './support/mail-keys';

const RESET = '/api/users/reset_password/';
const CONFIRM = '/api/users/reset_password/confirm/';
const CHANGE = '/api/user/change_password/';

describe.each(engines)('password reset and change on %s', (engine) => {
  const t = setupApp(engine);
  /** Changes a password as the holder of `authorization` (none: anonymous). */
  const change = (authorization: string | undefined, payload: Record<string, string>, remoteAddress = '127.0.0.1') =>
    t.inject({ method: 'POST', url: CHANGE, headers: authorization ? { authorization } : {}, payload, remoteAddress });
  const profileWith = (authorization: string) =>
    t.inject({ method: 'GET', url: '/api/user/profile/', headers: { authorization } });

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const u = await t.createUser();
    const before = t.mails.length;
    const unknown = await t.inject({ method: 'POST', url: RESET, payload: { email: 'nobody@example.test' } });
    expect(t.mails).toHaveLength(before);
    const known = await t.inject({ method: 'POST', url: RESET, payload: { email: u.email.toUpperCase() } });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(t.mails).toHaveLength(before + 1);
    expect(t.mails.at(-1)!.to).toBe(u.email);
    expect(t.mails.at(-1)!.text).toContain('/account/reset?key=');
  });

  it('sets the new password with the mailed key, revokes every token, and the key works once', async () => {
    const u = await t.createUser();
    const phone = await u.login();
    await t.inject({ method: 'POST', url: RESET, payload: { email: u.email } });
    const key = keyFromMail(t.mails, '/account/reset', u.email);

    const res = await t.inject({ method: 'POST', url: CONFIRM, payload: { token: key, new_password: 'brand-new-morning-9' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: expect.any(String) });
    expect((await profileWith(phone)).statusCode).toBe(401);
    expect((await t.login(u.username, u.password, '127.0.6.1')).statusCode).toBe(401);
    expect((await t.login(u.username, 'brand-new-morning-9')).statusCode).toBe(200);

    const reuse = await t.inject({ method: 'POST', url: CONFIRM, payload: { token: key, new_password: 'another-new-one-10' } });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('invalid_key');
  });

  it('keeps the key when the new password is refused, and an earlier link dies with the reset', async () => {
    const u = await t.createUser();
    await t.inject({ method: 'POST', url: RESET, payload: { email: u.email } });
    const first = keyFromMail(t.mails, '/account/reset', u.email);
    await t.inject({ method: 'POST', url: RESET, payload: { email: u.email } });
    const second = keyFromMail(t.mails, '/account/reset', u.email);
    const weak = await t.inject({ method: 'POST', url: CONFIRM, payload: { token: second, new_password: 'password123' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'weak_password', fields: { new_password: expect.any(Array) } });
    expect(
      (await t.inject({ method: 'POST', url: CONFIRM, payload: { token: second, new_password: 'quiet-harbour-77' } })).statusCode,
    ).toBe(200);
    const old = await t.inject({ method: 'POST', url: CONFIRM, payload: { token: first, new_password: 'quiet-harbour-78' } });
    expect(old.json().code).toBe('invalid_key');
  });

  it('lets only one of two parallel confirmations with one key through', async () => {
    const u = await t.createUser();
    await t.inject({ method: 'POST', url: RESET, payload: { email: u.email } });
    const key = keyFromMail(t.mails, '/account/reset', u.email);
    const answers = await Promise.all(
      ['parallel-choice-one-1', 'parallel-choice-two-2'].map((new_password) =>
        t.inject({ method: 'POST', url: CONFIRM, payload: { token: key, new_password } }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses an unknown or expired reset key with 400 invalid_key', async () => {
    const bad = await t.inject({
      method: 'POST',
      url: CONFIRM,
      payload: { token: 'made-up-key-000000000000', new_password: 'quiet-harbour-77' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_key');
    const u = await t.createUser();
    await t.inject({ method: 'POST', url: RESET, payload: { email: u.email } });
    const key = keyFromMail(t.mails, '/account/reset', u.email);
    const row = await t.db
      .selectFrom('one_time_key')
      .select(['expires_at', 'created_at'])
      .where('user_id', '=', u.id)
      .executeTakeFirstOrThrow();
    // The link is good for one hour.
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(3_600_000);
    await t.db.updateTable('one_time_key').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('user_id', '=', u.id).execute();
    expect(
      (await t.inject({ method: 'POST', url: CONFIRM, payload: { token: key, new_password: 'quiet-harbour-77' } })).json().code,
    ).toBe('invalid_key');
  });

  it('changes the password, keeps this token and revokes the other devices', async () => {
    const u = await t.createUser();
    const here = await u.login();
    const elsewhere = await u.login();
    const res = await change(here, { username: u.username, password: u.password, new_password: 'fresh-spring-rain-5' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: expect.any(String) });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await profileWith(here)).statusCode).toBe(200);
    expect((await profileWith(elsewhere)).statusCode).toBe(401);
    expect((await t.login(u.username, 'fresh-spring-rain-5')).statusCode).toBe(200);
    expect((await t.login(u.username, u.password, '127.0.6.2')).statusCode).toBe(401);
  });

  it('refuses a wrong old password with its own 400 wrong_current_password (not a login failure) and keeps the old one', async () => {
    const u = await t.createUser();
    const auth = await u.login();
    const res = await change(auth, { username: u.username, password: 'not-my-password', new_password: 'fresh-spring-rain-5' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'wrong_current_password', fields: { password: ['invalid'] } });
    // The session is untouched: a wrong current password is not an expired login.
    expect((await profileWith(auth)).statusCode).toBe(200);
    expect((await t.login(u.username, u.password)).statusCode).toBe(200);
  });

  it("refuses another user's username with 403, whatever the password", async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    const res = await change(await me.login(), {
      username: other.username,
      password: other.password,
      new_password: 'fresh-spring-rain-5',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    expect((await t.login(other.username, other.password)).statusCode).toBe(200);
  });

  it('refuses a weak new password and a call without a token', async () => {
    const u = await t.createUser();
    const weak = await change(await u.login(), { username: u.username, password: u.password, new_password: 'password123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'weak_password', fields: { new_password: expect.any(Array) } });
    const anonymous = await change(undefined, {
      username: u.username,
      password: u.password,
      new_password: 'fresh-spring-rain-5',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('throttles old-password guesses together with login', async () => {
    holdClock();
    const u = await t.createUser();
    const auth = await u.login();
    const ip = '127.0.6.3';
    for (let i = 0; i < 10; i++) expect((await t.login(u.username, `guess-${i}-guess`, ip)).statusCode).toBe(401);
    const res = await change(auth, { username: u.username, password: u.password, new_password: 'fresh-spring-rain-5' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('throttled');
  });
});
