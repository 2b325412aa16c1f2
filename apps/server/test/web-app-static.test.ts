import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { engines, setupApp } from './helper';

/**
 * A build as the web app's precompress plugin leaves it: index.html and a hashed asset, each with .br and .gz. It sits
 * in a folder of its own, so no server-rendering bundle is found beside it (`<webDist>/../dist-ssr`).
 */
function fakeBuild() {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pnc-webdist-')), 'dist');
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const write = (file: string, text: string) => {
    fs.writeFileSync(path.join(dir, file), text);
    fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(text));
  };
  write('index.html', `<!doctype html><title>shop</title>${'<p>x</p>'.repeat(200)}`);
  write('assets/app-Ab12Cd.js', `console.log(${JSON.stringify('y'.repeat(4000))});`);
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

describe.each(engines)('the built web app on %s', (engine) => {
  const webDist = fakeBuild();
  const t = setupApp(engine, { config: { webDist } });
  afterAll(() => fs.rmSync(path.dirname(webDist), { recursive: true, force: true }));

  it('sends the precompressed file the client accepts, brotli first, and plain to clients that accept neither', async () => {
    const plain = fs.readFileSync(path.join(webDist, 'assets/app-Ab12Cd.js'));
    const br = await t.inject({ url: '/assets/app-Ab12Cd.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(br.rawPayload)).toEqual(plain);
    const gz = await t.inject({ url: '/assets/app-Ab12Cd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload)).toEqual(plain);
    const none = await t.inject({ url: '/assets/app-Ab12Cd.js', headers: { 'accept-encoding': 'identity' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.rawPayload).toEqual(plain);
    for (const res of [br, gz, none]) expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('lets browsers keep hashed assets for a year and revalidate everything else', async () => {
    const asset = await t.inject({ url: '/assets/app-Ab12Cd.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/item/3', '/centre/rooms', '/robots.txt']) {
      const res = await t.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const page = await t.inject({ url: '/centre/rooms', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<title>shop</title>');
  });

  it('still answers unknown API paths with the JSON 404, not the page', async () => {
    const res = await t.inject({ url: '/api/no-such-thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});
