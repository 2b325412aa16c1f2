import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { connect, type Db, type Engine } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoIfEmpty } from '../src/demo/seed';
import { engines, freshDatabase, type TestDatabase } from './helper';
import { multipart, PNG } from './shop-support';
import { pgBin } from './support/postgres';
import { databaseUrl, startServer } from './support/server-process';

const serverDir = path.resolve(import.meta.dirname, '..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pnc-backup-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Runs one of the CLIs as `npm run backup|restore` does, from its TypeScript source, against a database and upload folder. */
function cli(name: 'backup' | 'restore', database: TestDatabase, uploadDir: string, args: string[]) {
  const pg = database.engine === 'postgres' ? ['--pg-bin', path.dirname(pgBin('pg_dump'))] : [];
  return spawnSync(process.execPath, ['--import', 'tsx', `src/cli/${name}.ts`, ...args, ...pg], {
    cwd: serverDir,
    encoding: 'utf8',
    env: { ...process.env, ...databaseEnv(database, name), UPLOAD_DIR: uploadDir, LOG_LEVEL: 'silent' },
  });
}

/**
 * The database as the operator gives it: DATABASE_URL, except a PostgreSQL restore, given as pg's own variables
 * (PGHOST … PGDATABASE), so both ways reach pg_dump and pg_restore.
 */
function databaseEnv(database: TestDatabase, name: 'backup' | 'restore'): NodeJS.ProcessEnv {
  if (database.engine === 'sqlite' || name === 'backup') return { DATABASE_URL: databaseUrl(database) };
  const url = new URL(database.url);
  return {
    DATABASE_URL: undefined,
    PGHOST: url.hostname,
    PGPORT: url.port,
    PGUSER: decodeURIComponent(url.username),
    ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}),
    PGDATABASE: url.pathname.slice(1),
  };
}

/** Every table's row count, and the change counters, as the database holds them now. */
async function contents(db: Db, engine: Engine) {
  const names = (
    engine === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'
          and name not like 'item_fts%' order by name`.execute(db)
      : await sql<{
          name: string;
        }>`select tablename as name from pg_tables where schemaname = 'public' order by tablename`.execute(db)
  ).rows.map((r) => r.name);
  const counts: Record<string, number> = {};
  for (const name of names) {
    counts[name] = Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(db)).rows[0]!.n);
  }
  const versions = (
    await sql<{ name: string; version: number }>`select name, version from data_version order by name`.execute(db)
  ).rows;
  return { counts, versions: Object.fromEntries(versions.map((v) => [v.name, Number(v.version)])) };
}

describe.each(engines)('backup and restore on %s', (engine) => {
  it('restores the seeded database and an upload into an empty database and folder, and a server serves them', async () => {
    // The running site: demo data, and a picture uploaded through the API.
    const source = await freshDatabase(engine);
    const sourceUploads = fs.mkdtempSync(path.join(scratch, 'uploads-a-'));
    const config = testConfig({ database: source.database, captcha: false });
    const db = connect(source.database);
    await migrateToLatest(db, engine);
    await seedDemoIfEmpty(db);
    const app = await buildApp({
      config: { ...config, shop: { ...config.shop, uploadDir: sourceUploads } },
      db,
      mailer: { send: async () => {} },
    });
    const target = await freshDatabase(engine);
    const targetUploads = path.join(scratch, `uploads-b-${engine}`);
    let server: Awaited<ReturnType<typeof startServer>> | undefined;
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/user/login/',
        payload: { username: 'manager', password: 'demo-manager-2026' },
      });
      const auth = { authorization: `Token ${login.json().token}` };
      const picture = Buffer.concat([PNG, randomBytes(4096)]);
      const body = multipart(picture, 'room.png');
      const uploaded = await app.inject({
        method: 'POST',
        url: '/api/upload/',
        headers: { ...body.headers, ...auth },
        payload: body.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const pictureUrl = uploaded.json().url as string;

      const made = cli('backup', source.database, sourceUploads, ['--to', path.join(scratch, `backups-${engine}`)]);
      expect(made.status, made.stderr).toBe(0);
      const backupDir = /backed up into (.+)/.exec(made.stdout)![1]!.trim();
      const before = await contents(db, engine);
      const mothers = (await app.inject({ method: 'GET', url: '/api/mother/?limit=100', headers: auth })).json();
      const items = (await app.inject({ method: 'GET', url: '/api/items/?limit=50' })).json().results;

      const restored = cli('restore', target.database, targetUploads, ['--from', backupDir]);
      expect(restored.status, restored.stderr).toBe(0);
      const check = connect(target.database);
      const after = await contents(check, engine).finally(() => check.destroy());
      expect(after.counts).toEqual(before.counts);
      // The change counters move past every value a browser may hold, so no answer from before is kept.
      expect(after.versions).toEqual(Object.fromEntries(Object.entries(before.versions).map(([k, v]) => [k, v + 1_000_000])));

      // Restoring twice would write over data: refused, with the code, in English and Taiwanese Mandarin.
      const again = cli('restore', target.database, targetUploads, ['--from', backupDir]);
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/database_not_empty: .+ \/ .*只能還原到空的資料庫/);

      server = await startServer(target.database, { UPLOAD_DIR: targetUploads });
      expect(await (await fetch(`${server.url}/api/health/`)).json()).toMatchObject({ status: 'ok', checks: { database: 'ok' } });
      const relogin = await fetch(`${server.url}/api/user/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'manager', password: 'demo-manager-2026' }),
      });
      expect(relogin.status).toBe(200);
      const headers = { authorization: `Token ${((await relogin.json()) as { token: string }).token}` };
      expect(await (await fetch(`${server.url}/api/mother/?limit=100`, { headers })).json()).toEqual(mothers);
      expect(((await (await fetch(`${server.url}/api/items/?limit=50`)).json()) as { results: unknown }).results).toEqual(items);
      const served = await fetch(`${server.url}${pictureUrl}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true);
    } finally {
      await server?.kill('SIGTERM');
      await app.close();
      await db.destroy();
      await source.drop();
      await target.drop();
    }
  }, 120_000);

  it('refuses a backup whose files changed or of the other engine, and leaves no failed backup', async () => {
    const source = await freshDatabase(engine);
    const db = connect(source.database);
    await migrateToLatest(db, engine);
    await db.destroy();
    const uploads = path.join(scratch, `uploads-c-${engine}`);
    try {
      const made = cli('backup', source.database, uploads, ['--to', path.join(scratch, `damaged-${engine}`)]);
      expect(made.status, made.stderr).toBe(0);
      const dir = /backed up into (.+)/.exec(made.stdout)![1]!.trim();
      const target = await freshDatabase(engine);
      try {
        const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
        fs.writeFileSync(
          path.join(dir, 'manifest.json'),
          JSON.stringify({ ...manifest, engine: engine === 'sqlite' ? 'postgres' : 'sqlite' }),
        );
        expect(cli('restore', target.database, uploads, ['--from', dir]).stderr).toMatch(/^engine_mismatch: /);
        fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
        fs.appendFileSync(path.join(dir, manifest.engine === 'sqlite' ? 'database.sqlite' : 'database.pgdump'), 'x');
        const damaged = cli('restore', target.database, uploads, ['--from', dir]);
        expect(damaged.status).toBe(1);
        expect(damaged.stderr).toMatch(/^backup_damaged: database\.\w+ is missing or changed/);
        expect(cli('restore', target.database, uploads, ['--from', scratch]).stderr).toMatch(/^backup_incomplete: /);

        // A backup that fails leaves no folder behind to be taken for one.
        const gone: TestDatabase =
          engine === 'sqlite'
            ? { engine, path: path.join(scratch, 'none.db') }
            : { engine, url: 'postgres://u:pw@127.0.0.1:1/none' };
        const failed = cli('backup', gone, uploads, ['--to', path.join(scratch, `failed-${engine}`)]);
        expect(failed.status).toBe(1);
        expect(failed.stderr).toMatch(engine === 'sqlite' ? /^database_missing: / : /^pg_tool_failed: /);
        expect(failed.stderr).not.toContain(':pw@');
        expect(fs.readdirSync(path.join(scratch, `failed-${engine}`))).toEqual([]);
      } finally {
        await target.drop();
      }
    } finally {
      await source.drop();
    }
  }, 60_000);
});
