import { describe, expect, it } from 'vitest';
import { engines, setupApp } from './helper';

describe.each(engines)('captcha on %s', (engine) => {
  const t = setupApp(engine, { config: { captcha: true } });
  const newCaptcha = async () => {
    const res = await t.inject({ method: 'GET', url: '/api/captcha/' });
    expect(res.statusCode).toBe(200);
    return { key: res.json().key as string, answer: t.captcha.last };
  };
  let seq = 0;
  const register = (captcha: Record<string, string>) => {
    seq++;
    return t.inject({
      method: 'POST',
      url: '/api/user/register/',
      payload: {
        username: `captcha-mom-${seq}`,
        email: `captcha${seq}@example.test`,
        password: 'sunrise-lullaby-42',
        ...captcha,
      },
    });
  };

  it('answers a key and the picture as an SVG data URL, never cached', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/captcha/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { key, image } = res.json();
    expect(key).toMatch(/^[A-Za-z0-9_-]{20,64}$/);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1], 'base64').toString();
    expect(svg).toContain(t.captcha.last);
    // Only the answer's hash is kept.
    const row = await t.db.selectFrom('captcha').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
    expect(row.answer_hash).not.toContain(t.captcha.last);
    expect(Date.parse(row.expires_at) - Date.now()).toBeGreaterThan(9 * 60_000);
  });

  it('refuses register without a captcha with 400 invalid_captcha', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_captcha', fields: { captcha: expect.any(Array) } });
  });

  it('refuses a wrong answer, and the challenge is spent by it', async () => {
    const c = await newCaptcha();
    expect((await register({ captcha_key: c.key, captcha: 'nope' })).json().code).toBe('invalid_captcha');
    expect((await register({ captcha_key: c.key, captcha: c.answer })).json().code).toBe('invalid_captcha');
  });

  it('accepts the right answer in any case, once', async () => {
    const c = await newCaptcha();
    const ok = await register({ captcha_key: c.key, captcha: c.answer.toUpperCase() });
    expect(ok.statusCode).toBe(201);
    const reused = await register({ captcha_key: c.key, captcha: c.answer });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('invalid_captcha');
  });

  it('lets only one of two parallel uses of one answer through', async () => {
    const c = await newCaptcha();
    const answers = await Promise.all([1, 2].map(() => register({ captcha_key: c.key, captcha: c.answer })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });

  it('refuses an expired challenge', async () => {
    const c = await newCaptcha();
    await t.db.updateTable('captcha').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('key', '=', c.key).execute();
    expect((await register({ captcha_key: c.key, captcha: c.answer })).json().code).toBe('invalid_captcha');
  });

  it('guards reset_password the same way', async () => {
    const u = await t.createUser();
    const without = await t.inject({ method: 'POST', url: '/api/users/reset_password/', payload: { email: u.email } });
    expect(without.statusCode).toBe(400);
    expect(without.json().code).toBe('invalid_captcha');
    const c = await newCaptcha();
    const before = t.mails.length;
    const ok = await t.inject({
      method: 'POST',
      url: '/api/users/reset_password/',
      payload: { email: u.email, captcha_key: c.key, captcha: c.answer },
    });
    expect(ok.statusCode).toBe(200);
    expect(t.mails).toHaveLength(before + 1);
  });
});
