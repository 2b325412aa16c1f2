import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { AppError } from '../src/lib/errors';
import { objectUrl, type S3Settings, s3Store } from '../src/shop/uploads/s3-store';
import { FAKE_S3_KEY, FAKE_S3_TEMP_KEY, fakeS3 } from './support/fake-s3';
import { amzDateOf, sha256Hex, signV4 } from './support/sigv4';

const EMPTY = sha256Hex('');

describe("the fake S3's SigV4 signer against AWS published examples", () => {
  it('signs the S3 GetObject example of the S3 API reference (examplebucket/test.txt, Range bytes=0-9)', () => {
    const signed = signV4(
      {
        method: 'GET',
        path: '/test.txt',
        headers: {
          Host: 'examplebucket.s3.amazonaws.com',
          Range: 'bytes=0-9',
          'x-amz-content-sha256': EMPTY,
          'x-amz-date': '20130524T000000Z',
        },
        payloadHash: EMPTY,
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
        service: 's3',
      },
    );
    expect(signed.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY,
      ].join('\n'),
    );
    expect(signed.stringToSign).toBe(
      'AWS4-HMAC-SHA256\n20130524T000000Z\n20130524/us-east-1/s3/aws4_request\n' +
        '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
    expect(signed.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it("is also what the app's client (aws4fetch, every header signed) sends for that example", async () => {
    const signer = new AwsV4Signer({
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      method: 'GET',
      headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY },
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      service: 's3',
      datetime: '20130524T000000Z',
      allHeaders: true,
    });
    const { headers } = await signer.sign();
    expect(headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  const suiteKey = {
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    region: 'us-east-1',
    service: 'service',
  };
  const suiteHeaders = { host: 'example.amazonaws.com', 'X-Amz-Date': '20150830T123600Z' };

  it('signs the SigV4 test suite\'s "get-vanilla"', () => {
    const signed = signV4({ method: 'GET', path: '/', headers: suiteHeaders, payloadHash: EMPTY }, suiteKey);
    expect(signed.signature).toBe('5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31');
    expect(signed.signedHeaders).toBe('host;x-amz-date');
  });

  it('signs "get-vanilla-query-order-key-case": query parameters sorted by name', () => {
    const query = { Param2: 'value2', Param1: 'value1' };
    const signed = signV4({ method: 'GET', path: '/', query, headers: suiteHeaders, payloadHash: EMPTY }, suiteKey);
    expect(signed.canonicalRequest.split('\n')[2]).toBe('Param1=value1&Param2=value2');
    expect(signed.signature).toBe('b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500');
  });

  it('refuses to sign without the date or the host, and formats the date as AWS wants it', () => {
    expect(() => signV4({ method: 'GET', path: '/', headers: { host: 'h' }, payloadHash: EMPTY }, suiteKey)).toThrow(
      /x-amz-date/,
    );
    expect(() =>
      signV4({ method: 'GET', path: '/', headers: { 'x-amz-date': '20150830T123600Z' }, payloadHash: EMPTY }, suiteKey),
    ).toThrow(/host/);
    expect(amzDateOf(new Date('2013-05-24T00:00:00.000Z'))).toBe('20130524T000000Z');
  });
});

describe('S3 settings from the environment', () => {
  const full = { S3_BUCKET: 'pnc-uploads', S3_ACCESS_KEY_ID: 'AKIA1', S3_SECRET_ACCESS_KEY: 's3cr3t' };

  it("uses the disk without S3_BUCKET, and AWS's regional endpoint, virtual-hosted, with it", () => {
    expect(loadConfig({}).shop.s3).toBeUndefined();
    expect(loadConfig({ ...full, S3_REGION: 'ap-northeast-1' }).shop.s3).toEqual({
      bucket: 'pnc-uploads',
      region: 'ap-northeast-1',
      endpoint: 'https://s3.ap-northeast-1.amazonaws.com',
      accessKeyId: 'AKIA1',
      secretAccessKey: 's3cr3t',
      sessionToken: undefined,
      forcePathStyle: false,
    });
  });

  it('addresses an S3_ENDPOINT of its own path-style unless S3_FORCE_PATH_STYLE=0, and AWS path-style with =1', () => {
    expect(loadConfig({ ...full, S3_ENDPOINT: 'http://minio:9000/' }).shop.s3).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...full, S3_ENDPOINT: 'https://store.example', S3_FORCE_PATH_STYLE: '0' }).shop.s3).toMatchObject({
      forcePathStyle: false,
    });
    expect(loadConfig({ ...full, S3_FORCE_PATH_STYLE: '1' }).shop.s3).toMatchObject({ forcePathStyle: true });
    expect(() => loadConfig({ ...full, S3_ENDPOINT: 'http://10.0.0.9:9000', S3_FORCE_PATH_STYLE: '0' })).toThrowError(
      /^Invalid environment variable S3_FORCE_PATH_STYLE: 0 \(virtual-hosted\) needs a host name in S3_ENDPOINT, not an IP address$/,
    );
    expect(() => loadConfig({ ...full, S3_FORCE_PATH_STYLE: 'yes' })).toThrowError(
      /^Invalid environment variable S3_FORCE_PATH_STYLE: /,
    );
  });

  it('takes temporary credentials: the session token from S3_SESSION_TOKEN', () => {
    expect(loadConfig({ ...full, S3_SESSION_TOKEN: 'tok' }).shop.s3).toMatchObject({ sessionToken: 'tok' });
  });

  it('names objects in either style', () => {
    const s3 = { endpoint: 'https://s3.ap-northeast-1.amazonaws.com', bucket: 'pnc-uploads' };
    expect(objectUrl({ ...s3, forcePathStyle: true }, 'a.png').href).toBe(
      'https://s3.ap-northeast-1.amazonaws.com/pnc-uploads/a.png',
    );
    expect(objectUrl({ ...s3, forcePathStyle: false }, 'a.png').href).toBe(
      'https://pnc-uploads.s3.ap-northeast-1.amazonaws.com/a.png',
    );
    expect(objectUrl({ endpoint: 'http://minio:9000/prefix', bucket: 'b', forcePathStyle: false }, 'a.png').href).toBe(
      'http://b.minio:9000/prefix/a.png',
    );
  });

  it.each([
    [{ S3_BUCKET: 'pnc-uploads' }, 'S3_ACCESS_KEY_ID', 'S3_BUCKET'],
    [{ S3_BUCKET: 'pnc-uploads', S3_ACCESS_KEY_ID: 'AKIA1' }, 'S3_SECRET_ACCESS_KEY', 'S3_BUCKET'],
    [{ S3_ACCESS_KEY_ID: 'AKIA1', S3_SECRET_ACCESS_KEY: 's3cr3t' }, 'S3_BUCKET', 'S3_ACCESS_KEY_ID'],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_BUCKET', 'S3_ENDPOINT'],
  ])('stops on a half-done setup %j with one line naming the missing variable', (env, missing, given) => {
    expect(() => loadConfig(env)).toThrowError(
      new RegExp(`^Invalid environment variable ${missing}: required when ${given} is set$`),
    );
  });

  it.each([
    ['S3_BUCKET', 'Bad_Bucket'],
    ['S3_ENDPOINT', 'minio:9000'],
    ['S3_ENDPOINT', 'ftp://minio'],
    ['S3_REGION', 'Tokyo 1'],
  ])('stops on a bad %s', (name, value) => {
    expect(() => loadConfig({ ...full, [name]: value })).toThrowError(new RegExp(`^Invalid environment variable ${name}: `));
  });

  it('never puts the secret or the session token in the message', () => {
    try {
      loadConfig({ S3_SECRET_ACCESS_KEY: 'do-not-print-me', S3_SESSION_TOKEN: 'do-not-print-me' });
      expect.unreachable();
    } catch (err) {
      expect(String(err)).not.toContain('do-not-print-me');
    }
  });
});

describe('the S3 store against a fake S3', () => {
  const s3 = fakeS3({ region: 'ap-northeast-1', bucket: 'pnc-store' });
  let endpoint = '';
  beforeAll(async () => {
    endpoint = await s3.start();
  });
  afterAll(() => s3.close());
  const settings = (more: Partial<S3Settings> = {}): S3Settings => ({
    endpoint,
    bucket: 'pnc-store',
    region: 'ap-northeast-1',
    forcePathStyle: true,
    ...FAKE_S3_KEY,
    ...more,
  });
  const store = () => s3Store(settings());

  async function roundTrip(s: ReturnType<typeof s3Store>, name: string) {
    await s.put(name, Buffer.from('png bytes'), 'image/png');
    expect(s3.objects.get(name)).toEqual({ body: Buffer.from('png bytes'), contentType: 'image/png' });
    const got = await s.get(name);
    expect(got?.contentType).toBe('image/png');
    const chunks: Buffer[] = [];
    for await (const c of got!.body as AsyncIterable<Buffer>) chunks.push(c);
    expect(Buffer.concat(chunks).toString()).toBe('png bytes');
    await s.delete(name);
    expect(s3.objects.has(name)).toBe(false);
    expect(await s.get(name)).toBeUndefined();
    await expect(s.delete(name)).resolves.toBeUndefined();
  }

  it('path-style: puts, streams back with the stored type, and deletes (a missing object is no error)', async () => {
    await roundTrip(store(), 'a.png');
    expect(s3.requests.at(-1)).toMatchObject({ style: 'path', path: '/pnc-store/a.png', status: 204 });
  });

  it('virtual-hosted: the bucket is in the host name, which is signed', async () => {
    const virtual = s3Store(
      settings({ endpoint: endpoint.replace('127.0.0.1', 's3.test'), forcePathStyle: false }),
      s3.loopback(),
    );
    await roundTrip(virtual, 'v.png');
    const last = s3.requests.at(-1)!;
    expect(last).toMatchObject({ style: 'virtual', path: '/v.png', status: 204 });
    expect(last.host).toMatch(/^pnc-store\.s3\.test:\d+$/);
  });

  it('temporary credentials: the session token is sent and signed; without it S3 refuses them', async () => {
    await roundTrip(s3Store(settings(FAKE_S3_TEMP_KEY)), 't.png');
    const { sessionToken: _token, ...withoutToken } = FAKE_S3_TEMP_KEY;
    const refused = await s3Store(settings(withoutToken))
      .put('u.png', Buffer.from('x'), 'image/png')
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 503 });
    expect(String((refused as Error).cause)).toContain('InvalidToken');
    const wrong = await s3Store(settings({ ...FAKE_S3_TEMP_KEY, sessionToken: 'stale' }))
      .put('u.png', Buffer.from('x'), 'image/png')
      .catch((e: unknown) => e);
    expect(String((wrong as Error).cause)).toContain('InvalidToken');
    expect(String((wrong as Error).cause)).not.toContain('stale');
    expect(s3.objects.has('u.png')).toBe(false);
  });

  it("answers 503 on S3's refusals and an unreachable endpoint, with S3's code kept for the log", async () => {
    const wrong = s3Store(settings({ secretAccessKey: 'x' }));
    const refused = await wrong.put('b.png', Buffer.from('x'), 'image/png').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, code: 'service_unavailable' });
    expect(String((refused as Error).cause)).toContain('SignatureDoesNotMatch');
    expect(String((refused as Error).cause)).not.toContain('x-amz');
    const gone = s3Store(settings({ endpoint: 'http://127.0.0.1:9' }));
    await expect(gone.get('c.png')).rejects.toMatchObject({ status: 503 });
  });
});
