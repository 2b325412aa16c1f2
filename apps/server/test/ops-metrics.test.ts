import { describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations/index';
import { engines, setupApp } from './helper';

const TOKEN = 'metrics-token-0123456789';

/** The value of one series line, e.g. `http_requests_total{method="GET",route="/api/items/:id/",status="200"}`. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe.each(engines)('metrics and version on %s', (engine) => {
  describe('guarded by METRICS_TOKEN in production', () => {
    const t = setupApp(engine, { config: { production: true, metrics: { token: TOKEN, allow: undefined } } });
    const scrape = (authorization?: string) =>
      t.inject({ method: 'GET', url: '/api/metrics/', headers: authorization ? { authorization } : {} });

    it('refuses a scrape without the token or with a wrong one (403, the error shape)', async () => {
      for (const auth of [undefined, 'Bearer wrong-token-0123456789', `Token ${TOKEN}`]) {
        const res = await scrape(auth);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ status: 403, code: 'forbidden' });
      }
    });

    it('serves Prometheus text with the named series to the Bearer token, routes by pattern never raw URL', async () => {
      await t.inject({ method: 'GET', url: '/api/items/123456/' });
      await t.inject({ method: 'GET', url: '/api/items/654321/?secret=x' });
      await t.inject({ method: 'GET', url: '/api/no-such-route-42/' });
      await t.inject({ method: 'POST', url: '/api/payment/ecpay/return/', payload: { MerchantID: '1' } });
      const res = await scrape(`Bearer ${TOKEN}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = res.body;
      expect(sample(text, 'http_requests_total{method="GET",route="/api/items/:id/",status="404"}')).toBe(2);
      expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
      expect(text).toMatch(
        /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/items\/:id\/",status="404"\} \d+$/m,
      );
      expect(text).not.toContain('123456');
      expect(text).not.toContain('secret');
      expect(text).toMatch(/^# TYPE nodejs_eventloop_lag_seconds gauge$/m);
      expect(text).toMatch(/^# TYPE mails_sent_total counter$/m);
      expect(text).toMatch(/^# TYPE mails_failed_total counter$/m);
      expect(sample(text, 'payment_callbacks_total{provider="ecpay",kind="return",outcome="refused"}')).toBe(1);
      if (engine === 'postgres') {
        expect(sample(text, 'db_pool_connections_total')).toBeGreaterThanOrEqual(1);
        expect(text).toMatch(/^db_pool_connections_idle \d+$/m);
        expect(text).toMatch(/^db_pool_requests_waiting \d+$/m);
      } else {
        expect(text).not.toContain('db_pool_');
      }
    });

    it('answers the release and the latest applied migration', async () => {
      const res = await t.inject({ method: 'GET', url: '/api/version/' });
      expect(res.statusCode).toBe(200);
      const latest = Object.keys(migrations).sort().at(-1);
      expect(res.json()).toEqual({ release: t.app.config.releaseId, migration: { applied: latest, latest } });
      expect(t.app.config.releaseId).toBe('dev'); // run from the sources; a build names version+commit
    });
  });

  describe('guarded by METRICS_ALLOW', () => {
    const t = setupApp(engine, { config: { production: true, metrics: { token: undefined, allow: ['10.1.0.0/16', '::1'] } } });

    it('serves an allowed address and refuses another', async () => {
      const from = (remoteAddress: string) => t.inject({ method: 'GET', url: '/api/metrics/', remoteAddress });
      expect((await from('10.1.2.3')).statusCode).toBe(200);
      expect((await from('::1')).statusCode).toBe(200);
      expect((await from('10.2.0.1')).statusCode).toBe(403);
      expect((await from('127.0.0.1')).statusCode).toBe(403);
    });
  });

  describe('in production with neither set', () => {
    const t = setupApp(engine, { config: { production: true, metrics: { token: undefined, allow: undefined } } });

    it('answers 404, as for a path that does not exist', async () => {
      const res = await t.inject({ method: 'GET', url: '/api/metrics/' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    });
  });
});
