import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { AppError } from '../../lib/errors';
import type { UploadStore } from './upload-store';

export interface S3Settings {
  /** scheme, host and optional path prefix, without a trailing slash (https://s3.ap-northeast-1.amazonaws.com, http://minio:9000). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** present with temporary credentials (STS); sent, signed, as x-amz-security-token. */
  sessionToken?: string;
  /** `<endpoint>/<bucket>/<name>` when true, `<bucket>.<endpoint host>/<name>` (virtual-hosted) when false. */
  forcePathStyle: boolean;
}

/** How a signed request leaves: the global fetch, or one that reaches the same host by another route (tests without DNS). */
export type Transport = (request: Request) => Promise<Response>;

const TIMEOUT_MS = 15_000;

/**
 * The client sees one plain 503; the operator finds what S3 said in the log line's `cause`
 * (never the request's headers: they carry the access key id, the session token and the signature).
 */
function unavailable(detail: string): AppError {
  const err = new AppError(503, 'service_unavailable', 'The picture store is unavailable. Try again soon.');
  return Object.assign(err, { cause: new Error(detail) });
}

/** The object's URL in the addressing style the settings name. */
export function objectUrl(s3: Pick<S3Settings, 'endpoint' | 'bucket' | 'forcePathStyle'>, name: string): URL {
  const url = new URL(s3.endpoint);
  const prefix = url.pathname.replace(/\/$/, '');
  const key = encodeURIComponent(name);
  if (s3.forcePathStyle) url.pathname = `${prefix}/${encodeURIComponent(s3.bucket)}/${key}`;
  else {
    url.hostname = `${s3.bucket}.${url.hostname}`;
    url.pathname = `${prefix}/${key}`;
  }
  return url;
}

/**
 * An S3-compatible bucket over fetch, each request signed with Signature Version 4 by aws4fetch.
 * Every header sent is signed (S3 wants Content-Type and every x-amz-* header in the signature), and
 * the body's SHA-256 travels in x-amz-content-sha256 so S3 refuses a body changed on the way.
 */
export function s3Store(s3: S3Settings, transport: Transport = (request) => fetch(request)): UploadStore {
  const aws = new AwsClient({
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    sessionToken: s3.sessionToken,
    service: 's3',
    region: s3.region,
  });

  async function call(method: 'PUT' | 'GET' | 'DELETE', name: string, body?: Buffer, contentType?: string) {
    const url = objectUrl(s3, name);
    // The time limit covers S3's answer up to its headers, not the body: a picture streamed to a slow
    // phone may take longer than that without anything being wrong.
    const giveUp = new AbortController();
    const timer = setTimeout(() => giveUp.abort(new Error(`no answer in ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
    try {
      const request = await aws.sign(url, {
        method,
        headers: {
          'x-amz-content-sha256': createHash('sha256')
            .update(body ?? '')
            .digest('hex'),
          ...(contentType && { 'content-type': contentType }),
        },
        // A Buffer is a Uint8Array, which fetch sends as is; only its ArrayBufferLike typing is in the way.
        body: body as Uint8Array<ArrayBuffer> | undefined,
        signal: giveUp.signal,
        aws: { allHeaders: true },
      });
      return await transport(request);
    } catch (err) {
      throw unavailable(`S3 ${method} ${url.pathname} failed: ${(err as Error).message}`);
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
