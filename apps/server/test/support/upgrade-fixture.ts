import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import SQLite from 'better-sqlite3';
import type { Engine } from '../../src/db/connect';
import type { TestDatabase } from '../helper';
import { pgBin } from './postgres';

export const fixturesDir = path.join(import.meta.dirname, '../fixtures/upgrade');

export interface Fixture {
  name: string;
  commit: string;
  lastMigration: string;
}

/** Every upgrade fixture in the repository (scripts/make-upgrade-fixture.ts makes them), oldest first. */
export function upgradeFixtures(): Fixture[] {
  return fs
    .readdirSync(fixturesDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ name: f.slice(0, -'.json'.length), ...JSON.parse(fs.readFileSync(path.join(fixturesDir, f), 'utf8')) }))
    .sort((a, b) => a.lastMigration.localeCompare(b.lastMigration));
}

/** Loads a fixture's dump into an empty database on its engine, as that release left it. */
export function loadFixture(fixture: Fixture, engine: Engine, database: TestDatabase) {
  const text = gunzipSync(fs.readFileSync(path.join(fixturesDir, `${fixture.name}.${engine}.sql.gz`)));
  if (database.engine === 'sqlite') {
    const db = new SQLite(database.path);
    try {
      // The full-text tables' stored index is written back as it was, which SQLite's defensive mode forbids.
      db.unsafeMode(true);
      db.exec(text.toString('utf8'));
    } finally {
      db.close();
    }
    return;
  }
  const r = spawnSync(pgBin('psql'), ['--quiet', '--no-psqlrc', '-v', 'ON_ERROR_STOP=1', '--dbname', database.url], {
    input: text,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`psql could not load ${fixture.name}: ${r.stderr}`);
}
