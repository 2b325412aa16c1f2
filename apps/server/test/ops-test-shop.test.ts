import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { engines, setupApp } from './helper';

// A production server on the sandbox by choice tells the web, which shows the test-shop banner where customers pay.
const chosenSandbox = loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', INVOICE_PROVIDER: 'sandbox' }).shop;

describe.each(engines)('test shop flag on %s', (engine) => {
  describe('production with PAYMENT_PROVIDER=sandbox', () => {
    const t = setupApp(engine, { config: { production: true, shop: chosenSandbox } });
    it('says test_shop in bootstrap', async () => {
      const res = await t.inject({ method: 'GET', url: '/api/bootstrap/' });
      expect(res.json()).toMatchObject({ payment_provider: 'sandbox', test_shop: true });
    });
  });

  describe('off production (the demo)', () => {
    const t = setupApp(engine);
    it('says no test shop', async () => {
      expect((await t.inject({ method: 'GET', url: '/api/bootstrap/' })).json()).toMatchObject({ test_shop: false });
    });
  });
});
