import { describe, expect, it } from 'vitest';
import { engines, setupApp } from './helper';

const linesOf = (logs: string[]) =>
  logs
    .join('')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe.each(engines)('request log on %s', (engine) => {
  const t = setupApp(engine);

  it('writes one line per answered request: method, URL with secrets redacted, address, status and time', async () => {
    t.logs.length = 0;
    await t.inject({
      url: '/api/health/?token=abc123secret&page=2',
      headers: { authorization: 'Token not-a-real-token-value-x' },
    });
    await t.inject({ url: '/api/items/?limit=1' });
    const lines = linesOf(t.logs);
    expect(lines.map((l) => l.msg)).toEqual(['request completed', 'request completed']);
    expect(lines[0]).toMatchObject({
      req: { method: 'GET', url: '/api/health/?token=%5Bredacted%5D&page=2', remoteAddress: '127.0.0.1' },
      res: { statusCode: 401 },
    });
    expect(lines[0]!.reqId).toEqual(expect.any(String));
    expect(lines[0]!.responseTime).toEqual(expect.any(Number));
    expect(lines[1]).toMatchObject({ req: { url: '/api/items/?limit=1' }, res: { statusCode: 200 } });
    const text = t.logs.join('');
    expect(text).not.toContain('abc123secret');
    expect(text).not.toContain('not-a-real-token-value-x');
  });

  it("never writes ECPay's hash keys and IVs: the config, the environment or a URL carrying them", async () => {
    t.logs.length = 0;
    const { shop } = t.app.config;
    const secrets = [
      shop.ecpay.hashKey,
      shop.ecpay.hashIv,
      shop.invoice.hashKey,
      shop.invoice.hashIv,
      shop.logistics.ecpay.hashKey,
      shop.logistics.ecpay.hashIv,
    ];
    const env = {
      ECPAY_HASH_KEY: secrets[0],
      ECPAY_HASH_IV: secrets[1],
      ECPAY_INVOICE_HASH_KEY: secrets[2],
      ECPAY_INVOICE_HASH_IV: secrets[3],
      ECPAY_LOGISTICS_HASH_KEY: secrets[4],
      ECPAY_LOGISTICS_HASH_IV: secrets[5],
    };
    t.app.log.info({ config: t.app.config }, 'config');
    t.app.log.info(t.app.config, 'config at the top');
    t.app.log.info({ shop }, 'shop');
    t.app.log.info({ ecpay: shop.ecpay, invoice: shop.invoice, logistics: shop.logistics }, 'parts');
    t.app.log.info({ env }, 'environment');
    t.app.log.info(env, 'environment at the top');
    await t.inject({ url: `/api/health/?HashKey=${secrets[0]}&HashIV=${secrets[1]}&ECPAY_INVOICE_HASH_IV=${secrets[3]}` });
    const text = t.logs.join('');
    expect(text).toContain('[redacted]');
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('still redacts other log lines', async () => {
    t.logs.length = 0;
    t.app.log.info({ body: { password: 'hunter2-hunter2' } }, 'something happened');
    expect(t.logs.join('')).not.toContain('hunter2-hunter2');
    expect(t.logs.join('')).toContain('[redacted]');
  });
});
