import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { prepareDatabase } from './startup';
import { bufferedStdout } from './lib/log-destination';
import { DRAIN_MS, drainOnClose } from './lib/shutdown';

/** After the drain, how long the app's own closing (the database pool waits for queries under way) may take. */
const CLOSE_MS = 1_500;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // Before the app opens its own connection: instances started together migrate and seed once, in turn.
  const logins = await prepareDatabase(config, { seedDemo: config.seedDemo });
  if (logins.length) {
    console.log('Demo data loaded. Demo logins (username / password):');
    for (const l of logins) console.log(`  ${l.role.padEnd(8)} ${l.username} / ${l.password}`);
  }
  const log = bufferedStdout();
  const app = await buildApp({ config, logStream: log.stream });
  drainOnClose(app);
  const close = async () => {
    // A stop must end: a query that never returns would hold the pool's end, and so the process, for ever.
    setTimeout(() => {
      app.log.error(`not closed ${(DRAIN_MS + CLOSE_MS) / 1000} s after the stop signal: exiting anyway`);
      log.close();
      process.exit(1);
    }, DRAIN_MS + CLOSE_MS);
    try {
      await app.close();
    } finally {
      log.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  // The OpenAPI document is built once, the first time it is asked for (@fastify/swagger keeps it): build it here,
  // before the port opens, so start-up pays for it and no reader waits, nor any request queued behind one.
  await app.ready();
  app.swagger();
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Serving on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.port}`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
