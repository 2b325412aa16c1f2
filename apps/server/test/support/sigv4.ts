import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4, header form, written from AWS's documentation
 * (https://docs.aws.amazon.com/IAM/latest/UserGuide/create-signed-request.html) and kept apart from the
 * app's client (aws4fetch): the fake S3 re-computes signatures with it, and s3-store.test.ts holds it to
 * AWS's published examples.
 */
interface SigV4Key {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

interface SigV4Request {
  method: string;
  /** the path exactly as it goes on the wire, already percent-encoded (S3 signs it as sent, without a second encoding). */
  path: string;
  query?: Record<string, string>;
  /** every header to sign; `host` and `x-amz-date` must be among them. Names in any case. */
  headers: Record<string, string>;
  /** hex SHA-256 of the body (S3 also wants it sent as x-amz-content-sha256). */
  payloadHash: string;
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A–Z a–z 0–9 - _ . ~ is %XX (encodeURIComponent leaves !'()* alone). */
export const uriEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const canonicalQuery = (query: Record<string, string> = {}) =>
  Object.entries(query)
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

/** The signed request's parts, kept apart so tests (and the fake S3) can check each step. */
export function signV4(req: SigV4Request, key: SigV4Key) {
  const headers = Object.entries(req.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const amzDate = headers.find(([name]) => name === 'x-amz-date')?.[1];
  if (!amzDate || !/^\d{8}T\d{6}Z$/.test(amzDate)) throw new Error('SigV4: x-amz-date (YYYYMMDDTHHMMSSZ) must be signed');
  if (!headers.some(([name]) => name === 'host')) throw new Error('SigV4: the host header must be signed');
  const signedHeaders = headers.map(([name]) => name).join(';');
  const canonicalRequest = [
    req.method.toUpperCase(),
    req.path || '/',
    canonicalQuery(req.query),
    ...headers.map(([name, value]) => `${name}:${value}`),
    '',
    signedHeaders,
    req.payloadHash,
  ].join('\n');
  const scope = `${amzDate.slice(0, 8)}/${key.region}/${key.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const kDate = hmac(`AWS4${key.secretAccessKey}`, amzDate.slice(0, 8));
  const signingKey = hmac(hmac(hmac(kDate, key.region), key.service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    canonicalRequest,
    stringToSign,
    signedHeaders,
    signature,
    authorization: `AWS4-HMAC-SHA256 Credential=${key.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

/** `2013-05-24T00:00:00.000Z` → `20130524T000000Z`. */
export const amzDateOf = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
