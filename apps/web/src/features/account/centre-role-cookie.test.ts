import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../api/client';
import { makeStore } from '../../app/store';
import { mockFetch, profile } from '../../test/fetch-mock';
import { autoLogin, login, logout } from './session-thunks';

const loginOk = { 'POST /api/user/login/': { status: 200, body: { token: 'tok-1', id: 7 } } };
const profileAs = (role: string) => ({ 'GET /api/user/profile/': { status: 200, body: { ...profile, role } } });
const centreCookie = () => /(?:^|;\s*)pnc_centre=([^;]*)/.exec(document.cookie)?.[1] ?? null;

beforeEach(() => {
  document.cookie = 'pnc_centre=; path=/; max-age=0';
});
afterEach(() => setToken(null));

// The server writes the room board's first screen for a browser whose session is a staff member's
// (apps/server/src/web/board-page.ts); the store keeps the hint cookie in step with the session.
describe("the staff role told to the server for the room board's first screen", () => {
  it('is set when a staff member logs in, with their role, and removed when they log out', async () => {
    mockFetch({ ...loginOk, ...profileAs('manager'), 'POST /api/user/logout/': { status: 204 } });
    const store = makeStore();
    await store.dispatch(login({ username: 'boss', password: 'pw' })).unwrap();
    expect(centreCookie()).toBe('manager');
    await store.dispatch(logout());
    expect(centreCookie()).toBeNull();
  });

  it('is set when a stored staff session is restored, and kept while it is being checked again', async () => {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('id', '7');
    mockFetch(profileAs('staff'));
    const store = makeStore();
    const checking = store.dispatch(autoLogin());
    expect(store.getState().user.status).toBe('checking');
    expect(centreCookie()).toBeNull();
    await checking;
    expect(centreCookie()).toBe('staff');
    const again = store.dispatch(autoLogin());
    expect(centreCookie()).toBe('staff');
    await again;
    expect(centreCookie()).toBe('staff');
  });

  it("is removed for a customer's session and when a stored session turns out to have ended", async () => {
    document.cookie = 'pnc_centre=staff; path=/';
    mockFetch({ ...loginOk, ...profileAs('customer') });
    await makeStore()
      .dispatch(login({ username: 'mum', password: 'pw' }))
      .unwrap();
    expect(centreCookie()).toBeNull();

    document.cookie = 'pnc_centre=staff; path=/';
    localStorage.setItem('token', 'revoked');
    localStorage.setItem('id', '7');
    mockFetch({ 'GET /api/user/profile/': { status: 401, body: { status: 401, code: 'invalid_token', message: 'x' } } });
    const store = makeStore();
    await store.dispatch(autoLogin());
    expect(store.getState().user.status).toBe('anonymous');
    expect(centreCookie()).toBeNull();
  });
});
