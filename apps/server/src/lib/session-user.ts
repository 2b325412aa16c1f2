import type { Role } from '@pnc/schemas/common';
import type { Db } from '../db/connect';

/** The signed-in user a request carries (plugins/auth.ts sets it from the session token). */
export interface SessionUser {
  id: number;
  username: string;
  role: Role;
  language: string;
}

/** Finds the active user a session token belongs to; accounts/token-repository.ts is the one given at start-up. */
export type SessionLookup = (db: Db, key: string) => Promise<{ user: SessionUser; tokenId: number } | undefined>;
