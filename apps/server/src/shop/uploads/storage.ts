import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { s3Store } from './s3-store';
import type { UploadStore } from './upload-store';

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
