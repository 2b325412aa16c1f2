import { describe, expect, it } from 'vitest';
import { ErrorBody } from '@pnc/schemas/common';
import { engines, setupApp } from './helper';

describe.each(engines)('HTTP conventions on %s', (engine) => {
  const t = setupApp(engine);

  it('answers health once migrated', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', mail: 'outbox' } });
  });

  it('redirects a path without its trailing slash with 308, keeping the query', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/user/login?x=1' });
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe('/api/user/login/?x=1');
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(res.statusCode).toBe(404);
    expect(ErrorBody.parse(res.json())).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('refuses malformed JSON with 400 malformed_json', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'malformed_json' });
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/login/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('sends security headers on every answer', async () => {
    for (const url of ['/api/health/', '/api/nothing/', '/api/docs/']) {
      const res = await t.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('publishes an OpenAPI 3 document built from the route schemas, and Swagger UI', async () => {
    const doc = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const body = doc.json();
    expect(body.openapi).toMatch(/^3\./);
    expect(body.paths['/api/health/']).toBeDefined();
    const ui = await t.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
