import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { engines, setupApp } from './helper';
import { multipart, PNG, userWithToken } from './shop-support';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pnc-uploads-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe.each(engines)('uploads on %s', (engine) => {
  const h = setupApp(engine, {
    config: {
      get shop() {
        return { ...testConfig().shop, uploadDir: dir };
      },
    },
  });
  const upload = async (
    auth: Record<string, string>,
    file: Buffer,
    name = 'a.png',
    type = 'image/png',
    query = '',
    fields = {},
  ) => {
    const body = multipart(file, name, type, fields);
    return h.inject({
      method: 'POST',
      url: `/api/upload/${query}`,
      headers: { ...body.headers, ...auth },
      payload: body.payload,
    });
  };

  it('stores an avatar under a random name and serves it as an image only', async () => {
    const customer = await userWithToken(h, 'customer');
    const res = await upload(customer.headers, PNG, 'me.gif', 'image/gif');
    expect(res.statusCode).toBe(201);
    const { url, content_type, size } = res.json();
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(content_type).toBe('image/png'); // from the bytes, not the name or the declared type
    expect(size).toBe(PNG.length);
    const got = await h.inject({ method: 'GET', url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toBe('inline');
    expect(got.rawPayload.equals(PNG)).toBe(true);
    expect((await h.inject({ method: 'GET', url: '/uploads/..%2Fsecret.png' })).statusCode).toBe(404);
    expect((await h.inject({ method: 'GET', url: `/uploads/${'0'.repeat(32)}.png` })).statusCode).toBe(404);
  });

  it('rejects HTML disguised as a PNG, and files over 5 MiB', async () => {
    const customer = await userWithToken(h, 'customer');
    const html = await upload(customer.headers, Buffer.from('<html><script>alert(1)</script></html>'), 'evil.png', 'image/png');
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({ code: 'validation_error', message: expect.stringContaining('Upload error') });
    // Larger than the 1 MiB JSON body limit is fine for an image…
    expect((await upload(customer.headers, Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]))).statusCode).toBe(201);
    // …past 5 MiB is not.
    const big = await upload(customer.headers, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('payload_too_large');
    expect(fs.readdirSync(dir).every((f) => f.endsWith('.png'))).toBe(true);
  });

  it('takes item images from managers only, and uploads from logged-in users only', async () => {
    const customer = await userWithToken(h, 'customer');
    const manager = await userWithToken(h, 'manager');
    expect((await upload({}, PNG)).statusCode).toBe(401);
    expect((await upload(customer.headers, PNG, 'a.png', 'image/png', '?kind=item')).statusCode).toBe(403);
    expect((await upload(customer.headers, PNG, 'a.png', 'image/png', '', { kind: 'item' })).statusCode).toBe(403);
    expect((await upload(manager.headers, PNG, 'a.png', 'image/png', '?kind=item')).statusCode).toBe(201);
    expect((await upload(customer.headers, PNG, 'a.png', 'image/png', '?kind=banner')).statusCode).toBe(400);
    const notMultipart = await customer.send('POST', '/api/upload/', { file: 'x' });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('serves generated demo pictures as static SVG', async () => {
    const res = await h.inject({ method: 'GET', url: '/uploads/demo/lanolin-0.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.body).toContain('羊毛脂乳頭霜');
    expect(res.body).not.toMatch(/<script|href=/);
    expect((await h.inject({ method: 'GET', url: '/uploads/demo/unknown-0.svg' })).statusCode).toBe(404);
  });
});

describe.each(engines)('the demo pictures in production on %s', (engine) => {
  const seeded = setupApp(engine, { config: { production: true, seedDemo: true } });
  const plain = setupApp(engine, { config: { production: true, seedDemo: false } });

  it('are served only where the demo was seeded on purpose (SEED_DEMO=1)', async () => {
    expect((await seeded.inject({ method: 'GET', url: '/uploads/demo/lanolin-0.svg' })).statusCode).toBe(200);
    const res = await plain.inject({ method: 'GET', url: '/uploads/demo/lanolin-0.svg' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('羊毛脂乳頭霜');
  });
});
