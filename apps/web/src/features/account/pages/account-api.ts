import type { Profile } from '@pnc/schemas/accounts';
import { api, apiUrl, getToken, type ApiError } from '../../../api/client';

/** The account calls of spec section 7 that the session thunks do not already make. */
export interface Captcha {
  key: string;
  /** data: URL of an SVG picture. */
  image: string;
}
interface Detail {
  detail: string;
}

export interface Registration {
  username: string;
  email: string;
  password: string;
  language: 'tw' | 'en';
  captcha_key: string;
  captcha: string;
}

export const accountApi = {
  captcha: () => api.get<Captcha>('captcha'),
  register: (body: Registration) => api.post<Profile>('user/register', body),
  validateEmail: (token: string) => api.post<Detail>('user/validate', { token }),
  resetPassword: (body: { email: string; captcha_key: string; captcha: string }) =>
    api.post<Detail>('users/reset_password', body),
  confirmReset: (body: { token: string; new_password: string }) => api.post<Detail>('users/reset_password/confirm', body),
  changePassword: (body: { username: string; password: string; new_password: string }) =>
    api.post<Detail>('user/change_password', body),
};

/** POST /api/upload/?kind=avatar as multipart (field `file`); the JSON client cannot send files. */
export async function uploadAvatar(file: Blob, fileName = 'avatar'): Promise<{ url: string }> {
  const body = new FormData();
  body.append('file', file, fileName);
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) headers.authorization = `Token ${token}`;
  let response: Response;
  try {
    response = await fetch(apiUrl('upload', { kind: 'avatar' }), { method: 'POST', headers, body, credentials: 'same-origin' });
  } catch (error) {
    throw { status: 0, code: 'network_error', message: String((error as Error)?.message ?? error) } satisfies ApiError;
  }
  const answer = (await response.json().catch(() => ({}))) as Partial<ApiError> & { url?: string };
  if (!response.ok || typeof answer.url !== 'string') {
    throw {
      status: response.status,
      code: typeof answer.code === 'string' ? answer.code : `http_${response.status}`,
      message: typeof answer.message === 'string' ? answer.message : response.statusText,
    } satisfies ApiError;
  }
  return { url: answer.url };
}
