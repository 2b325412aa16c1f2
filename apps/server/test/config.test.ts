import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('configuration from the environment', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.host).toBe('127.0.0.1');
    expect(c.database).toEqual({ engine: 'sqlite', path: 'data/app.db' });
    expect(c.seedDemo).toBe(true);
    expect(c.captcha).toBe(true);
    expect(c.mail.smtpUrl).toBeUndefined();
    expect(c.mail.outboxDir).toBe('data/outbox');
  });

  it('reads postgres URLs and switches', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: '0', CAPTCHA: 'off', PORT: '9000' });
    expect(c.database).toEqual({ engine: 'postgres', url: 'postgres://u@h/db' });
    expect(c).toMatchObject({ seedDemo: false, captcha: false, port: 9000 });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SEED_DEMO', 'yes'],
    ['CAPTCHA', 'maybe'],
    ['SMTP_URL', 'http://mail'],
    ['PUBLIC_URL', 'not a url'],
  ])('stops on a bad %s with one line naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(new RegExp(`^Invalid environment variable ${name}: [^\\n]+$`));
  });
});
