/**
 * The ceiling of a benchmark run: a bare Fastify (no plugins, no logger, no schemas) whose one route
 * answers a prepared JSON body of the size asked for, to GET and POST alike (a POST's JSON body is
 * parsed, as the real route's is). Run as its own process, as the real server is, so both compete
 * with the load generator for the same cores:
 *
 *   node --import tsx apps/server/scripts/bench/bare-server.ts   (prints "Serving on http://…")
 */
import Fastify from 'fastify';

/** A JSON object of exactly `bytes` bytes (at least 12), shaped like an API answer. */
function bodyOfSize(bytes: number): string {
  const frame = '{"pad":""}';
  return `{"pad":"${'x'.repeat(Math.max(0, bytes - frame.length))}"}`;
}

async function main() {
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  const bodies = new Map<number, string>();
  const answer = (bytes: number) => {
    let body = bodies.get(bytes);
    if (!body) bodies.set(bytes, (body = bodyOfSize(bytes)));
    return body;
  };
  app.route<{ Params: { bytes: string } }>({
    method: ['GET', 'POST'],
    url: '/bare/:bytes/',
    handler: async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(answer(Math.min(Number(request.params.bytes) || 0, 1024 * 1024))),
  });
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`Serving on http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
