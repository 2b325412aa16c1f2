import { afterAll, describe, expect, it } from 'vitest';
import { engines, freshDatabase } from './helper';
import { type FaultApp, faultApp } from './support/fault-app';
import { type StallProxy, stallProxy } from './support/stall-proxy';

/**
 * The network to PostgreSQL stalls: connections stay open but nothing gets through, so nothing fails by itself and
 * only the app's own deadlines can end a wait. With short ones (1 s, the health probe 0.5 s), a request and the health probe answer 503
 * instead of hanging, and the app recovers once the network does. (SQLite's equivalent, a lock another connection
 * holds, is in fault-db-errors.test.ts.)
 */
describe.runIf(engines.includes('postgres'))('PostgreSQL behind a stalled network', () => {
  let proxy: StallProxy | undefined;
  let f: FaultApp | undefined;
  let drop = async () => {};
  afterAll(async () => {
    proxy?.resume();
    await f?.close();
    await proxy?.close();
    await drop();
  });

  it('answers 503 within its deadlines while stalled, then recovers by itself', { timeout: 60_000 }, async () => {
    const fresh = await freshDatabase('postgres');
    drop = fresh.drop;
    if (fresh.database.engine !== 'postgres') throw new Error('postgres expected');
    proxy = await stallProxy(fresh.database.url);
    f = await faultApp({ engine: 'postgres', url: proxy.url }, { connectMs: 1_000, statementMs: 1_000, healthMs: 500 });
    const mothers = () => f!.app.inject({ method: 'GET', url: '/api/mother/', headers: { authorization: f!.token } });
    expect((await f.health()).statusCode).toBe(200);
    expect((await f.newMother('停滯前')).statusCode).toBe(201);

    proxy.stall();
    const started = Date.now();
    const [health, list, write] = await Promise.all([f.health(), mothers(), f.newMother('停滯中')]);
    // The health probe's own deadline, shorter than the pool's: its answer is its own.
    expect(health.statusCode, health.body).toBe(503);
    expect(health.json()).toEqual({ status: 503, code: 'db_timeout', message: expect.any(String) });
    // A request waits for an answer (a pooled connection: db_timeout) or a new connection (db_unavailable).
    for (const res of [list, write]) {
      expect(res.statusCode, res.body).toBe(503);
      expect(['db_timeout', 'db_unavailable']).toContain(res.json().code);
      expect(res.headers['retry-after']).toBe('5');
    }
    // Statement deadline plus a second, twice at most (the statement, then its transaction's rollback), and slack.
    expect(Date.now() - started).toBeLessThan(10_000);

    proxy.resume();
    let res = await f.health();
    for (let i = 0; i < 40 && res.statusCode !== 200; i++) {
      await new Promise((r) => setTimeout(r, 250));
      res = await f.health();
    }
    expect(res.statusCode, res.body).toBe(200);
    const after = await f.newMother('停滯後');
    expect(after.statusCode, after.body).toBe(201);
    const names = (await mothers()).json().results.map((m: { name: string }) => m.name);
    expect(names).toEqual(['停滯後', '停滯前']);
  });
});
