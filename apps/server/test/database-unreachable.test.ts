import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';

/** A port on loopback that nothing listens on. */
async function closedPort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

describe('when the database cannot be reached', () => {
  let close = async () => {};
  afterAll(() => close());

  it('answers 503 db_unavailable with the error shape and no stack', async () => {
    const port = await closedPort();
    const app = await buildApp({
      config: testConfig({ database: { engine: 'postgres', url: `postgres://x@127.0.0.1:${port}/none` } }),
    });
    close = () => app.close();
    const res = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 503, code: 'db_unavailable', message: expect.any(String) });
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.body).not.toMatch(/ECONNREFUSED|at .*\.js/);
  });
});
