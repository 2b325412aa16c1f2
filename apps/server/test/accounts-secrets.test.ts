import { afterAll, describe, expect, it } from 'vitest';
import { engines, setupApp } from './helper';
import { startFakeSocial } from './support/fake-social';
import { keyFromMail } from './support/mail-keys';

const fake = await startFakeSocial();
afterAll(() => fake.close());

/** Runs every account call, right and wrong, with known secrets, then searches the captured log text for them. */
describe.each(engines)('account secrets stay out of the logs on %s', (engine) => {
  const t = setupApp(engine, { config: { captcha: true, social: fake.social } });
  const secrets: string[] = [];
  const keep = <T extends string>(s: T): T => (secrets.push(s), s);
  const post = (url: string, payload: Record<string, unknown>, authorization?: string) =>
    t.inject({ method: 'POST', url, payload, ...(authorization && { headers: { authorization } }) });
  const captcha = async () => {
    const res = await t.inject({ method: 'GET', url: '/api/captcha/' });
    return { captcha_key: keep(res.json().key as string), captcha: t.captcha.last };
  };

  it('goes through register, validate, login, change and reset password, profile, social sign-in and logout', async () => {
    const password = keep('Secret-Password-Register-1');
    const reg = await post('/api/user/register/', {
      username: 'log-mom',
      email: 'logmom@example.test',
      password,
      ...(await captcha()),
    });
    expect(reg.statusCode).toBe(201);
    expect((await post('/api/user/login/', { username: 'log-mom', password })).statusCode).toBe(403);
    const validateKey = keep(keyFromMail(t.mails, '/account/validate', 'logmom@example.test'));
    expect((await post('/api/user/validate/', { token: validateKey })).statusCode).toBe(200);
    expect((await post('/api/user/validate/', { token: validateKey })).statusCode).toBe(400);

    expect((await post('/api/user/login/', { username: 'log-mom', password: keep('Secret-Wrong-Guess-2') })).statusCode).toBe(
      401,
    );
    const login = await post('/api/user/login/', { username: 'log-mom', password });
    const token = keep(login.json().token as string);
    const auth = `Token ${token}`;

    const newPassword = keep('Secret-Password-Changed-3');
    expect(
      (await post('/api/user/change_password/', { username: 'log-mom', password, new_password: newPassword }, auth)).statusCode,
    ).toBe(200);
    expect(
      (
        await post(
          '/api/user/change_password/',
          { username: 'log-mom', password: keep('Secret-Wrong-Old-4'), new_password: 'x-y-z-w-v-u' },
          auth,
        )
      ).statusCode,
    ).toBe(400); // wrong_current_password
    expect(
      (
        await t.inject({
          method: 'PUT',
          url: '/api/user/profile/',
          headers: { authorization: auth },
          payload: { phone: '02 1234 5678' },
        })
      ).statusCode,
    ).toBe(200);

    expect((await post('/api/users/reset_password/', { email: 'logmom@example.test', ...(await captcha()) })).statusCode).toBe(
      200,
    );
    const resetKey = keep(keyFromMail(t.mails, '/account/reset', 'logmom@example.test'));
    const resetPassword = keep('Secret-Password-Reset-5');
    expect((await post('/api/users/reset_password/confirm/', { token: resetKey, new_password: resetPassword })).statusCode).toBe(
      200,
    );
    expect((await post('/api/users/reset_password/confirm/', { token: resetKey, new_password: resetPassword })).statusCode).toBe(
      400,
    );
    expect((await t.inject({ method: 'GET', url: '/api/user/profile/', headers: { authorization: auth } })).statusCode).toBe(401);

    const second = await post('/api/user/login/', { username: 'logmom@example.test', password: resetPassword });
    const secondToken = keep(second.json().token as string);
    expect((await post('/api/users/reset_validation/', { username: 'log-mom', password: resetPassword })).statusCode).toBe(200);
    expect((await post('/api/user/logout/', {}, `Token ${secondToken}`)).statusCode).toBe(204);

    const idToken = keep(await fake.idToken('google', { sub: 'log-sub-1', email: 'g@gmail.test', email_verified: true }));
    const social = await post('/api/social_signin/google/', { token: idToken });
    expect(social.statusCode).toBe(200);
    keep(social.json().token as string);
    keep(await fake.idToken('google', { sub: 'log-sub-2' }, { key: fake.strangerKey }));
    expect((await post('/api/social_signin/google/', { token: secrets.at(-1)! })).statusCode).toBe(401);
    const fbToken = keep(`Secret-Facebook-Token-${engine}`);
    fake.facebookUser(fbToken, { id: `fb-log-${engine}`, name: 'FB', email: `fb-log-${engine}@fb.test` });
    const fb = await post('/api/social_signin/facebook/', { token: fbToken });
    expect(fb.statusCode).toBe(200);
    keep(fb.json().token as string);
    expect(
      (await post('/api/user/register/', { username: 'x-y-z', email: 'xyz@example.test', password: keep('Secret-No-Captcha-6') }))
        .statusCode,
    ).toBe(400);

    const text = t.logs.join('\n');
    // The log does record the requests, so the search below looks at real lines.
    expect(text).toContain('/api/user/login/');
    expect(text).toContain('/api/users/reset_password/confirm/');
    for (const s of [...secrets, fake.social.facebook.appSecret!]) expect(text, `a secret leaked into the log`).not.toContain(s);
  });
});
