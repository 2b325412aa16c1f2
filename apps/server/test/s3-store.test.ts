import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { AppError } from '../src/lib/errors';
import { s3Store } from '../src/shop/uploads/s3-store';
import { amzDateOf, sha256Hex, signV4 } from '../src/shop/uploads/sigv4';
import { FAKE_S3_KEY, fakeS3 } from './support/fake-s3';

const EMPTY = sha256Hex('');

describe('SigV4 signing against AWS published examples', () => {
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

  it('uses the disk without S3_BUCKET, and AWS path-style addressing in the region with it', () => {
    expect(loadConfig({}).shop.s3).toBeUndefined();
    expect(loadConfig({ ...full, S3_REGION: 'ap-northeast-1' }).shop.s3).toEqual({
      bucket: 'pnc-uploads',
      region: 'ap-northeast-1',
      endpoint: 'https://s3.ap-northeast-1.amazonaws.com',
      accessKeyId: 'AKIA1',
      secretAccessKey: 's3cr3t',
    });
    expect(loadConfig({ ...full, S3_ENDPOINT: 'http://minio:9000/' }).shop.s3).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
    });
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

  it('never puts the secret in the message', () => {
    try {
      loadConfig({ S3_SECRET_ACCESS_KEY: 'do-not-print-me' });
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
  const store = () => s3Store({ endpoint, bucket: 'pnc-store', region: 'ap-northeast-1', ...FAKE_S3_KEY });

  it('puts, streams back with the stored type, and deletes (a missing object is no error)', async () => {
    await store().put('a.png', Buffer.from('png bytes'), 'image/png');
    expect(s3.objects.get('a.png')).toEqual({ body: Buffer.from('png bytes'), contentType: 'image/png' });
    const got = await store().get('a.png');
    expect(got?.contentType).toBe('image/png');
    const chunks: Buffer[] = [];
    for await (const c of got!.body as AsyncIterable<Buffer>) chunks.push(c);
    expect(Buffer.concat(chunks).toString()).toBe('png bytes');
    await store().delete('a.png');
    expect(s3.objects.has('a.png')).toBe(false);
    expect(await store().get('a.png')).toBeUndefined();
    await expect(store().delete('a.png')).resolves.toBeUndefined();
  });

  it("answers 503 on S3's refusals and an unreachable endpoint, with S3's code kept for the log", async () => {
    const wrong = s3Store({ endpoint, bucket: 'pnc-store', region: 'ap-northeast-1', ...FAKE_S3_KEY, secretAccessKey: 'x' });
    const refused = await wrong.put('b.png', Buffer.from('x'), 'image/png').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, code: 'service_unavailable' });
    expect(String((refused as Error).cause)).toContain('SignatureDoesNotMatch');
    expect(String((refused as Error).cause)).not.toContain('x-amz');
    const gone = s3Store({ endpoint: 'http://127.0.0.1:9', bucket: 'pnc-store', region: 'ap-northeast-1', ...FAKE_S3_KEY });
    await expect(gone.get('c.png')).rejects.toMatchObject({ status: 503 });
  });
});
