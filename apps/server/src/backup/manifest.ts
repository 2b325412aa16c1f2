import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Engine } from '../db/connect';

/** What a backup folder holds, written last as manifest.json: a folder without it is an unfinished backup. */
export interface Manifest {
  format: 1;
  engine: Engine;
  createdAt: string;
  /** The newest migration the database had: a restore into newer code is migrated on its first start. */
  lastMigration: string | null;
  /** Where the pictures were: copied into uploads/ (local), or left to the bucket's own versioning (s3). */
  uploads: 'local' | 's3';
  /** Every file of the backup but the manifest, by path inside the folder, with its SHA-256. */
  files: Record<string, string>;
}

export const MANIFEST = 'manifest.json';
export const DATABASE_FILE: Record<Engine, string> = { sqlite: 'database.sqlite', postgres: 'database.pgdump' };

/** A refusal: a stable code, and what went wrong in English and in Taiwanese Mandarin. */
export class BackupRefusal extends Error {
  constructor(
    readonly code: string,
    readonly en: string,
    readonly tw: string,
  ) {
    super(`${code}: ${en} / ${tw}`);
  }
}

export function sha256(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** Every regular file under dir, as paths relative to root with / separators. */
export function filesUnder(root: string, dir = root): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(root, full);
    return e.isFile() ? [path.relative(root, full).split(path.sep).join('/')] : [];
  });
}

/** Reads a backup's manifest and checks every file it lists against its checksum. */
export function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) {
    throw new BackupRefusal(
      'backup_incomplete',
      `${dir} has no ${MANIFEST}: not a backup, or one that did not finish`,
      `${dir} 沒有 ${MANIFEST}：不是備份，或是沒有完成的備份`,
    );
  }
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== 1) {
    throw new BackupRefusal(
      'backup_format',
      `unknown backup format ${String(manifest.format)}`,
      `無法辨識的備份格式 ${String(manifest.format)}`,
    );
  }
  for (const [name, sum] of Object.entries(manifest.files)) {
    const full = path.join(dir, name);
    if (!fs.existsSync(full) || sha256(full) !== sum) {
      throw new BackupRefusal('backup_damaged', `${name} is missing or changed since the backup`, `${name} 遺失或在備份後被改過`);
    }
  }
  return manifest;
}
