import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, freshDatabase } from './helper';
import { FAKE_S3_KEY, fakeS3 } from './support/fake-s3';
import { multipart, PNG } from './shop-support';
import { databaseUrl, servingUrl } from './support/server-process';

/**
 * The container image's own steps, run outside Docker (Dockerfile): the deps stage's server-only production
 * install (`npm ci --omit=dev --workspace apps/server`), the compiled server under plain
 * `node` with nothing but the production install, on each engine and against a local S3, and the compiled
 * `user:create` through its npm script.
 */
const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const workspaces = ['apps/server', 'apps/web', 'packages/schemas'];

/** Tools for tests, builds, lint and benchmarks: none of them may be in the production install. */
const devTools = [
  'vitest',
  'vite',
  'tsx',
  'esbuild',
  'eslint',
  'prettier',
  'autocannon',
  'lighthouse',
  'chrome-launcher',
  'playwright-core',
  '@redocly/cli',
  '@vitejs/plugin-react',
  'vite-plugin-pwa',
  'jsdom',
  '@testing-library/react',
  'fast-check',
  'typescript-eslint',
];

let image = '';

/** The production install's limit: the image carries the server's packages, never the web's or the tools'. */
const MOST_INSTALL_BYTES = 120 * 1024 * 1024;

/** Bytes of the files under a folder (symbolic links, such as the workspaces', not followed). */
function bytesUnder(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += bytesUnder(full);
    else if (entry.isFile()) total += fs.statSync(full).size;
  }
  return total;
}

/** The deps stage: the server's production install from the lockfile (npm's cache, filled by the suite's own
 * install, answers it); and the build stage's compiled server. */
beforeAll(async () => {
  fs.mkdirSync(path.join(repoRoot, '.tmp'), { recursive: true });
  image = fs.mkdtempSync(path.join(repoRoot, '.tmp', 'image-'));
  for (const file of ['package.json', 'package-lock.json', ...workspaces.map((w) => `${w}/package.json`)]) {
    fs.mkdirSync(path.dirname(path.join(image, file)), { recursive: true });
    fs.copyFileSync(path.join(repoRoot, file), path.join(image, file));
  }
  await run('npm', ['ci', '--omit=dev', '--workspace', 'apps/server', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: image,
  });
  await run(process.execPath, [path.join(repoRoot, 'apps/server/scripts/build.mjs'), path.join(image, 'apps/server/dist')]);
}, 180_000);

afterAll(() => {
  if (image) fs.rmSync(image, { recursive: true, force: true });
});

describe('the production install', () => {
  it('holds the runtime packages and no test, build or benchmark tool', () => {
    const present = (name: string) => fs.existsSync(path.join(image, 'node_modules', name, 'package.json'));
    expect(devTools.filter(present)).toEqual([]);
    expect(['fastify', 'better-sqlite3', 'pg', 'kysely', 'prom-client', 'nodemailer'].filter((n) => !present(n))).toEqual([]);
    // The web's packages: its renderer is bundled into dist-ssr, so the server loads none of them.
    expect(['react', 'react-dom', 'antd', 'recharts', 'typescript', 'i18next'].filter(present)).toEqual([]);
  });

  it(`is under ${MOST_INSTALL_BYTES / 1024 / 1024} MB`, () => {
    const bytes = bytesUnder(path.join(image, 'node_modules'));
    expect(bytes, `${(bytes / 1024 / 1024).toFixed(1)} MB`).toBeLessThan(MOST_INSTALL_BYTES);
  });
});

interface Running {
  url: string;
  child: ChildProcess;
  output(): string;
}

/** `node apps/server/dist/main.js`, the image's CMD, with only the variables given. */
async function startCompiled(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: image,
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { url, output } = await servingUrl(child);
  return { url, child, output };
}

describe.each(engines)('the compiled server on %s', (engine) => {
  const bucket = `pnc-image-${engine}`;
  const s3 = fakeS3({ region: 'ap-northeast-1', bucket });
  let server: Running;
  let env: Record<string, string>;
  let drop = async () => {};

  beforeAll(async () => {
    const endpoint = await s3.start();
    const fresh = await freshDatabase(engine);
    drop = fresh.drop;
    env = {
      DATABASE_URL: databaseUrl(fresh.database),
      MAIL_OUTBOX_DIR: path.join(image, `outbox-${engine}`),
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'ap-northeast-1',
      S3_ACCESS_KEY_ID: FAKE_S3_KEY.accessKeyId,
      S3_SECRET_ACCESS_KEY: FAKE_S3_KEY.secretAccessKey,
    };
    server = await startCompiled(env);
  }, 60_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGKILL');
      await exited;
    }
    await s3.close();
    await drop();
  });

  it('answers its health check once migrated', async () => {
    const res = await fetch(`${server.url}/api/health/`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', checks: { database: 'ok' } });
    expect((await fetch(`${server.url}/api/docs/json`)).status).toBe(200);
  });

  it('creates the first admin with the compiled user:create, who uploads a picture into the bucket', async () => {
    const password = 'a-long-first-admin-secret';
    // `npm run user:create` as docs/deploy.md has the operator run it in the container: the compiled CLI.
    // The password on standard input, as an operator pipes it (argv would show it in ps).
    const create = run('npm', ['run', 'user:create', '--', '--username', 'boss', '--role', 'admin'], {
      cwd: image,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? image, ...env },
    });
    create.child.stdin!.end(`${password}\n`);
    const { stdout } = await create;
    expect(stdout).toMatch(/created admin boss/);

    const login = await fetch(`${server.url}/api/user/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'boss', password }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };

    const form = multipart(PNG);
    const upload = await fetch(`${server.url}/api/upload/`, {
      method: 'POST',
      headers: { authorization: `Token ${token}`, ...form.headers },
      body: form.payload,
    });
    expect(upload.status).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    expect(s3.objects.get(url.replace('/uploads/', ''))?.body.equals(PNG)).toBe(true);
    const back = await fetch(`${server.url}${url}`);
    expect(back.status).toBe(200);
    expect(Buffer.from(await back.arrayBuffer()).equals(PNG)).toBe(true);
  }, 30_000);

  it('stops cleanly on SIGTERM, as `docker stop` sends', async () => {
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
