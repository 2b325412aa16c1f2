import net from 'node:net';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { drainOnClose } from '../src/lib/shutdown';

/**
 * Closing the server as a stop signal does (main.ts): requests under way are answered, and no connection holds
 * the stop beyond the drain. Without drainOnClose each of these closes waits a minute or more.
 */
let app: FastifyInstance | undefined;
let logs: string[] = [];

async function listening(drainMs: number) {
  logs = [];
  app = Fastify({
    logger: {
      level: 'warn',
      stream: new Writable({
        write(chunk, _enc, cb) {
          logs.push(String(chunk));
          cb();
        },
      }),
    },
  });
  app.get('/slow', async () => {
    await new Promise((r) => setTimeout(r, 300));
    return { ok: true };
  });
  drainOnClose(app, drainMs);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as net.AddressInfo).port;
}

/** A raw connection, open once the server has accepted it; `closed` settles when the server closes it. */
async function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  await new Promise((r) => setTimeout(r, 50));
  return { socket, closed };
}

/** How long app.close() takes. */
async function timedClose() {
  const start = Date.now();
  await app!.close();
  return Date.now() - start;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('closing the server', () => {
  it('does not wait for a connection on which nothing was sent (a preconnect)', async () => {
    const { closed } = await connect(await listening(10_000));
    expect(await timedClose()).toBeLessThan(5_000);
    await closed;
    expect(logs).toEqual([]);
  });

  it('answers a request under way, then closes its keep-alive connection at once', async () => {
    const { socket, closed } = await connect(await listening(10_000));
    let answer = '';
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.write('GET /slow HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    await new Promise((r) => setTimeout(r, 100));
    expect(await timedClose()).toBeLessThan(5_000);
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('{"ok":true}');
    expect(logs).toEqual([]);
  });

  it('cuts a request that does not end once the drain is over, and says so', async () => {
    const { socket, closed } = await connect(await listening(500));
    socket.write('GET /slow HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((r) => setTimeout(r, 100));
    const took = await timedClose();
    expect(took).toBeGreaterThanOrEqual(450);
    expect(took).toBeLessThan(5_000);
    await closed;
    expect(logs).toHaveLength(1);
    expect(JSON.parse(logs[0]!)).toMatchObject({
      level: 40,
      connections: 1,
      drainMs: 500,
      msg: 'requests still under way at shutdown: connections cut',
    });
  });
});
