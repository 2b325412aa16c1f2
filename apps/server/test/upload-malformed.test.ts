import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { engines, setupApp } from './helper';
import { multipart, PNG, userWithToken } from './shop-support';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pnc-uploads-bad-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A multipart body the server cannot read answers 400 malformed_multipart, never 500, and stores nothing. */
describe.each(engines)('malformed multipart uploads on %s', (engine) => {
  const h = setupApp(engine, {
    config: {
      get shop() {
        return { ...testConfig().shop, uploadDir: dir };
      },
    },
  });
  const post = async (contentType: string, payload: Buffer, url = '/api/upload/') => {
    const user = await userWithToken(h, 'manager');
    return h.inject({ method: 'POST', url, headers: { ...user.headers, 'content-type': contentType }, payload });
  };
  const good = multipart(PNG);
  const expectRefused = (res: { statusCode: number; body: string; json(): unknown }) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ status: 400, code: 'malformed_multipart', message: expect.any(String) });
  };
  const withBoundary = (boundary: string) => {
    const body = Buffer.from(good.payload.toString('latin1').replaceAll('----pnc-test-boundary', boundary), 'latin1');
    return post(`multipart/form-data; boundary=${boundary}`, body);
  };

  it('refuses a multipart content type without a boundary', async () => {
    expectRefused(await post('multipart/form-data', good.payload));
  });

  it('refuses a body cut short before its closing boundary', async () => {
    const cut = good.payload.subarray(0, good.payload.length - 40);
    expectRefused(await post(good.headers['content-type'], cut));
    // Cut inside the file part's headers: the body ends early there too.
    expectRefused(await post(good.headers['content-type'], good.payload.subarray(0, 30)));
  });

  it('tells a whole body without a file part from a broken one', async () => {
    const fieldsOnly = Buffer.from(
      '------pnc-test-boundary\r\nContent-Disposition: form-data; name="kind"\r\n\r\navatar\r\n------pnc-test-boundary--\r\n',
    );
    const res = await post(good.headers['content-type'], fieldsOnly);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error', fields: { file: ['no file'] } });
  });

  it('refuses a boundary longer than 70 characters (RFC 2046), however long', async () => {
    expectRefused(await withBoundary('b'.repeat(71)));
    expectRefused(await withBoundary('b'.repeat(300)));
    // 70 is the longest allowed: taken.
    expect((await withBoundary('b'.repeat(70))).statusCode).toBe(201);
  });

  it('stores nothing for any of them, and still takes a good upload', async () => {
    const before = fs.readdirSync(dir).length;
    await post('multipart/form-data', good.payload);
    await post(good.headers['content-type'], good.payload.subarray(0, good.payload.length - 40));
    expect(fs.readdirSync(dir).length).toBe(before);
    expect((await post(good.headers['content-type'], good.payload)).statusCode).toBe(201);
  });
});
