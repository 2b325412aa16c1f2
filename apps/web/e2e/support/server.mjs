// Starts the real server as `npm start` does (the compiled apps/server/dist/main.js under plain node) on a temporary
// SQLite database with demo data, serving the built app.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
// E2E_WEB_DIST runs the scenarios against another build (a helper's own outDir).
const webDist = path.resolve(process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, '../../dist'));
// E2E_SERVER_MAIN likewise runs another server build (one folder below apps/server, as dist is).
const serverMain = path.resolve(process.env.E2E_SERVER_MAIN ?? path.join(repoRoot, 'apps/server/dist/main.js'));

/** A port nothing listens on now (for a scenario whose server must know its own address before it starts). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** options.env overrides the server's environment (e.g. CAPTCHA: 'off' for one scenario's own server). */
export async function startServer(options = {}) {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error(`no build at ${webDist}; run npm run build first`);
  if (!fs.existsSync(serverMain)) throw new Error(`no server build at ${serverMain}; run npm run build first`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pnc-e2e-'));
  // A scenario whose server must know its own address (PUBLIC_URL, for callbacks) gives the port in options.env.
  const port = options.env?.PORT ? Number(options.env.PORT) : await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${path.join(dir, 'app.db')}`,
    SEED_DEMO: '1',
    MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/api/health/`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`server not healthy after 60 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    outboxDir: env.MAIL_OUTBOX_DIR,
    log: () => log,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => {
          const timer = setTimeout(() => {
            child.kill('SIGKILL');
            r();
          }, 5000);
          child.once('exit', () => {
            clearTimeout(timer);
            r();
          });
        });
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
