import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { raiseFlagsOnUpgrade } from './centre/clinical-flags/upgrade';
import { migrateToLatest } from './db/migrate';
import { seedDemoIfEmpty } from './demo/seed';
import { bufferedStdout } from './lib/log-destination';
import { drainOnClose } from './lib/shutdown';

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
  const log = bufferedStdout();
  const app = await buildApp({ config, logStream: log.stream });
  await raiseFlagsOnUpgrade(app.db, await migrateToLatest(app.db, config.database.engine));
  if (config.seedDemo) {
    const logins = await seedDemoIfEmpty(app.db);
    if (logins.length) {
      console.log('Demo data loaded. Demo logins (username / password):');
      for (const l of logins) console.log(`  ${l.role.padEnd(8)} ${l.username} / ${l.password}`);
    }
  }
  drainOnClose(app);
  const close = async () => {
    await app.close();
    log.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Serving on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.port}`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
