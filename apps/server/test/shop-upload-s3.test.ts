import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { engines, setupApp } from './helper';
import { FAKE_S3_TEMP_KEY, fakeS3 } from './support/fake-s3';
import { multipart, PNG, userWithToken } from './shop-support';

describe.each(engines)('uploads into an S3-compatible bucket on %s', (engine) => {
  const bucket = `pnc-${engine}`;
  const s3 = fakeS3({ region: 'ap-northeast-1', bucket });
  let endpoint = '';
  beforeAll(async () => {
    endpoint = await s3.start();
  });
  afterAll(() => s3.close());
  const h = setupApp(engine, {
    config: {
      // Read when the app is built, after the fake S3 has its port.
      get shop() {
        return {
          ...testConfig().shop,
          uploadDir: '/nonexistent/never-used',
          // Temporary credentials: every request must carry the session token, signed.
          s3: { endpoint, bucket, region: 'ap-northeast-1', forcePathStyle: true, ...FAKE_S3_TEMP_KEY },
        };
      },
    },
  });
  const upload = (headers: Record<string, string>) => {
    const body = multipart(PNG);
    return h.inject({ method: 'POST', url: '/api/upload/', headers: { ...body.headers, ...headers }, payload: body.payload });
  };

  it('stores the upload in the bucket with its type and serves it back through /uploads/', async () => {
    const customer = await userWithToken(h, 'customer');
    const res = await upload(customer.headers);
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    const name = url.replace('/uploads/', '');
    expect(s3.objects.get(name)).toEqual({ body: PNG, contentType: 'image/png' });
    expect(s3.requests.at(-1)).toMatchObject({ method: 'PUT', path: `/${bucket}/${name}`, status: 200 });

    const got = await h.inject({ method: 'GET', url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-security-policy']).toContain('sandbox');
    expect(got.rawPayload.equals(PNG)).toBe(true);
    expect(s3.requests.at(-1)).toMatchObject({ method: 'GET', status: 200 });
    expect((await h.inject({ method: 'GET', url: `/uploads/${'a'.repeat(32)}.png` })).statusCode).toBe(404);
  });

  it('never answers a hand-edited object as anything but its image type', async () => {
    const name = `${'b'.repeat(32)}.png`;
    s3.objects.set(name, { body: Buffer.from('<script>alert(1)</script>'), contentType: 'text/html' });
    const got = await h.inject({ method: 'GET', url: `/uploads/${name}` });
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 503 when S3 refuses, and the log names the refusal but never the secret', async () => {
    const customer = await userWithToken(h, 'customer');
    s3.rotateSecret('rotated-secret');
    try {
      const res = await upload(customer.headers);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'service_unavailable' });
      expect(res.body).not.toContain('SignatureDoesNotMatch');
    } finally {
      s3.rotateSecret();
    }
    const logs = h.logs.join('\n');
    expect(logs).toContain('SignatureDoesNotMatch');
    expect(logs).not.toContain(FAKE_S3_TEMP_KEY.secretAccessKey);
    expect(logs).not.toContain(FAKE_S3_TEMP_KEY.sessionToken);
    expect(logs).not.toContain('Signature=');
  });
});
