import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => unknown;

/**
 * The HTTP server of a third party's stand-in on 127.0.0.1: `handle` answers each request once its body is read; one
 * that throws (or rejects) answers 500 with the error and is thrown again, unhandled, so the test run fails.
 */
export function fakeServer(handle: Handler) {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      Promise.resolve()
        .then(() => handle(req, res, Buffer.concat(chunks)))
        .catch((err: unknown) => {
          if (!res.headersSent) res.writeHead(500);
          res.end(String(err));
          // The fake itself broke: fail the run rather than pass a test on a 500 nobody asked for.
          queueMicrotask(() => {
            throw err;
          });
        });
    });
  });
  return {
    /** Listens on `port` (any free one unless given) and answers the base URL, `http://127.0.0.1:<port>`. */
    async listen(port = 0) {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
