import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AppError } from '../../lib/errors';
import { amzDateOf, sha256Hex, signV4, uriEncode } from './sigv4';
import type { UploadStore } from './storage';

export interface S3Settings {
  /** scheme, host and optional path prefix, without a trailing slash (https://s3.ap-northeast-1.amazonaws.com, http://minio:9000). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const TIMEOUT_MS = 15_000;
const EMPTY_SHA256 = sha256Hex('');

/**
 * The client sees one plain 503; the operator finds what S3 said in the log line's `cause`
 * (never the request's headers: they carry the access key id and the signature).
 */
function unavailable(detail: string): AppError {
  const err = new AppError(503, 'service_unavailable', 'The picture store is unavailable. Try again soon.');
  return Object.assign(err, { cause: new Error(detail) });
}

/**
 * An S3-compatible bucket, path-style (`<endpoint>/<bucket>/<name>`, which AWS and MinIO both take),
 * over fetch with requests signed by ./sigv4.ts. Objects are named as the upload route names them.
 */
export function s3Store(s3: S3Settings): UploadStore {
  const base = new URL(s3.endpoint);
  const prefix = base.pathname.replace(/\/$/, '');
  const key = { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, region: s3.region, service: 's3' };

  async function call(method: 'PUT' | 'GET' | 'DELETE', name: string, body?: Buffer, contentType?: string) {
    const path = `${prefix}/${uriEncode(s3.bucket)}/${uriEncode(name)}`;
    const payloadHash = body ? sha256Hex(body) : EMPTY_SHA256;
    const headers: Record<string, string> = {
      host: base.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDateOf(new Date()),
      ...(contentType && { 'content-type': contentType }),
    };
    const { authorization } = signV4({ method, path, headers, payloadHash }, key);
    // fetch sets Host itself, from the same URL; it may not be passed by hand.
    const { host: _host, ...sent } = headers;
    // The time limit covers S3's answer up to its headers, not the body: a picture streamed to a slow
    // phone may take longer than that without anything being wrong.
    const giveUp = new AbortController();
    const timer = setTimeout(() => giveUp.abort(new Error(`no answer in ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
    try {
      return await fetch(new URL(path, base.origin), {
        method,
        headers: { ...sent, authorization },
        // A Buffer is a Uint8Array, which fetch sends as is; only its ArrayBufferLike typing is in the way.
        body: body as Uint8Array<ArrayBuffer> | undefined,
        signal: giveUp.signal,
      });
    } catch (err) {
      throw unavailable(`S3 ${method} ${path} failed: ${(err as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }

  /** S3 explains a refusal in a small XML body: its <Code> is enough to act on. */
  async function refusal(method: string, res: Response): Promise<never> {
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1] ?? 'no code';
    throw unavailable(`S3 ${method} answered ${res.status} (${code})`);
  }

  return {
    async put(name, bytes, contentType) {
      const res = await call('PUT', name, bytes, contentType);
      if (!res.ok) await refusal('PUT', res);
      await res.body?.cancel();
    },
    async get(name) {
      const res = await call('GET', name);
      if (res.status === 404) {
        await res.body?.cancel();
        return undefined;
      }
      if (!res.ok || !res.body) return refusal('GET', res);
      return {
        body: Readable.fromWeb(res.body as WebReadableStream<Uint8Array>),
        contentType: res.headers.get('content-type') ?? undefined,
      };
    },
    async delete(name) {
      // S3 answers 204 whether or not the object was there.
      const res = await call('DELETE', name);
      if (!res.ok && res.status !== 404) await refusal('DELETE', res);
      await res.body?.cancel();
    },
  };
}
