import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../api/client';
import { makeStore } from '../../app/store';
import { mockFetch, profile } from '../../test/fetch-mock';
import { autoLogin, login, logout, socialSignIn, updateProfile } from './session-thunks';

afterEach(() => setToken(null));

const loginOk = { 'POST /api/user/login/': { status: 200, body: { token: 'tok-1', id: 7 } } };
const profileOk = { 'GET /api/user/profile/': { status: 200, body: profile } };

describe('login', () => {
  it('applies and stores the token, loads the profile and logs in', async () => {
    const { calls } = mockFetch({ ...loginOk, ...profileOk });
    const store = makeStore();
    const session = await store.dispatch(login({ username: 'nurse', password: 'pw' })).unwrap();
    expect(session.profile.username).toBe('nurse');
    expect(getToken()).toBe('tok-1');
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('id')).toBe('7');
    expect(calls[1]!.headers.authorization).toBe('Token tok-1');
    const state = store.getState();
    expect(state.user.status).toBe('loggedIn');
    expect(state.user.data).toMatchObject({ username: 'nurse', cart: { items: {} }, favorite: [] });
    expect(state.app.profile?.id).toBe(7);
  });

  it('clears token, id and stored values on failure and passes the error on', async () => {
    localStorage.setItem('token', 'old');
    localStorage.setItem('id', '3');
    mockFetch({ 'POST /api/user/login/': { status: 401, body: { status: 401, code: 'login_failed', message: 'bad' } } });
    const store = makeStore();
    await expect(store.dispatch(login({ username: 'x', password: 'y' })).unwrap()).rejects.toMatchObject({
      status: 401,
      code: 'login_failed',
    });
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('id')).toBeNull();
    expect(store.getState().user).toMatchObject({ status: 'anonymous', token: null, id: null, data: null });
  });

  it('continues when local storage cannot be written, logging cannot-set-storage', async () => {
    mockFetch({ ...loginOk, ...profileOk });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const store = makeStore();
    await store.dispatch(login({ username: 'nurse', password: 'pw' })).unwrap();
    expect(store.getState().user.status).toBe('loggedIn');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cannot set storage'), expect.anything());
  });
});

describe('social sign-in', () => {
  it('posts the provider token and logs in', async () => {
    const { calls } = mockFetch({
      'POST /api/social_signin/line/': { status: 200, body: { token: 'tok-s', id: 7 } },
      ...profileOk,
    });
    const store = makeStore();
    await store.dispatch(socialSignIn({ socialType: 'line', token: 'id-token' })).unwrap();
    expect(JSON.parse(calls[0]!.body!)).toEqual({ token: 'id-token' });
    expect(localStorage.getItem('token')).toBe('tok-s');
    expect(store.getState().user.status).toBe('loggedIn');
  });

  it('clears the session on failure and rejects with the error', async () => {
    mockFetch({
      'POST /api/social_signin/google/': { status: 401, body: { status: 401, code: 'social_signin_failed', message: 'x' } },
    });
    const store = makeStore();
    await expect(store.dispatch(socialSignIn({ socialType: 'google', token: 'bad' })).unwrap()).rejects.toMatchObject({
      code: 'social_signin_failed',
    });
    expect(getToken()).toBeNull();
    expect(store.getState().user.status).toBe('anonymous');
  });
});

describe('automatic login', () => {
  it('uses a saved token to fetch the profile', async () => {
    localStorage.setItem('token', 'saved');
    localStorage.setItem('id', '7');
    const { calls } = mockFetch(profileOk);
    const store = makeStore();
    await store.dispatch(autoLogin());
    expect(calls[0]!.headers.authorization).toBe('Token saved');
    expect(store.getState().user).toMatchObject({ status: 'loggedIn', token: 'saved', id: 7 });
    expect(store.getState().app.loading).toBe(0);
  });

  it('clears a rejected token from memory and storage', async () => {
    localStorage.setItem('token', 'expired');
    mockFetch({ 'GET /api/user/profile/': { status: 401, body: { status: 401, code: 'unauthenticated', message: 'x' } } });
    const store = makeStore();
    await store.dispatch(autoLogin());
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().user.status).toBe('anonymous');
  });

  it.each([
    ['a network failure', new TypeError('Failed to fetch')],
    ['a server error', { status: 503, body: { status: 503, code: 'unavailable', message: 'restarting' } }],
  ])('keeps the saved token after %s, signed out for this page only when no profile is kept', async (_, answer) => {
    localStorage.setItem('token', 'saved');
    localStorage.setItem('id', '7');
    mockFetch({ 'GET /api/user/profile/': answer });
    const store = makeStore();
    await store.dispatch(autoLogin());
    expect(getToken()).toBeNull();
    expect([localStorage.getItem('token'), localStorage.getItem('id')]).toEqual(['saved', '7']);
    expect(store.getState().user.status).toBe('anonymous');
    expect(store.getState().app.loading).toBe(0);
  });

  it('stays anonymous without a saved token and calls nothing', async () => {
    const { calls } = mockFetch({});
    const store = makeStore();
    await store.dispatch(autoLogin());
    expect(calls).toHaveLength(0);
    expect(store.getState().user.status).toBe('anonymous');
  });
});

describe('logout', () => {
  it('clears token and stored id and token; user and orders reset', async () => {
    mockFetch({
      ...loginOk,
      ...profileOk,
      'POST /api/user/logout/': { status: 204 },
      'GET /api/order/': { status: 200, body: [] },
    });
    const store = makeStore();
    await store.dispatch(login({ username: 'nurse', password: 'pw' }));
    await store.dispatch(logout());
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('id')).toBeNull();
    expect(store.getState().user).toMatchObject({ status: 'anonymous', data: null, orders: null });
    expect(store.getState().order.list).toBeNull();
    expect(store.getState().app.profile).toBeNull();
  });

  it('still ends the local session when the server call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({ ...loginOk, ...profileOk, 'POST /api/user/logout/': new TypeError('offline') });
    const store = makeStore();
    await store.dispatch(login({ username: 'nurse', password: 'pw' }));
    await store.dispatch(logout());
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().user.status).toBe('anonymous');
  });
});

describe('update profile', () => {
  it('merges the payload into the user data', async () => {
    const updated = { ...profile, display_name: '新名字', phone: '0912' };
    const { calls } = mockFetch({ ...loginOk, ...profileOk, 'PUT /api/user/profile/': { status: 200, body: updated } });
    const store = makeStore();
    await store.dispatch(login({ username: 'nurse', password: 'pw' }));
    await store.dispatch(updateProfile({ display_name: '新名字', phone: '0912' })).unwrap();
    expect(JSON.parse(calls[2]!.body!)).toEqual({ display_name: '新名字', phone: '0912' });
    expect(store.getState().user.data).toMatchObject({ display_name: '新名字', phone: '0912', username: 'nurse', favorite: [] });
  });
});
