// Makes the upgrade fixtures: a database on each engine as an older release left it, from that release's own code.
//   cd apps/server && node --import tsx scripts/make-upgrade-fixture.ts [commit]
// The release's tree is taken with `git archive` into a temp dir (no change to this repository's git state), given
// this checkout's installed packages (its own workspace packages in place of ours), and runs its migrations, its
// demo seed and a few hand-made rows (upgrade-fixture/seed-release.ts) on a fresh SQLite file and on a throwaway
// PostgreSQL. Each is dumped to test/fixtures/upgrade/: SQLite as SQL text, PostgreSQL as a plain pg_dump, gzip'd.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { pgBin, startCluster } from '../test/support/postgres';
import { dumpSqlite } from './upgrade-fixture/sqlite-dump';

/** The last release: the newest commit on main before migration 0036 landed (0035 its newest migration). */
const RELEASE = '1db471e';

const serverDir = path.resolve(import.meta.dirname, '..');
const repo = path.resolve(serverDir, '../..');
const outDir = path.join(serverDir, 'test/fixtures/upgrade');
const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8' }).trim();

const commit = git('rev-parse', '--verify', `${process.argv[2] ?? RELEASE}^{commit}`);
const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'pnc-release-'));
try {
  execFileSync('sh', ['-c', `git -C "${repo}" archive --format=tar ${commit} | tar -x -C "${tree}"`]);
  linkPackages(tree);
  const seed = path.join(tree, 'apps/server/scripts/upgrade-fixture/seed-release.ts');
  fs.mkdirSync(path.dirname(seed), { recursive: true });
  fs.copyFileSync(path.join(serverDir, 'scripts/upgrade-fixture/seed-release.ts'), seed);
  const runSeed = (...args: string[]) =>
    execFileSync(process.execPath, ['--import', 'tsx', seed, ...args], {
      cwd: path.join(tree, 'apps/server'),
      stdio: 'inherit',
      env: { ...process.env, TZ: 'UTC' },
    });
  const index = fs.readFileSync(path.join(tree, 'apps/server/src/db/migrations/index.ts'), 'utf8');
  const migrations = [...index.matchAll(/^ {2}'(\d{4}-[\w-]+)':/gm)].map((m) => m[1]);
  const name = `release-${commit.slice(0, 7)}`;
  fs.mkdirSync(outDir, { recursive: true });

  const file = path.join(tree, 'fixture.db');
  runSeed('sqlite', file);
  const sqlite = new SQLite(file, { readonly: true });
  fs.writeFileSync(path.join(outDir, `${name}.sqlite.sql.gz`), gzipSync(dumpSqlite(sqlite), { level: 9 }));
  sqlite.close();

  const cluster = await startCluster();
  if (!cluster) throw new Error('no PostgreSQL binaries found (/usr/lib/postgresql/*/bin)');
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database fixture');
    await admin.end();
    const url = cluster.url.replace(/\/[^/]*$/, '/fixture');
    runSeed('postgres', url);
    const dump = execFileSync(pgBin('pg_dump'), ['--format=plain', '--no-owner', '--no-privileges', '--dbname', url], {
      maxBuffer: 256 * 1024 * 1024,
    });
    fs.writeFileSync(path.join(outDir, `${name}.postgres.sql.gz`), gzipSync(dump, { level: 9 }));
  } finally {
    cluster.stop();
  }

  const about = { commit, lastMigration: migrations.at(-1), madeAt: new Date().toISOString().slice(0, 10) };
  fs.writeFileSync(path.join(outDir, `${name}.json`), `${JSON.stringify(about, null, 2)}\n`);
  for (const f of fs.readdirSync(outDir).filter((f) => f.startsWith(name))) {
    console.log(`${path.relative(serverDir, path.join(outDir, f))}: ${fs.statSync(path.join(outDir, f)).size} bytes`);
  }
} finally {
  fs.rmSync(tree, { recursive: true, force: true });
}

/**
 * The release runs on this checkout's installed packages, except its own workspace packages (@pnc/*), which must
 * be the release's: a node_modules of links, each to ours, and @pnc/* to the release's folders.
 */
function linkPackages(root: string) {
  const ours = path.join(repo, 'node_modules');
  const theirs = path.join(root, 'node_modules');
  fs.mkdirSync(theirs);
  for (const entry of fs.readdirSync(ours)) {
    if (entry !== '@pnc') fs.symlinkSync(path.join(ours, entry), path.join(theirs, entry));
  }
  fs.mkdirSync(path.join(theirs, '@pnc'));
  for (const parent of ['packages', 'apps']) {
    for (const dir of fs.readdirSync(path.join(root, parent))) {
      const pkg = path.join(root, parent, dir, 'package.json');
      if (!fs.existsSync(pkg)) continue;
      const { name } = JSON.parse(fs.readFileSync(pkg, 'utf8')) as { name: string };
      if (name.startsWith('@pnc/')) fs.symlinkSync(path.join(root, parent, dir), path.join(theirs, name));
    }
  }
}
