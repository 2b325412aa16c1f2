import http from 'node:http';
import type { Transport } from '../../src/shop/uploads/s3-store';
import { fakeServer } from './fake-server';
import { sha256Hex, signV4, uriEncode } from './sigv4';

/** A long-term key (no session token). */
export const FAKE_S3_KEY = { accessKeyId: 'AKIAFAKES3TEST', secretAccessKey: 'fake-s3-secret/never-logged+0123456789' };

/** Temporary credentials as STS hands them out: the session token must come with every request they sign. */
export const FAKE_S3_TEMP_KEY = {
  accessKeyId: 'ASIAFAKES3TEMP',
  secretAccessKey: 'fake-s3-temporary-secret/0123456789',
  sessionToken: 'FwoGZXIvYXdzEFAKE//session+token/never-logged==',
};

interface Stored {
  body: Buffer;
  contentType: string;
}

interface FakeS3Request {
  method: string;
  path: string;
  host: string;
  /** how the bucket was named: in the path or in the host name. */
  style: 'path' | 'virtual';
  status: number;
}

const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/** S3 decodes the path it received and signs each segment URI-encoded once (no double encoding for S3). */
const canonicalPath = (path: string) =>
  path
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');

const knownKeys = (rotated?: string) =>
  new Map<string, { secretAccessKey: string; sessionToken?: string }>([
    [FAKE_S3_KEY.accessKeyId, { secretAccessKey: rotated ?? FAKE_S3_KEY.secretAccessKey }],
    [
      FAKE_S3_TEMP_KEY.accessKeyId,
      { secretAccessKey: rotated ?? FAKE_S3_TEMP_KEY.secretAccessKey, sessionToken: FAKE_S3_TEMP_KEY.sessionToken },
    ],
  ]);

/**
 * An S3 stand-in on 127.0.0.1 (PUT, GET, DELETE of objects, kept in memory), addressed path-style
 * (`/<bucket>/<key>`) or virtual-hosted (`Host: <bucket>.<anything>`). As AWS documents Signature
 * Version 4 for S3, it re-computes every request's signature from what arrived on the wire with its own
 * signer (./sigv4.ts), and refuses with S3's XML error body unless: x-amz-content-sha256 is the body's
 * SHA-256 (or UNSIGNED-PAYLOAD), host, Content-Type and every x-amz-* header sent are signed, the clock
 * is within 15 minutes, and temporary credentials come with their x-amz-security-token.
 */
export function fakeS3(opts: { region: string; bucket: string }) {
  const objects = new Map<string, Stored>();
  const requests: FakeS3Request[] = [];
  let keys = knownKeys();

  const server = fakeServer((req, res, body) => {
    const [path = '/', search = ''] = (req.url ?? '/').split('?');
    const host = String(req.headers.host ?? '');
    const virtual = host.split(':')[0]!.startsWith(`${opts.bucket}.`);
    const answer = (status: number, payload: Buffer | string = '', type = 'application/xml') => {
      requests.push({ method: req.method ?? '', path, host, style: virtual ? 'virtual' : 'path', status });
      res.writeHead(status, payload.length ? { 'content-type': type } : {});
      res.end(payload);
    };
    const refuse = (status: number, code: string) =>
      answer(status, `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);

    const auth = AUTH.exec(String(req.headers.authorization ?? ''));
    if (!auth) return refuse(403, 'AccessDenied');
    const [, keyId, day, region, signedHeaders, signature] = auth;
    const key = keys.get(keyId!);
    if (!key) return refuse(403, 'InvalidAccessKeyId');
    if (region !== opts.region) return refuse(400, 'AuthorizationHeaderMalformed');
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    const sent = Date.parse(amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));
    if (!amzDate.startsWith(day!) || !(Math.abs(Date.now() - sent) < 15 * 60_000)) return refuse(403, 'RequestTimeTooSkewed');
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (!payloadHash) return refuse(400, 'InvalidRequest');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) return refuse(400, 'XAmzContentSHA256Mismatch');
    const names = signedHeaders!.split(';');
    const mustSign = Object.keys(req.headers).filter((n) => n === 'host' || n === 'content-type' || n.startsWith('x-amz-'));
    if (mustSign.some((n) => !names.includes(n))) return refuse(403, 'AccessDenied');
    const token = req.headers['x-amz-security-token'];
    if (key.sessionToken ? token !== key.sessionToken : token !== undefined) return refuse(400, 'InvalidToken');
    const expected = signV4(
      {
        method: req.method ?? '',
        path: canonicalPath(path),
        query: Object.fromEntries(new URLSearchParams(search)),
        headers: Object.fromEntries(names.map((n) => [n, String(req.headers[n] ?? '')])),
        payloadHash,
      },
      { accessKeyId: keyId!, secretAccessKey: key.secretAccessKey, region: region!, service: 's3' },
    );
    if (expected.signature !== signature) return refuse(403, 'SignatureDoesNotMatch');

    const m = virtual ? /^\/(.+)$/.exec(path) : /^\/([^/]+)\/(.+)$/.exec(path);
    if (!m || (!virtual && decodeURIComponent(m[1]!) !== opts.bucket)) return refuse(404, 'NoSuchBucket');
    const name = decodeURIComponent(virtual ? m[1]! : m[2]!);
    if (req.method === 'PUT') {
      objects.set(name, { body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
      return answer(200);
    }
    if (req.method === 'GET') {
      const o = objects.get(name);
      return o ? answer(200, o.body, o.contentType) : refuse(404, 'NoSuchKey');
    }
    if (req.method === 'DELETE') {
      objects.delete(name);
      return answer(204);
    }
    refuse(405, 'MethodNotAllowed');
  });

  let port = 0;
  return {
    objects,
    requests,
    /** Makes the fake expect another secret for every key, as if rotated under the app's feet; no argument restores them. */
    rotateSecret(next?: string) {
      keys = knownKeys(next);
    },
    async start(): Promise<string> {
      const base = await server.listen();
      port = Number(new URL(base).port);
      return base;
    },
    /**
     * Delivers a signed request for any host name to this fake on 127.0.0.1, with the Host header its URL
     * names: what wildcard DNS would do for `<bucket>.<host>`, which this machine does not have.
     */
    loopback(): Transport {
      return async (request) => {
        const url = new URL(request.url);
        const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
        const headers: Record<string, string> = { ...Object.fromEntries(request.headers), host: url.host };
        if (body) headers['content-length'] = String(body.length);
        return new Promise<Response>((resolve, reject) => {
          const out = http.request(
            {
              host: '127.0.0.1',
              port,
              method: request.method,
              path: `${url.pathname}${url.search}`,
              headers,
              signal: request.signal,
            },
            (answer) => {
              const parts: Buffer[] = [];
              answer.on('data', (c: Buffer) => parts.push(c));
              answer.on('error', reject);
              answer.on('end', () => {
                const status = answer.statusCode ?? 500;
                const type = answer.headers['content-type'];
                resolve(
                  new Response(status === 204 ? null : Buffer.concat(parts), {
                    status,
                    headers: type ? { 'content-type': type } : {},
                  }),
                );
              });
            },
          );
          out.on('error', reject);
          out.end(body);
        });
      };
    },
    close: server.close,
  };
}
