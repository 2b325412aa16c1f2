import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { insertUser } from '../src/accounts/user-repository';
import { LOGIN_LIMIT_PER_USER } from '../src/accounts/credentials';
import { testConfig } from '../src/config';
import { connect } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { engines, freshDatabase, holdClock, knownCaptcha } from './helper';

/**
 * Two server instances on one database behave as one: tokens, throttling counters, captcha answers
 * and route rate limits live in the database, not in process memory. Each instance opens its own
 * connection (pool), as two processes behind a load balancer would; requests alternate between them.
 * Run on SQLite too: two processes may share one database file.
 */
describe.each(engines)('two instances on one %s database', (engine) => {
  const apps: FastifyInstance[] = [];
  const captcha = knownCaptcha();
  let drop = async () => {};
  const password = 'correct-horse-battery';
  beforeAll(async () => {
    const fresh = await freshDatabase(engine);
    drop = fresh.drop;
    const setup = connect(fresh.database);
    await migrateToLatest(setup, engine);
    for (const name of ['twin-a', 'twin-b', 'twin-c'])
      await insertUser(setup, { username: name, email: `${name}@example.test`, password, role: 'staff', emailValidated: true });
    await setup.destroy();
    const config = testConfig({ database: fresh.database, captcha: true });
    for (let i = 0; i < 2; i++) {
      // No db passed: each app opens (and closes) its own connection.
      const app = await buildApp({ config, captcha: captcha, mailer: { send: async () => {} } });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await drop();
  });

  /** Request n goes to instance n % 2. */
  let turn = 0;
  const next = (opts: InjectOptions) => apps[turn++ % 2]!.inject(opts);
  const [a, b] = [(o: InjectOptions) => apps[0]!.inject(o), (o: InjectOptions) => apps[1]!.inject(o)];
  const login = (via: typeof a, username: string, pw = password, remoteAddress = '127.0.0.1') =>
    via({ method: 'POST', url: '/api/user/login/', payload: { username, password: pw }, remoteAddress });
  const profile = (via: typeof a, token: string) =>
    via({ method: 'GET', url: '/api/user/profile/', headers: { authorization: token } });

  it('accepts a token from A on B, and a logout on B revokes it on A', async () => {
    const res = await login(a, 'twin-a');
    expect(res.statusCode).toBe(200);
    const token = `Token ${res.json().token}`;
    expect((await profile(b, token)).statusCode).toBe(200);
    expect((await profile(a, token)).statusCode).toBe(200);
    const out = await b({ method: 'POST', url: '/api/user/logout/', headers: { authorization: token } });
    expect(out.statusCode).toBe(204);
    expect((await profile(a, token)).statusCode).toBe(401);
    expect((await profile(b, token)).statusCode).toBe(401);
  });

  it('throttles wrong passwords across both at the same count as one instance', async () => {
    holdClock();
    for (let i = 0; i < LOGIN_LIMIT_PER_USER; i++) {
      const res = await next({
        method: 'POST',
        url: '/api/user/login/',
        payload: { username: 'twin-b', password: 'wrong-wrong-wrong' },
        remoteAddress: '10.0.0.1',
      });
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    // The 11th, on either instance, and even with the right password.
    expect((await login(a, 'twin-b', password, '10.0.0.2')).statusCode).toBe(429);
    expect((await login(b, 'twin-b', password, '10.0.0.3')).json()).toMatchObject({ status: 429, code: 'throttled' });
    // Another account is not affected.
    expect((await login(b, 'twin-c')).statusCode).toBe(200);
  });

  it('accepts a captcha made on A when answered on B, once', async () => {
    const made = await a({ method: 'GET', url: '/api/captcha/', remoteAddress: '10.0.1.1' });
    expect(made.statusCode).toBe(200);
    const challenge = { captcha_key: made.json().key as string, captcha: captcha.last };
    const register = (via: typeof a, n: number) =>
      via({
        method: 'POST',
        url: '/api/user/register/',
        payload: { username: `twin-new-${n}`, email: `twin-new-${n}@example.test`, password: 'sunrise-lullaby-42', ...challenge },
        remoteAddress: '10.0.1.1',
      });
    const first = await register(b, 1);
    expect(first.statusCode, first.body).toBe(201);
    // Spent, on both instances.
    expect((await register(a, 2)).json()).toMatchObject({ code: 'invalid_captcha' });
    expect((await register(b, 3)).json()).toMatchObject({ code: 'invalid_captcha' });
  });

  it('counts route rate limits across both instances', async () => {
    holdClock();
    // POST /api/user/register/ allows 20 per 15 minutes per address; invalid bodies count too.
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await next({ method: 'POST', url: '/api/user/register/', payload: {}, remoteAddress: '10.0.2.1' });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 400)).toBe(true);
    expect(codes[20]).toBe(429);
    expect((await a({ method: 'POST', url: '/api/user/register/', payload: {}, remoteAddress: '10.0.2.1' })).statusCode).toBe(
      429,
    );
    // Another address still has its own allowance.
    expect((await b({ method: 'POST', url: '/api/user/register/', payload: {}, remoteAddress: '10.0.2.2' })).statusCode).toBe(
      400,
    );
  });

  it('serves no kept answer once the other instance has written: each sees the other’s writes at once', async () => {
    const token = `Token ${(await login(a, 'twin-c')).json().token}`;
    const headers = { authorization: token };
    const list = (via: typeof a) => via({ method: 'GET', url: '/api/mother/?limit=100', headers });
    const before = await list(a);
    expect(before.statusCode).toBe(200);
    expect((await list(b)).body).toBe(before.body);
    expect((await list(a)).body).toBe(before.body); // kept by A and B now
    const made = await b({ method: 'POST', url: '/api/mother/', headers, payload: { name: '雙機媽媽', phone: '0922-000-001' } });
    expect(made.statusCode, made.body).toBe(201);
    expect((await list(a)).json().count).toBe(before.json().count + 1);
    const put = await a({
      method: 'PUT',
      url: `/api/mother/${made.json().id}/`,
      headers,
      payload: { name: '雙機媽媽', phone: '0922-000-001', note: '窗邊' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const onB = (await list(b)).json() as { results: { id: number; note: string | null }[] };
    expect(onB.results.find((r) => r.id === made.json().id)?.note).toBe('窗邊');
  });

  it('lets concurrent writers of different tables on both instances all commit, and retires both kept lists', async () => {
    const token = `Token ${(await login(a, 'twin-c')).json().token}`;
    const headers = { authorization: token };
    const lists = ['/api/mother/?limit=100', '/api/incubator_type/?limit=1000'];
    const before = await Promise.all(lists.map(async (url) => (await a({ method: 'GET', url, headers })).json().count as number));
    const writes = Array.from({ length: 8 }, (_, i) => [
      a({ method: 'POST', url: '/api/mother/', headers, payload: { name: `並行媽媽${i}`, phone: `0933-000-00${i}` } }),
      b({ method: 'POST', url: '/api/incubator_type/', headers, payload: { name_tw: `並行箱${i}`, name_en: `Box ${i}` } }),
      b({ method: 'POST', url: '/api/mother/', headers, payload: { name: `並行媽媽乙${i}`, phone: `0933-100-00${i}` } }),
      a({ method: 'POST', url: '/api/incubator_type/', headers, payload: { name_tw: `並行箱乙${i}`, name_en: `Box b${i}` } }),
    ]).flat();
    for (const res of await Promise.all(writes)) expect(res.statusCode, res.body).toBe(201);
    for (const [i, url] of lists.entries())
      for (const via of [a, b]) expect((await via({ method: 'GET', url, headers })).json().count).toBe(before[i]! + 16);
  });
});
