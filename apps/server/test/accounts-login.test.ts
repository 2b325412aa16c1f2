import { describe, expect, it } from 'vitest';
import { insertUser } from '../src/accounts/user-repository';
import { engines, holdClock, setupApp } from './helper';

const LOGIN = '/api/user/login/';

describe.each(engines)('login and logout on %s', (engine) => {
  const t = setupApp(engine);

  it('answers a token and the id, by username or email in any case, and records last_login', async () => {
    const u = await t.createUser();
    const res = await t.login(u.username.toUpperCase(), u.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token: expect.any(String), id: u.id });
    const byEmail = await t.login(u.email.toUpperCase(), u.password);
    expect(byEmail.json().id).toBe(u.id);
    // One token per device: a second login does not end the first.
    expect(byEmail.json().token).not.toBe(res.json().token);
    const profile = await t.inject({
      method: 'GET',
      url: '/api/user/profile/',
      headers: { authorization: `Token ${res.json().token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().last_login).toMatch(/^\d{4}-\d\d-\d\dT/);
    const row = await t.db.selectFrom('auth_token').select('user_agent').where('user_id', '=', u.id).execute();
    expect(row).toHaveLength(2);
  });

  it('stores the user agent of each device', async () => {
    const u = await t.createUser();
    await t.inject({
      method: 'POST',
      url: LOGIN,
      payload: { username: u.username, password: u.password },
      headers: { 'user-agent': 'TestPhone/1.0' },
    });
    const rows = await t.db.selectFrom('auth_token').select('user_agent').where('user_id', '=', u.id).execute();
    expect(rows.map((r) => r.user_agent)).toEqual(['TestPhone/1.0']);
  });

  it('accepts the form-post variant', async () => {
    const u = await t.createUser();
    const res = await t.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: u.username, password: u.password }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(u.id);
  });

  it('refuses a wrong password and an unknown user alike with 401 login_failed', async () => {
    const u = await t.createUser();
    const wrong = await t.login(u.username, 'not-the-password', '127.0.1.1');
    const unknown = await t.login('nobody-here', 'not-the-password', '127.0.1.1');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 401, code: 'login_failed' });
    }
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('refuses missing fields with 400 validation_error', async () => {
    const res = await t.inject({ method: 'POST', url: LOGIN, payload: { username: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error', fields: { password: expect.any(Array) } });
  });

  it('answers 403 unvalidated_account for a right password on an unvalidated email, and 401 for a wrong one', async () => {
    await insertUser(t.db, {
      username: 'fresh-mom',
      email: 'fresh@example.test',
      password: 'milk-and-honey-77',
      role: 'customer',
      emailValidated: false,
    });
    const res = await t.login('fresh-mom', 'milk-and-honey-77');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'unvalidated_account' });
    expect((await t.login('fresh-mom', 'wrong-password-1', '127.0.1.2')).json().code).toBe('login_failed');
  });

  it('answers login_failed for a deactivated user, whose existing tokens stop working', async () => {
    const u = await t.createUser();
    const auth = await u.login();
    await t.db.updateTable('app_user').set({ is_active: 0 }).where('id', '=', u.id).execute();
    const res = await t.login(u.username, u.password, '127.0.1.3');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('login_failed');
    const profile = await t.inject({ method: 'GET', url: '/api/user/profile/', headers: { authorization: auth } });
    expect(profile.statusCode).toBe(401);
  });

  it('logs out one device: that token gets 401, another device keeps working', async () => {
    const u = await t.createUser();
    const phone = await u.login();
    const laptop = await u.login();
    const out = await t.inject({ method: 'POST', url: '/api/user/logout/', headers: { authorization: phone } });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    const again = await t.inject({ method: 'GET', url: '/api/user/profile/', headers: { authorization: phone } });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('unauthenticated');
    const other = await t.inject({ method: 'GET', url: '/api/user/profile/', headers: { authorization: laptop } });
    expect(other.statusCode).toBe(200);
    expect(other.headers['cache-control']).toBe('no-store');
  });

  it('refuses logout without a token with 401', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/user/logout/' });
    expect(res.statusCode).toBe(401);
  });

  it('lets exactly 10 of 40 parallel wrong passwords be checked, throttles the rest, and locks only that name', async () => {
    holdClock();
    const u = await t.createUser();
    const other = await t.createUser();
    const ip = '127.0.2.1';
    const answers = await Promise.all(Array.from({ length: 40 }, () => t.login(u.username, 'guess-guess-guess', ip)));
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'login_failed')).toHaveLength(10);
    expect(codes.filter((c) => c === 'throttled')).toHaveLength(30);
    expect(answers.filter((r) => r.json().code === 'throttled').every((r) => r.statusCode === 429)).toBe(true);
    // Until the window passes the right password is refused too, unchecked...
    const right = await t.login(u.username, u.password, ip);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ status: 429, code: 'throttled' });
    // ...also when the same name is typed in another case, or from elsewhere...
    expect((await t.login(u.username.toUpperCase(), u.password, '127.0.2.2')).statusCode).toBe(429);
    // ...while another account logs in from the same address.
    const ok = await t.login(other.username, other.password, ip);
    expect(ok.statusCode).toBe(200);
  });

  it('throttles one address after 30 failures whatever the names', async () => {
    holdClock();
    const ip = '127.0.3.1';
    for (let i = 0; i < 30; i++) expect((await t.login(`nobody${i}`, 'guess-guess-guess', ip)).statusCode).toBe(401);
    const u = await t.createUser();
    expect((await t.login(u.username, u.password, ip)).statusCode).toBe(429);
    expect((await t.login(u.username, u.password, '127.0.3.2')).statusCode).toBe(200);
  });

  it('does not count successful logins against the allowance', async () => {
    const u = await t.createUser();
    for (let i = 0; i < 12; i++) expect((await t.login(u.username, u.password, '127.0.4.1')).statusCode).toBe(200);
  });
});
