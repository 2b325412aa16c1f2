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
    expect(c.idempotencyKeyRetentionDays).toBe(30);
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
    ['IDEMPOTENCY_KEY_RETENTION_DAYS', '0'],
    ['IDEMPOTENCY_KEY_RETENTION_DAYS', '７'],
    ['IDEMPOTENCY_KEY_RETENTION_DAYS', '1.5'],
  ])('stops on a bad %s with one line naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(new RegExp(`^Invalid environment variable ${name}: [^\\n]+$`));
  });

  it.each([
    [{ ECPAY_AIO_URL: 'https://payment.ecpay.com.tw' }, 'ECPAY_HASH_KEY'],
    [{ ECPAY_AIO_URL: 'https://payment.ecpay.com.tw', ECPAY_HASH_KEY: 'ownMerchantKey01' }, 'ECPAY_HASH_IV'],
    [{ ECPAY_INVOICE_URL: 'https://einvoice.ecpay.com.tw' }, 'ECPAY_INVOICE_HASH_KEY'],
    [{ ECPAY_INVOICE_URL: 'https://einvoice.ecpay.com.tw', ECPAY_INVOICE_HASH_KEY: 'ownInvoiceKey001' }, 'ECPAY_INVOICE_HASH_IV'],
    [{ ECPAY_LOGISTICS_URL: 'https://logistics.ecpay.com.tw' }, 'ECPAY_LOGISTICS_HASH_KEY'],
    [{ ECPAY_LOGISTICS_URL: 'https://logistics.ecpay.com.tw', ECPAY_LOGISTICS_HASH_KEY: 'own' }, 'ECPAY_LOGISTICS_HASH_IV'],
  ])("refuses ECPay's published stage keys off its stage host: %o names %s", (env, name) => {
    expect(() => loadConfig(env)).toThrowError(new RegExp(`^Invalid environment variable ${name}: [^\\n]+$`));
  });

  it("accepts the stage keys on ECPay's stage hosts and a local fake, and a production host with its own keys", () => {
    expect(loadConfig({}).shop.ecpay.aioUrl).toBe('https://payment-stage.ecpay.com.tw');
    const fakes = {
      ECPAY_AIO_URL: 'http://127.0.0.1:9',
      ECPAY_INVOICE_URL: 'http://localhost:9',
      ECPAY_LOGISTICS_URL: 'http://[::1]:9',
    };
    expect(loadConfig(fakes).shop.invoice.url).toBe('http://localhost:9');
    const own = loadConfig({
      ECPAY_AIO_URL: 'https://payment.ecpay.com.tw',
      ECPAY_HASH_KEY: 'ownMerchantKey01',
      ECPAY_HASH_IV: 'ownMerchantIv001',
    });
    expect(own.shop.ecpay).toMatchObject({ aioUrl: 'https://payment.ecpay.com.tw', hashKey: 'ownMerchantKey01' });
  });
});

describe('production configuration (decision 0042)', () => {
  const production = { NODE_ENV: 'production', ECPAY_AIO_URL: 'https://payment-stage.ecpay.com.tw' };

  it.each(['PAYMENT_PROVIDER', 'INVOICE_PROVIDER'])('stops in production without an explicit %s, one line naming it', (name) => {
    const other = name === 'PAYMENT_PROVIDER' ? { INVOICE_PROVIDER: 'ecpay' } : { PAYMENT_PROVIDER: 'ecpay' };
    expect(() => loadConfig({ ...production, ...other })).toThrowError(
      new RegExp(`^Invalid environment variable ${name}: required when NODE_ENV=production[^\\n]+$`),
    );
  });

  it('starts the sandbox in production only when named, and then calls itself a test shop', () => {
    const c = loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox', INVOICE_PROVIDER: 'sandbox' });
    expect(c.shop).toMatchObject({ paymentProvider: 'sandbox', testShop: true, invoice: { provider: 'sandbox' } });
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'ecpay', INVOICE_PROVIDER: 'sandbox' }).shop.testShop).toBe(false);
    // Off production the sandbox stays the default (the demo), and is no "test shop" banner.
    expect(loadConfig({}).shop).toMatchObject({ paymentProvider: 'sandbox', testShop: false });
  });
});

describe('database configuration', () => {
  const secret = 'pa/ss@wo#rd:1';

  it('takes the PG* variables as separate fields, the password as given', () => {
    const c = loadConfig({ PGHOST: 'db', PGPORT: '5433', PGUSER: 'centre', PGPASSWORD: secret, PGDATABASE: 'centre' });
    expect(c.database).toEqual({
      engine: 'postgres',
      connection: { host: 'db', port: 5433, user: 'centre', password: secret, database: 'centre' },
    });
  });

  it.each([
    [{ DATABASE_URL: `postgres://centre:${secret}@db/centre` }, 'DATABASE_URL', /DATABASE_URL is not a valid URL/],
    [{ DATABASE_URL: 'postgres://' }, 'DATABASE_URL', /DATABASE_URL is not a valid URL/],
    [{ DATABASE_URL: 'postgres://u@h/db', PGPASSWORD: secret }, 'PGPASSWORD', /not both/],
    [{ PGHOST: 'db', PGPORT: 'five', PGDATABASE: 'centre' }, 'PGPORT', /port number/],
    [{ PGUSER: 'centre', PGDATABASE: 'centre' }, 'PGHOST', /required/],
    [{ PGHOST: 'db', PGPASSWORD: secret }, 'PGDATABASE', /required/],
  ])('refuses %o naming %s, never echoing the password', (env, name, reason) => {
    let message = '';
    try {
      loadConfig(env);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(new RegExp(`^Invalid environment variable ${name}: [^\\n]+$`));
    expect(message).toMatch(reason);
    expect(message).not.toContain('wo#rd');
    expect(message).not.toMatch(/^Invalid URL$/);
  });
});
