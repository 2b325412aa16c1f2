/**
 * `npm run bench`: the server's routes under load, each against this machine's ceiling.
 *
 * Starts the real server (production mode, request log to a file) on a fresh SQLite demo database
 * and a bare Fastify (bare-server.ts) on free ports; for each route measures one answer's size,
 * warms up, then runs autocannon on the bare route answering a body of that size and on the route,
 * back to back, so the ratio compares like with like under the same machine load. Each read route is run a
 * third time on a second server process over the same database with ANSWER_CACHE_MB=0: its cost in full,
 * with no kept answer, reported beside the figures with kept answers.
 *
 *   npm run bench -- [--seconds 10] [--connections 50] [--warmup 2] [--only login,detail]
 *                    [--customers 1000] [--log-level info] [--cpu-prof] [--out data/bench/server.json]
 *                    [--write-docs] [--note "what changed"] [--server-dir /elsewhere/apps/server]
 *
 * --cpu-prof profiles the server process (node --cpu-prof) and prints its top self-time functions;
 * use it with --only to see one route. --write-docs puts the table into docs/performance.md.
 * --server-dir runs another checkout's server (with its own node_modules) under the same load, for
 * a before/after comparison on the same machine at the same time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { load, sample } from './load';
import { startProcess, type Running } from './processes';
import { printTop } from './profile-top';
import { replaceBlock } from './docs-block';
import { type BenchReport, commit, judge, machine, type RouteResult, summary, table } from './report';
import { benchRoutes } from './routes';
import { addCustomers, prepareWorld } from './setup';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

function positive(name: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number of at least 1, not "${value}"`);
  return n;
}

const us = (r: { cpuUsPerRequest?: number }) => (r.cpuUsPerRequest === undefined ? '?' : r.cpuUsPerRequest.toFixed(0));

async function main() {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      warmup: { type: 'string', default: '2' },
      only: { type: 'string' },
      customers: { type: 'string', default: '1000' },
      'log-level': { type: 'string', default: 'info' },
      'cpu-prof': { type: 'boolean', default: false },
      out: { type: 'string', default: path.join(repoRoot, 'data/bench/server.json') },
      'write-docs': { type: 'boolean', default: false },
      note: { type: 'string' },
      'server-dir': { type: 'string' },
    },
  });
  const seconds = positive('seconds', values.seconds);
  const connections = positive('connections', values.connections);
  const warmup = Number(values.warmup);
  if (!Number.isFinite(warmup) || warmup < 0) throw new Error(`--warmup must be 0 or more seconds, not "${values.warmup}"`);
  const customers = positive('customers', values.customers);
  const only = values.only?.split(',').map((s) => s.trim().toLowerCase());
  const logLevel = values['log-level']!;
  const serverDir = path.resolve(values['server-dir'] ?? path.join(repoRoot, 'apps/server'));
  if (!fs.existsSync(path.join(serverDir, 'src/main.ts'))) throw new Error(`--server-dir ${serverDir} has no src/main.ts`);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pnc-bench-'));
  const outDir = path.dirname(path.resolve(values.out!));
  const profileDir = path.join(outDir, 'profiles', new Date().toISOString().replace(/[:.]/g, '-'));
  let server: Running | undefined;
  let full: Running | undefined;
  let bare: Running | undefined;
  try {
    const dbPath = path.join(dir, 'app.db');
    console.log(`bench: starting ${serverDir}/src/main.ts on a fresh demo database in ${dir}`);
    const serverEnv = {
      NODE_ENV: 'production',
      // The demo's providers, named as production requires (decision 0042).
      PAYMENT_PROVIDER: 'sandbox',
      INVOICE_PROVIDER: 'sandbox',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${dbPath}`,
      SEED_DEMO: '1',
      LOG_LEVEL: logLevel,
      // As behind the production proxy: login's per-address limit sees the forwarded address.
      TRUST_PROXY: '127.0.0.1',
      MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
    };
    server = await startProcess({
      dir: serverDir,
      script: 'src/main.ts',
      logFile: path.join(dir, 'server.log'),
      nodeArgs: values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
      env: serverEnv,
    });
    // The same server over the same file, keeping no answers (started once the first has seeded it).
    full = await startProcess({
      dir: serverDir,
      script: 'src/main.ts',
      logFile: path.join(dir, 'full.log'),
      env: { ...serverEnv, SEED_DEMO: '0', ANSWER_CACHE_MB: '0' },
    });
    bare = await startProcess({
      dir: path.join(repoRoot, 'apps/server'),
      script: 'scripts/bench/bare-server.ts',
      logFile: path.join(dir, 'bare.log'),
      env: { NODE_ENV: 'production' },
    });
    console.log(`bench: adding ${customers} customer accounts`);
    const world = await prepareWorld(server.url, await addCustomers(dbPath, customers));
    const loadBefore = os.loadavg()[0]!;
    const routes = benchRoutes(world).filter((r) => !only || only.some((o) => r.name.toLowerCase().includes(o)));
    if (!routes.length) throw new Error(`--only ${values.only} matches no route`);

    const results: RouteResult[] = [];
    for (const r of routes) {
      const bytes = await sample(server.url, r.method, r.path, r.request);
      const bareRun = {
        url: bare.url,
        method: r.method,
        path: `/bare/${bytes}/`,
        make: r.request,
        connections,
        pid: bare.child.pid,
      };
      const routeRun = { url: server.url, method: r.method, path: r.path, make: r.request, connections, pid: server.child.pid };
      const fullRun = r.kind === 'read' ? { ...routeRun, url: full.url, pid: full.child.pid } : undefined;
      if (warmup > 0) {
        await load({ ...routeRun, seconds: warmup });
        await load({ ...bareRun, seconds: warmup });
        if (fullRun) await load({ ...fullRun, seconds: warmup });
      }
      const ceiling = await load({ ...bareRun, seconds });
      const route = await load({ ...routeRun, seconds });
      const inFull = fullRun && (await load({ ...fullRun, seconds }));
      const ratio = route.rps / ceiling.rps;
      results.push({
        name: r.name,
        kind: r.kind,
        method: r.method,
        path: r.path,
        bytes,
        route,
        ...(inFull && { full: inFull }),
        ceiling,
        ratio,
        target: judge(r.kind, ratio, route.p99),
      });
      console.log(
        `bench: ${r.name}: ${route.rps.toFixed(0)} req/s (ceiling ${ceiling.rps.toFixed(0)}, ${(ratio * 100).toFixed(1)} %), ` +
          `p50 ${route.p50} ms, p99 ${route.p99} ms, CPU ${us(route)} µs/req (ceiling ${us(ceiling)})` +
          `${inFull ? `; in full ${inFull.rps.toFixed(0)} req/s, p99 ${inFull.p99} ms, CPU ${us(inFull)} µs/req` : ''}${route.failures ? `, ${route.failures} failed: ${JSON.stringify(route.statuses)}` : ''}`,
      );
    }

    const report: BenchReport = {
      date: new Date().toISOString(),
      machine: machine(),
      load: { before: loadBefore, after: os.loadavg()[0]! },
      settings: { seconds, connections, logLevel, customers },
      commit: commit(serverDir),
      ...(values.note && { note: values.note }),
      results,
    };
    console.log(`\n${summary(report)}\n\n${table(report)}\n`);
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.resolve(values.out!), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`bench: results in ${path.resolve(values.out!)}`);
    if (values['write-docs']) {
      replaceBlock(path.join(repoRoot, 'docs/performance.md'), 'bench:server', `${summary(report)}\n\n${table(report)}`);
      console.log('bench: docs/performance.md updated');
    }
  } finally {
    await server?.stop();
    await full?.stop();
    await bare?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (values['cpu-prof'] && fs.existsSync(profileDir)) {
    // One profile per thread (tsx runs a loader thread); the main thread's has by far the most samples.
    const largest = fs
      .readdirSync(profileDir)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => path.join(profileDir, f))
      .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
    if (largest) printTop(largest);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
