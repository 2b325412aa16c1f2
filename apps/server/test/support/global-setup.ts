import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, type Engine } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { startCluster } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of a PostgreSQL server for tests, or '' when none can be had. */
    pgUrl: string;
    /** A SQLite file migrated to the newest migration, copied for each test block that wants a migrated database. */
    sqliteTemplate: string;
    /** A PostgreSQL database migrated likewise, each test block's database made from it (CREATE DATABASE … TEMPLATE). */
    pgTemplate: string;
  }
}

/** Migrates once per run, on each engine, what every test block would otherwise migrate for itself. */
async function migrateTemplate(engine: Engine, database: Parameters<typeof connect>[0]) {
  const db = connect(database);
  try {
    await migrateToLatest(db, engine);
    // The file alone is the template: everything the log holds goes into it before it is copied.
    if (engine === 'sqlite') await sql`pragma wal_checkpoint(truncate)`.execute(db);
  } finally {
    await db.destroy();
  }
}

async function pgTemplateOn(adminUrl: string) {
  const name = `pnc_template_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  await migrateTemplate('postgres', { engine: 'postgres', url: adminUrl.replace(/\/[^/]*$/, `/${name}`) });
  const drop = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { name, drop };
}

/**
 * Once per run: a PostgreSQL for the suite (TEST_DATABASE_URL, or a throwaway cluster; REQUIRE_PG=1 makes its absence
 * a failure), and a migrated template database on each engine.
 */
export default async function setup(project: TestProject) {
  let url = process.env.TEST_DATABASE_URL ?? '';
  let stop = () => {};
  if (!url) {
    const cluster = await startCluster().catch((err: Error) => {
      if (process.env.REQUIRE_PG === '1') throw err;
      console.warn(`PostgreSQL tests skipped: ${err.message}`);
      return undefined;
    });
    if (cluster) ({ url, stop } = cluster);
  }
  if (!url && process.env.REQUIRE_PG === '1') throw new Error('REQUIRE_PG=1 but no PostgreSQL could be started');
  if (!url) console.warn('PostgreSQL tests skipped: no server binaries and no TEST_DATABASE_URL');
  project.provide('pgUrl', url);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pnc-template-'));
  const sqliteTemplate = path.join(dir, 'template.db');
  await migrateTemplate('sqlite', { engine: 'sqlite', path: sqliteTemplate });
  project.provide('sqliteTemplate', sqliteTemplate);
  const template = url ? await pgTemplateOn(url) : undefined;
  project.provide('pgTemplate', template?.name ?? '');
  return async () => {
    await template?.drop().catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
    stop();
  };
}
