import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Config } from '../config';
import { connect } from '../db/connect';
import { BackupRefusal, DATABASE_FILE, filesUnder, MANIFEST, type Manifest, sha256 } from './manifest';
import { runPgTool } from './pg-tools';

export interface BackupOptions {
  /** The folder the backup's own folder is made in. */
  to: string;
  /** Where pg_dump is, when not on the PATH. */
  pgBin?: string;
}

/**
 * Backs up the database and the local uploads while the server runs, into a new folder under `to`
 * (centre-<UTC time>), and answers its path. SQLite through the online backup API, PostgreSQL as pg_dump's custom
 * format. The manifest, written last, lists every file with its checksum.
 */
export async function makeBackup(config: Config, options: BackupOptions): Promise<string> {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const dir = path.resolve(options.to, `centre-${stamp}`);
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  try {
    fs.mkdirSync(dir);
  } catch {
    throw new BackupRefusal('backup_exists', `${dir} exists already`, `${dir} 已經存在`);
  }
  try {
    await writeBackup(config, dir, options);
  } catch (err) {
    // A backup that failed half-way is removed, never left to be mistaken for one.
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return dir;
}

async function writeBackup(config: Config, dir: string, options: BackupOptions) {
  const { database } = config;
  const dbFile = path.join(dir, DATABASE_FILE[database.engine]);
  if (database.engine === 'sqlite') {
    if (!fs.existsSync(database.path)) {
      throw new BackupRefusal('database_missing', `no database at ${database.path}`, `${database.path} 沒有資料庫`);
    }
    const source = new SQLite(database.path, { fileMustExist: true });
    try {
      await source.backup(dbFile);
    } finally {
      source.close();
    }
  } else {
    runPgTool('pg_dump', database, ['--format=custom', '--no-owner', '--no-privileges', '--file', dbFile], options.pgBin);
  }

  const uploads = config.shop.s3 ? 's3' : 'local';
  if (uploads === 'local' && fs.existsSync(config.shop.uploadDir)) {
    fs.cpSync(config.shop.uploadDir, path.join(dir, 'uploads'), { recursive: true });
  }
  const files = Object.fromEntries(filesUnder(dir).map((f) => [f, sha256(path.join(dir, f))]));
  const manifest: Manifest = {
    format: 1,
    engine: database.engine,
    createdAt: new Date().toISOString(),
    lastMigration: await lastMigration(config),
    uploads,
    files,
  };
  fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

async function lastMigration(config: Config): Promise<string | null> {
  const db = connect(config.database);
  try {
    const row = (await sql<{ name: string }>`select max(name) as name from kysely_migration`.execute(db)).rows[0];
    return row?.name ?? null;
  } catch {
    return null;
  } finally {
    await db.destroy();
  }
}
