import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256Hex, signV4 } from '../../src/shop/uploads/sigv4';

export const FAKE_S3_KEY = { accessKeyId: 'AKIAFAKES3TEST', secretAccessKey: 'fake-s3-secret/never-logged+0123456789' };

interface Stored {
  body: Buffer;
  contentType: string;
}

const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

/**
 * An S3 stand-in on 127.0.0.1 (path-style PUT, GET, DELETE of objects, kept in memory). Like S3 it
 * re-computes every request's SigV4 signature from what arrived on the wire, checks the body against
 * x-amz-content-sha256 and the clock skew, and refuses with S3's XML error body otherwise.
 */
export function fakeS3(opts: { region: string; bucket: string }) {
  const objects = new Map<string, Stored>();
  const requests: { method: string; path: string; status: number }[] = [];
  let secret = FAKE_S3_KEY.secretAccessKey;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const [path = '/', search = ''] = (req.url ?? '/').split('?');
      const answer = (status: number, payload: Buffer | string = '', type = 'application/xml') => {
        requests.push({ method: req.method ?? '', path, status });
        res.writeHead(status, payload.length ? { 'content-type': type } : {});
        res.end(payload);
      };
      const refuse = (status: number, code: string) =>
        answer(status, `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);

      const auth = AUTH.exec(String(req.headers.authorization ?? ''));
      if (!auth) return refuse(403, 'AccessDenied');
      const [, keyId, day, region, signedHeaders, signature] = auth;
      if (keyId !== FAKE_S3_KEY.accessKeyId) return refuse(403, 'InvalidAccessKeyId');
      if (region !== opts.region) return refuse(400, 'AuthorizationHeaderMalformed');
      const amzDate = String(req.headers['x-amz-date'] ?? '');
      const sent = Date.parse(amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));
      if (!amzDate.startsWith(day!) || !(Math.abs(Date.now() - sent) < 15 * 60_000)) return refuse(403, 'RequestTimeTooSkewed');
      const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
      if (payloadHash !== sha256Hex(body)) return refuse(400, 'XAmzContentSHA256Mismatch');
      const names = signedHeaders!.split(';');
      if (!names.includes('host') || !names.includes('x-amz-date')) return refuse(403, 'AccessDenied');
      const expected = signV4(
        {
          method: req.method ?? '',
          path,
          query: Object.fromEntries(new URLSearchParams(search)),
          headers: Object.fromEntries(names.map((n) => [n, String(req.headers[n] ?? '')])),
          payloadHash,
        },
        { accessKeyId: keyId!, secretAccessKey: secret, region: region!, service: 's3' },
      );
      if (expected.signature !== signature) return refuse(403, 'SignatureDoesNotMatch');

      const m = /^\/([^/]+)\/(.+)$/.exec(path);
      if (!m || decodeURIComponent(m[1]!) !== opts.bucket) return refuse(404, 'NoSuchBucket');
      const name = decodeURIComponent(m[2]!);
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
  });

  return {
    objects,
    requests,
    /** Makes the fake expect another secret, as if the key had been rotated under the app's feet. */
    rotateSecret(next: string) {
      secret = next;
    },
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
