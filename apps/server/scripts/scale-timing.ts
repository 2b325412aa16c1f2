/**
 * Route timings on small and large generated data, per engine: the "within 2x of small-data cost"
 * check (docs/performance.md) is a benchmark, not a timed test, so it lives here.
 *
 *   node --import tsx apps/server/scripts/scale-timing.ts [--items 100000] [--mothers 2000] [--runs 30]
 *                                                         [--engine sqlite|postgres] [--answer-cache-mb 0]
 *                                                         [--only "keyword,deep"]
 *
 * SQLite always; PostgreSQL on TEST_DATABASE_URL (an admin URL; a database is created and dropped)
 * or on a throwaway cluster from the system's binaries. Prints seeding time and the median of each
 * route per size, and the large/small ratio. --answer-cache-mb is ANSWER_CACHE_MB: 0 by default, so every
 * request reads its rows and counts its matches (the repeated requests would otherwise be kept answers).
 * --only: the routes whose name holds one of these comma-separated words.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../src/app';
import { issueToken } from '../src/accounts/token-repository';
import { insertUser } from '../src/accounts/user-repository';
import { type Config, testConfig } from '../src/config';
import { connect, type Engine } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { startCluster } from '../test/support/postgres';
import { type ScaleSize, scaleRoutes, seedScale } from '../test/support/scale-data';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '100000' },
    mothers: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '30' },
    engine: { type: 'string' },
    'answer-cache-mb': { type: 'string', default: '0' },
    only: { type: 'string' },
  },
});
const small: ScaleSize = { items: 1_000, mothers: 100 };
const large: ScaleSize = { items: Number(values.items), mothers: Number(values.mothers) };
const runs = Number(values.runs);
const answerCacheBytes = Number(values['answer-cache-mb']) * 1024 * 1024;
const only = values.only?.split(',').filter(Boolean);
const timed = (name: string) => !only || only.some((w) => name.includes(w));

async function freshDb(engine: Engine, pgAdmin: string): Promise<{ database: Config['database']; drop(): Promise<void> }> {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pnc-scale-'));
    return {
      database: { engine, path: path.join(dir, 'scale.db') },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgAdmin });
  await admin.connect();
  // lc_ctype C.UTF-8, as production's should be: under C, pg_trgm extracts no trigrams from CJK text.
  await admin.query(`create database ${name} template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C.UTF-8'`);
  await admin.end();
  return {
    database: { engine, url: pgAdmin.replace(/\/[^/]*$/, `/${name}`) },
    async drop() {
      const c = new pg.Client({ connectionString: pgAdmin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Seeds one database of one size and answers the median milliseconds of each route. */
async function measure(engine: Engine, size: ScaleSize, pgAdmin: string) {
  const fresh = await freshDb(engine, pgAdmin);
  const db = connect(fresh.database);
  try {
    await migrateToLatest(db, engine);
    const seedStart = performance.now();
    await seedScale(db, engine, size);
    const seedMs = performance.now() - seedStart;
    const userId = await insertUser(db, {
      username: 'scale-staff',
      email: 'scale-staff@example.test',
      password: 'correct-horse-battery',
      role: 'staff',
      emailValidated: true,
    });
    const token = `Token ${await issueToken(db, userId, 'scale', 1)}`;
    const category = await db.selectFrom('category').select('id').orderBy('id').executeTakeFirstOrThrow();
    const app = await buildApp({ config: testConfig({ database: fresh.database, answerCacheBytes }), db });
    await app.ready();
    const timings: Record<string, number> = {};
    for (const route of scaleRoutes(category.id).filter((r) => timed(r.name))) {
      const headers = 'staff' in route ? { authorization: token } : {};
      const times: number[] = [];
      for (let i = 0; i < runs + 3; i++) {
        const t = performance.now();
        const res = await app.inject({ method: 'GET', url: route.url, headers });
        if (res.statusCode !== 200) throw new Error(`${route.name}: ${res.statusCode} ${res.body}`);
        if (i >= 3) times.push(performance.now() - t);
      }
      timings[route.name] = median(times);
    }
    await app.close();
    return { seedMs, timings };
  } finally {
    await db.destroy();
    await fresh.drop();
  }
}

async function main() {
  let pgAdmin = process.env.TEST_DATABASE_URL ?? '';
  let stop = () => {};
  const wanted = (e: Engine) => !values.engine || values.engine === e;
  if (!pgAdmin && wanted('postgres')) {
    const cluster = await startCluster().catch(() => undefined);
    if (cluster) ({ url: pgAdmin, stop } = cluster);
  }
  try {
    const engines = (['sqlite', 'postgres'] as const).filter((e) => wanted(e) && (e === 'sqlite' || pgAdmin));
    for (const engine of engines) {
      const a = await measure(engine, small, pgAdmin);
      const b = await measure(engine, large, pgAdmin);
      console.log(
        `\n${engine}: seeding ${small.items} items ${a.seedMs.toFixed(0)} ms, ${large.items} items ${b.seedMs.toFixed(0)} ms; ` +
          `answer cache ${values['answer-cache-mb']} MB`,
      );
      console.log(`${'route'.padEnd(28)} ${'small ms'.padStart(9)} ${'large ms'.padStart(9)} ${'ratio'.padStart(6)}`);
      for (const name of Object.keys(a.timings)) {
        const s = a.timings[name]!;
        const l = b.timings[name]!;
        console.log(
          `${name.padEnd(28)} ${s.toFixed(2).padStart(9)} ${l.toFixed(2).padStart(9)} ${(l / s).toFixed(2).padStart(6)}`,
        );
      }
    }
  } finally {
    stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
