import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. The local store (UPLOAD_DIR, default data/uploads) is the only adapter so far;
 * an S3-compatible store would implement the same two calls when S3_BUCKET is set (not built: it needs the AWS SDK).
 */
export interface UploadStore {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  get(name: string): Promise<Buffer | undefined>;
}

export function localStore(dir: string): UploadStore {
  const root = path.resolve(dir);
  return {
    async put(name, bytes) {
      await fs.mkdir(root, { recursive: true });
      await fs.writeFile(path.join(root, name), bytes, { flag: 'wx' });
    },
    async get(name) {
      try {
        return await fs.readFile(path.join(root, name));
      } catch {
        return undefined;
      }
    },
  };
}
