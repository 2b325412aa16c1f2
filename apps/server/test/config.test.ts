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
