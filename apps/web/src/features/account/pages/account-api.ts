import type { Profile } from '@pnc/schemas/accounts';
import { api } from '../../../api/client';
import { uploadImage } from '../../../api/upload';

/** The account API calls that the session thunks do not already make. */
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

/** POST /api/upload/?kind=avatar as multipart (field `file`). */
export const uploadAvatar = (file: Blob, fileName = 'avatar') => uploadImage(file, 'avatar', fileName);
