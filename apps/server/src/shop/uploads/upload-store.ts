import type { Readable } from 'node:stream';

/** A stored file on its way back out: a buffer (local disk) or a stream (S3, never held whole in memory). */
export interface StoredFile {
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
