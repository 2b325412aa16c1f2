/**
 * The cost of the OpenAPI document at start-up: starts the built server (`node <dist>/main.js`, production,
 * SQLite in a scratch folder) `--runs` times and prints, per start, the time from spawn to its "Serving on" line
 * and the time of its first and second GET /api/docs/json. The first start also migrates the database.
 *
 *   npm run build -w @pnc/server && node --import tsx apps/server/scripts/bench/openapi-start.ts [--dist apps/server/dist] [--runs 5]
 *
 * A measurement, not a test: the figures move with the machine's load, printed beside them.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { dist: { type: 'string' }, runs: { type: 'string' } } });
const dist = path.resolve(values.dist ?? path.join(import.meta.dirname, '../../dist'));
const runs = Number(values.runs ?? 5);

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pnc-openapi-start-'));
const timed = async (url: string) => {
  const t = performance.now();
  const res = await fetch(url);
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return { ms: Math.round(performance.now() - t), bytes: body.length };
};
try {
  for (let run = 1; run <= runs; run++) {
    const port = await freePort();
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(dist, 'main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `sqlite:${path.join(scratch, 'db.sqlite')}`,
        LOG_LEVEL: 'warn',
        WEB_DIST: scratch,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d) => String(d).includes('Serving on') && resolve());
      child.once('exit', (code) => reject(new Error(`the server exited (${code}) before serving`)));
    });
    const boot = Math.round(performance.now() - started);
    const first = await timed(`http://127.0.0.1:${port}/api/docs/json`);
    const second = await timed(`http://127.0.0.1:${port}/api/docs/json`);
    console.log(`start ${run}: serving after ${boot} ms; docs ${first.ms} ms, then ${second.ms} ms; ${first.bytes} bytes`);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  console.log(`load average (1 min) ${os.loadavg()[0]!.toFixed(2)}`);
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
