import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Config } from '../config';
import { connect, type Db } from '../db/connect';
import { BackupRefusal, DATABASE_FILE, filesUnder, type Manifest, readManifest } from './manifest';
import { runPgTool } from './pg-tools';

export interface RestoreOptions {
  /** The backup's folder (centre-<time>, as made by makeBackup). */
  from: string;
  /** Where pg_restore is, when not on the PATH. */
  pgBin?: string;
}

/** How far the change counters move on a restore: past any value a browser or a cache may still hold (decision 0013). */
const COUNTER_JUMP = 1_000_000;

/**
 * Restores a backup into an empty database and an empty upload folder, with the server stopped: it refuses to
 * write over anything (a database with tables, an upload folder with files), and a backup whose files do not
 * match their checksums. Then moves the change counters on, so no answer kept from before the restore is served.
 */
export async function restoreBackup(config: Config, options: RestoreOptions): Promise<Manifest> {
  const from = path.resolve(options.from);
  const manifest = readManifest(from);
  const { database } = config;
  if (manifest.engine !== database.engine) {
    throw new BackupRefusal(
      'engine_mismatch',
      `the backup is of a ${manifest.engine} database, DATABASE_URL names ${database.engine}`,
      `備份是 ${manifest.engine} 資料庫，DATABASE_URL 指的是 ${database.engine}`,
    );
  }
  await refuseUnlessEmpty(config);
  const uploadsFrom = path.join(from, 'uploads');
  const uploadFiles = filesUnder(uploadsFrom);
  if (uploadFiles.length > 0 && config.shop.s3) {
    throw new BackupRefusal(
      'uploads_to_s3',
      'the backup holds local uploads but S3_BUCKET is set: copy its uploads/ into the bucket yourself',
      '備份含本機上傳檔，但已設定 S3_BUCKET：請自行把 uploads/ 複製到儲存桶',
    );
  }
  const uploadDir = path.resolve(config.shop.uploadDir);
  if (uploadFiles.length > 0 && filesUnder(uploadDir).length > 0) {
    throw new BackupRefusal('uploads_not_empty', `${uploadDir} is not empty`, `${uploadDir} 不是空的`);
  }

  const dbFile = path.join(from, DATABASE_FILE[database.engine]);
  if (database.engine === 'sqlite') {
    fs.mkdirSync(path.dirname(path.resolve(database.path)), { recursive: true });
    // SQLite's online backup API writes the pages into the (empty) database through SQLite itself, so its journal
    // and WAL files are SQLite's to handle: no file of a database is copied, renamed or removed by hand.
    const source = new SQLite(dbFile, { readonly: true, fileMustExist: true });
    try {
      await source.backup(database.path);
    } finally {
      source.close();
    }
  } else {
    runPgTool(
      'pg_restore',
      database,
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', dbFile],
      options.pgBin,
    );
  }
  if (uploadFiles.length > 0) fs.cpSync(uploadsFrom, uploadDir, { recursive: true, errorOnExist: true, force: false });

  const db = connect(database);
  try {
    await sql`update data_version set version = version + ${COUNTER_JUMP}`.execute(db);
  } finally {
    await db.destroy();
  }
  return manifest;
}

async function refuseUnlessEmpty(config: Config) {
  const { database } = config;
  if (database.engine === 'sqlite' && !fs.existsSync(database.path)) return;
  const db: Db = connect(database);
  try {
    const query =
      database.engine === 'sqlite'
        ? sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'table'`
        : sql<{ n: number }>`select count(*) as n from pg_tables where schemaname = 'public'`;
    const n = Number((await query.execute(db)).rows[0]!.n);
    if (n > 0) {
      const where = database.engine === 'sqlite' ? database.path : 'the database DATABASE_URL names';
      throw new BackupRefusal(
        'database_not_empty',
        `${where} has ${n} tables: a restore goes into an empty database only`,
        `${where} 已有 ${n} 個資料表：只能還原到空的資料庫`,
      );
    }
  } finally {
    await db.destroy();
  }
}
