import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import { s3Store } from './s3-store';

/** A stored file on its way back out: a buffer (local disk) or a stream (S3, never held whole in memory). */
interface StoredFile {
  body: Buffer | Readable;
  /** the type it was stored with, when the store keeps one. */
  contentType?: string;
}

/**
 * Where uploaded files live: the local disk (UPLOAD_DIR, default data/uploads), or an S3-compatible
 * bucket when S3_BUCKET is set (several instances then share one store).
 */
export interface UploadStore {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  get(name: string): Promise<StoredFile | undefined>;
  /** Removes the file; one that is not there is no error. */
  delete(name: string): Promise<void>;
}

function localStore(dir: string): UploadStore {
  const root = path.resolve(dir);
  return {
    async put(name, bytes) {
      await fs.mkdir(root, { recursive: true });
      await fs.writeFile(path.join(root, name), bytes, { flag: 'wx' });
    },
    async get(name) {
      try {
        return { body: await fs.readFile(path.join(root, name)) };
      } catch {
        return undefined;
      }
    },
    async delete(name) {
      await fs.rm(path.join(root, name), { force: true });
    },
  };
}

/** The store the configuration names. */
export const uploadStore = (config: Config['shop']): UploadStore =>
  config.s3 ? s3Store(config.s3) : localStore(config.uploadDir);
