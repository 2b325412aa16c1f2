import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../api/client';
import { makeStore } from '../../app/store';
import { mockFetch, profile } from '../../test/fetch-mock';
import { forgetProfile, keptProfile } from '../offline/kept-profile';
import { autoLogin, confirmSession, login } from './session-thunks';

afterEach(async () => {
  setToken(null);
  localStorage.clear();
  await forgetProfile();
});

const unauthenticated = { status: 401, body: { status: 401, code: 'unauthenticated', message: 'Log in first.' } };

/** Signs in online, as a nurse did before the network went: her profile is kept on this device. */
async function signedInBefore() {
  mockFetch({
    'POST /api/user/login/': { status: 200, body: { token: 'tok-1', id: profile.id } },
    'GET /api/user/profile/': { status: 200, body: profile },
  });
  await makeStore()
    .dispatch(login({ username: 'nurse', password: 'pw' }))
    .unwrap();
  await vi.waitFor(async () => expect(await keptProfile(profile.id)).toMatchObject({ username: profile.username }));
}

describe('a session restored offline', () => {
  it('stays signed in after a network failure, with the kept profile and the saved token', async () => {
    await signedInBefore();
    mockFetch({ 'GET /api/user/profile/': new TypeError('Failed to fetch') });
    const store = makeStore();
    await store.dispatch(autoLogin());
    expect(store.getState().user).toMatchObject({ status: 'loggedIn', token: 'tok-1', id: profile.id });
    expect(store.getState().user.data).toMatchObject({ username: profile.username, role: profile.role });
    expect(getToken()).toBe('tok-1');
    expect(localStorage.getItem('token')).toBe('tok-1');
  });

  it('signs out on a 401, forgetting the token and the kept profile', async () => {
    await signedInBefore();
    mockFetch({ 'GET /api/user/profile/': unauthenticated });
    const store = makeStore();
    await store.dispatch(autoLogin());
    expect(store.getState().user.status).toBe('anonymous');
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    await vi.waitFor(async () => expect(await keptProfile(profile.id)).toBeNull());
  });

  it("never signs in with another user's kept profile", async () => {
    await signedInBefore();
    localStorage.setItem('id', String(profile.id + 1));
    mockFetch({ 'GET /api/user/profile/': new TypeError('Failed to fetch') });
    const store = makeStore();
    await store.dispatch(autoLogin());
    expect(store.getState().user.status).toBe('anonymous');
    expect(localStorage.getItem('token')).toBe('tok-1');
  });

  it('is asked again when the network is back: a 401 then signs out, a failure changes nothing', async () => {
    await signedInBefore();
    mockFetch({ 'GET /api/user/profile/': new TypeError('Failed to fetch') });
    const store = makeStore();
    await store.dispatch(autoLogin());
    await store.dispatch(confirmSession());
    expect(store.getState().user.status).toBe('loggedIn');
    mockFetch({ 'GET /api/user/profile/': unauthenticated });
    await store.dispatch(confirmSession());
    expect(store.getState().user.status).toBe('anonymous');
    expect(getToken()).toBeNull();
  });
});
