import { createAsyncThunk } from '@reduxjs/toolkit';
import type { Profile, ProfileUpdate, SocialType } from '@pnc/schemas/accounts';
import { api, isApiError, setToken, type ApiError } from '../../api/client';
import { readStorage, removeStorage, storageKeys, writeStorage } from '../../lib/storage';
import { loadingFinished, loadingStarted, profileCleared, profileLoaded } from '../app/appSlice';
import { loadCart, type Cart } from '../shop/cart';

export interface Session {
  token: string;
  id: number;
  profile: Profile;
  cart: Cart;
}

/** The device's kept profile (IndexedDB) loads beside the session, never in the shop's first script. */
const keptProfiles = () => import('../offline/kept-profile');
const unkept = (error: unknown) => console.warn('the profile kept on this device cannot be reached', error);
const keepProfile = (profile: Profile) => keptProfiles().then((m) => m.keepProfile(profile), unkept);
const forgetProfile = () => keptProfiles().then((m) => m.forgetProfile(), unkept);
const keptProfile = (id: number) =>
  keptProfiles().then(
    (m) => m.keptProfile(id),
    () => null,
  );

const thunk = createAsyncThunk.withTypes<{ rejectValue: ApiError }>();

const toApiError = (error: unknown): ApiError =>
  isApiError(error) ? error : { status: 0, code: 'internal_error', message: String((error as Error)?.message ?? error) };

/** Token applied to requests and saved; a failed storage write is logged by writeStorage and login continues. */
async function startSession(token: string, id: number, dispatch: (action: unknown) => unknown): Promise<Session> {
  setToken(token);
  writeStorage(storageKeys.token, token);
  writeStorage(storageKeys.id, String(id));
  const profile = await api.get<Profile>('user/profile');
  dispatch(profileLoaded(profile));
  void keepProfile(profile);
  return { token, id, profile, cart: loadCart() };
}

function endSession(dispatch: (action: unknown) => unknown) {
  setToken(null);
  removeStorage(storageKeys.token, storageKeys.id);
  void forgetProfile();
  dispatch(profileCleared());
}

type SignedIn = { token: string; id: number };

/** A sign-in: the server's answer starts the session; a failure ends any half-started one. */
const signIn = <Arg>(type: string, request: (arg: Arg) => Promise<SignedIn>) =>
  thunk(type, async (arg: Arg, { dispatch, rejectWithValue }) => {
    try {
      const answer = await request(arg);
      return await startSession(answer.token, answer.id, dispatch);
    } catch (error) {
      endSession(dispatch);
      return rejectWithValue(toApiError(error));
    }
  });

export const login = signIn('user/login', (body: { username: string; password: string }) =>
  api.post<SignedIn>('user/login', body),
);

/**
 * Every way a social sign-in ends in a session: a provider token (Google's credential, Facebook's access token),
 * the one-time code a LINE login hands back, or a link key with the existing account's password.
 */
type SocialSignIn = { socialType: SocialType; token: string } | { lineCode: string } | { linkKey: string; password: string };

const socialRequest = (arg: SocialSignIn) =>
  'lineCode' in arg
    ? api.post<SignedIn>('social/line/complete', { code: arg.lineCode })
    : 'linkKey' in arg
      ? api.post<SignedIn>('social_signin/link', { link_key: arg.linkKey, password: arg.password })
      : api.post<SignedIn>(`social_signin/${arg.socialType}`, { token: arg.token });

export const socialSignIn = signIn('user/socialSignIn', socialRequest);

/**
 * At start: a saved token is applied and the profile fetched. Null when none is saved. Only the server's refusal of
 * the token (401) forgets it and signs out. A request that failed or was cut off (offline, a server restarting)
 * keeps the saved token and signs in with the profile this device kept from the last answer (a nurse reloading on a
 * tablet offline stays signed in); with none kept, this page stays signed out and the next load tries again.
 */
export const autoLogin = thunk('user/autoLogin', async (_: void, { dispatch, rejectWithValue }) => {
  const token = readStorage(storageKeys.token);
  if (!token) return null;
  dispatch(loadingStarted());
  try {
    const id = Number(readStorage(storageKeys.id));
    return await startSession(token, id, dispatch);
  } catch (error) {
    const refused = toApiError(error);
    if (refused.status === 401) {
      endSession(dispatch);
      return rejectWithValue(refused);
    }
    const id = Number(readStorage(storageKeys.id));
    const kept = await keptProfile(id);
    if (kept) {
      dispatch(profileLoaded(kept));
      return { token, id, profile: kept, cart: loadCart() };
    }
    setToken(null);
    dispatch(profileCleared());
    return rejectWithValue(refused);
  } finally {
    dispatch(loadingFinished());
  }
});

export const logout = thunk('user/logout', async (_: void, { dispatch }) => {
  try {
    await api.post('user/logout');
  } catch (error) {
    // The local session ends either way; an expired token is already gone on the server.
    console.warn('logout call failed', error);
  }
  endSession(dispatch);
});

export const updateProfile = thunk('user/updateProfile', async (fields: ProfileUpdate, { dispatch, rejectWithValue }) => {
  try {
    const profile = await api.put<Profile>('user/profile', fields);
    dispatch(profileLoaded(profile));
    return { ...fields, ...profile } as Partial<Profile>;
  } catch (error) {
    return rejectWithValue(toApiError(error));
  }
});

/** Resend the validation mail for an account that has not been validated yet. */
export const resendValidation = (body: { username: string; password: string }) => api.post('users/reset_validation', body);

/**
 * The session asked again (the network is back, or a request was refused): a 401 ends it here as at start, a new
 * profile replaces the kept one, and a failed request changes nothing. Answers whether the server refused it.
 */
export const confirmSession = thunk('user/confirmSession', async (_: void, { dispatch }) => {
  try {
    const profile = await api.get<Profile>('user/profile');
    dispatch(profileLoaded(profile));
    void keepProfile(profile);
    return { refused: false, profile };
  } catch (error) {
    const refused = toApiError(error).status === 401;
    if (refused) endSession(dispatch);
    return { refused, profile: null };
  }
});
