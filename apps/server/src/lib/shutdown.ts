import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long requests under way get to finish after a stop signal: `docker stop` sends SIGKILL after 10 s. */
export const DRAIN_MS = 8_000;

/** How often, while draining, connections that are done are looked for and closed. */
const SWEEP_MS = 100;

/**
 * Makes `app.close()` finish promptly once the requests under way are answered, and within `drainMs` in any case.
 * Node's `server.close()` waits for every open connection, and Fastify closes only those idle at that moment, so
 * without this a stop would wait for:
 * - a connection on which nothing was sent yet (a browser's preconnect, an HTTP client's spare): Node counts it
 *   as busy from the connect (its request timeout runs from there), so it stays open until the headers timeout,
 *   a minute or more;
 * - a keep-alive connection whose request finished after the stop began: it is kept for Fastify's 72 s
 *   keep-alive timeout, or as long as the client holds it;
 * - a request that does not end (a client that stops reading, an upload that stalls).
 * While draining, the first two are closed as they appear; after `drainMs` the rest are cut, with a warning.
 * Call before `listen`.
 */
export function drainOnClose(app: FastifyInstance, drainMs = DRAIN_MS) {
  const sockets = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // preClose runs just before Fastify stops listening, so no connection comes after the first sweep.
  app.addHook('preClose', async () => {
    const deadline = Date.now() + drainMs;
    const sweep = () => {
      app.server.closeIdleConnections();
      for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
      if (sockets.size && Date.now() >= deadline) {
        app.log.warn({ connections: sockets.size, drainMs }, 'requests still under way at shutdown: connections cut');
        for (const socket of sockets) socket.destroy();
        sockets.clear();
      }
      if (!sockets.size) clearInterval(timer);
    };
    const timer = setInterval(sweep, SWEEP_MS);
    sweep();
  });
}
