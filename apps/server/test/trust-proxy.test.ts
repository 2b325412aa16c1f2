import { describe, expect, it } from 'vitest';
import { LOGIN_LIMIT_PER_IP } from '../src/accounts/credentials';
import { loadConfig } from '../src/config';
import { engines, type Harness, holdClock, setupApp } from './helper';

const PROXY = '10.0.0.5';

/** A failed login from `peer` (the TCP peer) with the given X-Forwarded-For; each under its own name, so only the address limit counts. */
let attempt = 0;
const badLogin = (h: Harness, peer: string, forwardedFor?: string) =>
  h.inject({
    method: 'POST',
    url: '/api/user/login/',
    remoteAddress: peer,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { username: `nobody${++attempt}`, password: 'wrong-password' },
  });

/** The addresses the login throttle has counted so far. */
const countedAddresses = async (h: Harness) =>
  (await h.db.selectFrom('throttle').select('key').where('key', 'like', 'login:ip:%').execute())
    .map((r) => r.key.slice('login:ip:'.length))
    .sort();

describe('TRUST_PROXY from the environment', () => {
  it('trusts no one by default or with 0, and takes addresses, CIDRs and named ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses the old "1" (trust everything) with one line asking for the proxy addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrowError(
      /^Invalid environment variable TRUST_PROXY: trusting every peer is not allowed: list the proxy's addresses or CIDRs, e\.g\. [^\n]+$/,
    );
  });

  it.each(['true', '*', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', 'proxy.example.com', '127.0.0.1,', '300.1.1.1', '0.0.0.0/0', '::/0', '1.0.0.0/1,128.0.0.0/1', '10.0.0.0/7', '2000::/3'])(
    'refuses %j with one line naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrowError(/^Invalid environment variable TRUST_PROXY: [^\n]+$/);
    },
  );
});

describe.each(engines)('client addresses for the login throttle (%s)', (engine) => {
  describe('with no proxy trusted', () => {
    const h = setupApp(engine);

    it('counts the peer and ignores a forged X-Forwarded-For', async () => {
      expect((await badLogin(h, '198.51.100.20', '203.0.113.1')).statusCode).toBe(401);
      expect(await countedAddresses(h)).toEqual(['198.51.100.20']);
    });
  });

  describe(`with the proxy ${PROXY} trusted`, () => {
    const h = setupApp(engine, { config: { trustProxy: [PROXY, '127.0.0.1'] } });

    it('from an untrusted peer the header is ignored: forging a new address each time does not escape the limit', async () => {
      holdClock();
      const peer = '198.51.100.30';
      for (let i = 0; i < LOGIN_LIMIT_PER_IP; i++) {
        expect((await badLogin(h, peer, `203.0.113.${i}`)).statusCode).toBe(401);
      }
      const over = await badLogin(h, peer, '203.0.113.250');
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe('throttled');
      expect((await countedAddresses(h)).filter((a) => a.startsWith('203.0.113.'))).toEqual([]);
    });

    it('through the proxy the right-most untrusted hop is counted, whatever the client put before it', async () => {
      holdClock();
      // The client forges "192.0.2.66"; the proxy appends the address it saw (198.51.100.40).
      for (let i = 0; i < LOGIN_LIMIT_PER_IP; i++) {
        expect((await badLogin(h, PROXY, `192.0.2.${i}, 198.51.100.40`)).statusCode).toBe(401);
      }
      expect((await badLogin(h, PROXY, '192.0.2.66, 198.51.100.40')).statusCode).toBe(429);
      // A chain of trusted proxies is walked from the right: 127.0.0.1 is skipped, 198.51.100.41 counted.
      expect((await badLogin(h, PROXY, '192.0.2.67, 198.51.100.41, 127.0.0.1')).statusCode).toBe(401);
      const counted = await countedAddresses(h);
      expect(counted).toContain('198.51.100.40');
      expect(counted).toContain('198.51.100.41');
      expect(counted.filter((a) => a.startsWith('192.0.2.') || a === PROXY)).toEqual([]);
    });
  });
});
