import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { createMailer } from '../src/lib/mailer';
import { engines, setupApp } from './helper';
import { refusedPort, startFakeSmtp } from './support/fake-smtp';

// Start-up asks SMTP_URL's server once (nodemailer's verify); the health check then reports mail beside the
// database, 200 `degraded` when mail fails (decision 0042).
const accepting = await startFakeSmtp();
const refusingLogin = await startFakeSmtp({ refuseAuth: true });
const nobody = await refusedPort();
afterAll(async () => {
  await accepting.close();
  await refusingLogin.close();
});

const PASSWORD = 'sm7p-pa55word-never-logged';
const withSmtp = (smtpUrl: string) => {
  const mail = { ...testConfig().mail, smtpUrl };
  return { config: { mail }, mailer: createMailer(mail) };
};

describe.each(engines)('mail health on %s', (engine) => {
  describe('an SMTP server that answers', () => {
    const t = setupApp(engine, withSmtp(accepting.url(`centre:${PASSWORD}`)));

    it('reports mail ok and sends through it, counting the mail', async () => {
      const res = await t.inject({ method: 'GET', url: '/api/health/' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', mail: 'ok' } });
      await t.app.mailer.send({ to: 'mom@example.test', subject: 'hello', text: 'a mail' });
      expect(accepting.received.at(-1)).toContain('a mail');
      const metrics = (await t.inject({ method: 'GET', url: '/api/metrics/' })).body;
      expect(metrics).toMatch(/^mails_sent_total 1$/m);
      expect(t.logs.join('')).not.toContain('failed its check');
    });
  });

  describe('an SMTP address where nothing listens', () => {
    const t = setupApp(engine, withSmtp(`smtp://centre:${PASSWORD}@127.0.0.1:${nobody}`));

    it('logs one line naming SMTP_URL without its password, and health says mail is unhealthy (200, degraded)', async () => {
      const lines = t.logs.filter((l) => l.includes('SMTP_URL'));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({
        level: 50,
        msg: expect.stringMatching(
          new RegExp(`^mail: SMTP_URL smtp://centre@127\\.0\\.0\\.1:${nobody} failed its check: .*ECONNREFUSED`),
        ),
      });
      expect(t.logs.join('')).not.toContain(PASSWORD);
      const res = await t.inject({ method: 'GET', url: '/api/health/' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'degraded', checks: { database: 'ok', mail: 'unhealthy' } });
    });

    it('counts a mail that could not be sent', async () => {
      await expect(t.app.mailer.send({ to: 'mom@example.test', subject: 'x', text: 'y' })).rejects.toThrow();
      expect((await t.inject({ method: 'GET', url: '/api/metrics/' })).body).toMatch(/^mails_failed_total 1$/m);
    });
  });

  describe('an SMTP server that refuses the login', () => {
    const t = setupApp(engine, withSmtp(refusingLogin.url(`centre:${PASSWORD}`)));

    it('logs the refusal without the password and reports mail unhealthy', async () => {
      const line = t.logs.find((l) => l.includes('SMTP_URL'));
      expect(line).toMatch(/failed its check: EAUTH/);
      expect(t.logs.join('')).not.toContain(PASSWORD);
      expect((await t.inject({ method: 'GET', url: '/api/health/' })).json()).toMatchObject({
        status: 'degraded',
        checks: { mail: 'unhealthy' },
      });
    });
  });
});
