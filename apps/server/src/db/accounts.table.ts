import type { Generated, Selectable, Updateable } from 'kysely';

/** Booleans are stored as 0/1 integers on both engines (SQLite has no boolean). */
export type Flag = number;

export interface UserTable {
  id: Generated<number>;
  username: string;
  /** lower-cased username: the unique key (usernames are case-insensitive). */
  username_key: string;
  email: string;
  email_key: string;
  password_hash: string;
  role: string;
  display_name: string;
  phone: string;
  avatar_url: string;
  language: string;
  is_active: Flag;
  email_validated: Flag;
  last_login: string | null;
  created_at: string;
  updated_at: string;
}
export type UserRow = Selectable<UserTable>;
export type UserUpdate = Updateable<UserTable>;

export interface AuthTokenTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the key; the key itself is never stored. */
  key_hash: string;
  user_agent: string;
  created_at: string;
  last_used_at: string;
  expires_at: string | null;
}

/** Single-use keys sent by mail: email validation and password reset. */
export interface OneTimeKeyTable {
  id: Generated<number>;
  user_id: number;
  purpose: string;
  key_hash: string;
  /** for validation keys: the address being validated. */
  email: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Fixed-window counters shared by every server instance (throttling lives in the database). */
export interface ThrottleTable {
  key: string;
  window_start: number;
  count: number;
}

export interface CaptchaTable {
  key: string;
  answer_hash: string;
  expires_at: string;
  used: Flag;
}

export interface SocialLinkTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  subject: string;
  created_at: string;
}

/** Social sign-in's single-use keys (LINE state and nonce, the LINE hand-off code, the link key); migration 0028. */
export interface SocialPendingTable {
  id: Generated<number>;
  purpose: string;
  /** sha256 of the key; the key itself is never stored. */
  key_hash: string;
  user_id: number | null;
  /** JSON text: the purpose's own values. */
  data: string;
  /** sha256 of the browser-binding cookie of the browser that started the sign-in (social-browser.ts). */
  browser_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}
