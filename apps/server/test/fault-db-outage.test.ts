import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { insertUser } from '../src/accounts/user-repository';
import { testConfig } from '../src/config';
import { connect } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { engines } from './helper';
import { type Cluster, startCluster } from './support/postgres';

/**
 * The database goes away while the server runs, then comes back. PostgreSQL only: its own throwaway
 * cluster (not the suite's, which other files use at the same time) is stopped and started again.
 * SQLite has no such outage: the database is a file inside the server's process, and a file that
 * becomes unreadable is a broken disk, not an outage the server should ride out.
 */
describe.runIf(engines.includes('postgres'))('while PostgreSQL is down', () => {
  let cluster: Cluster | undefined;
  let app: FastifyInstance;
  let token = '';
  beforeAll(async () => {
    cluster = await startCluster();
    if (!cluster) throw new Error('no PostgreSQL binaries, yet the suite has a PostgreSQL');
    const database = { engine: 'postgres' as const, url: cluster.url };
    const setup = connect(database);
    await migrateToLatest(setup, 'postgres');
    await insertUser(setup, {
      username: 'outage-staff',
      email: 'outage-staff@example.test',
      password: 'correct-horse-battery',
      role: 'staff',
      emailValidated: true,
    });
    await setup.destroy();
    app = await buildApp({ config: testConfig({ database }) });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    cluster?.stop();
  });

  const health = () => app.inject({ method: 'GET', url: '/api/health/' });
  const newMother = (name: string) =>
    app.inject({
      method: 'POST',
      url: '/api/mother/',
      headers: { authorization: token },
      payload: { name, phone: '0912-000-111' },
    });

  it('answers 503 db_unavailable within seconds, then recovers by itself', { timeout: 60_000 }, async () => {
    expect((await health()).statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login/',
      payload: { username: 'outage-staff', password: 'correct-horse-battery' },
    });
    expect(login.statusCode).toBe(200);
    token = `Token ${login.json().token}`;
    expect((await newMother('停電前')).statusCode).toBe(201);

    cluster!.pause();
    // The pool's idle connections died with the server; new ones are refused at once. Either way no
    // request may hang past the pool's 5 s connection timeout.
    for (const res of await Promise.all([health(), newMother('停電中'), health()])) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({ status: 503, code: 'db_unavailable', message: expect.any(String) });
      expect(res.headers['retry-after']).toBe('5');
    }
    const started = Date.now();
    const list = await app.inject({ method: 'GET', url: '/api/mother/', headers: { authorization: token } });
    // The token check needs the database too: the answer is 503, not 401.
    expect(list.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(6_000);

    cluster!.resume();
    // Recovers without a restart of the app: the pool opens new connections on demand.
    let res = await health();
    for (let i = 0; i < 20 && res.statusCode !== 200; i++) {
      await new Promise((r) => setTimeout(r, 250));
      res = await health();
    }
    expect(res.statusCode).toBe(200);
    const created = await newMother('停電後');
    expect(created.statusCode, created.body).toBe(201);
    const names = (await app.inject({ method: 'GET', url: '/api/mother/', headers: { authorization: token } }))
      .json()
      .results.map((m: { name: string }) => m.name);
    expect(names).toEqual(['停電後', '停電前']);
  });
});
