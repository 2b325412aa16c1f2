import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { api, apiUrl, setToken } from './client';

afterEach(() => setToken(null));

describe('api client conventions', () => {
  it('prefixes /api and adds the trailing slash, keeping queries after it', () => {
    expect(apiUrl('user/login')).toBe('/api/user/login/');
    expect(apiUrl('user/login/')).toBe('/api/user/login/');
    expect(apiUrl('mother', { limit: 100, name: 'Lin', phone: undefined })).toBe('/api/mother/?limit=100&name=Lin');
    expect(apiUrl('/checkout/order/5')).toBe('/checkout/order/5/');
  });

  it('sends JSON with Authorization: Token when a token is set', async () => {
    const { calls } = mockFetch({ 'POST /api/user/profile/': { status: 200, body: { ok: true } } });
    setToken('abc');
    await expect(api.post('user/profile', { a: 1 })).resolves.toEqual({ ok: true });
    expect(calls[0]!.headers.authorization).toBe('Token abc');
    expect(calls[0]!.headers['content-type']).toBe('application/json');
    expect(calls[0]!.body).toBe('{"a":1}');
  });

  it('sends no Authorization header without a token', async () => {
    const { calls } = mockFetch({ 'GET /api/bootstrap/': { status: 200, body: {} } });
    await api.get('bootstrap');
    expect(calls[0]!.headers.authorization).toBeUndefined();
  });

  it('form-posts url-encoded bodies', async () => {
    const { calls } = mockFetch({ 'POST /api/user/login/': { status: 200, body: { token: 't', id: 1 } } });
    await api.postForm('user/login', { username: 'a b', password: 'x&y' });
    expect(calls[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(calls[0]!.body).toBe('username=a+b&password=x%26y');
  });

  it('answers null for 204', async () => {
    mockFetch({ 'POST /api/user/logout/': { status: 204 } });
    await expect(api.post('user/logout')).resolves.toBeNull();
  });

  it('rejects non-2xx with the status and the server code', async () => {
    mockFetch({ 'POST /api/user/login/': { status: 401, body: { status: 401, code: 'login_failed', message: 'no' } } });
    await expect(api.post('user/login', {})).rejects.toEqual({ status: 401, code: 'login_failed', message: 'no' });
  });

  it('rejects a non-JSON error body with an http_<status> code', async () => {
    mockFetch({ 'GET /api/x/': { status: 502 } });
    await expect(api.get('x')).rejects.toMatchObject({ status: 502, code: 'http_502' });
  });

  it('turns a network failure into status 0 network_error', async () => {
    mockFetch({ 'GET /api/x/': new TypeError('Failed to fetch') });
    await expect(api.get('x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
