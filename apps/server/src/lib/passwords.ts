import { hash, verify } from '@node-rs/argon2';
import { commonPasswords } from './common-passwords';

// OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1.
const params = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, params);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash of a random password: verifying against it costs what a real check costs, so timing hides unknown users. */
let dummy: Promise<string> | undefined;
export const dummyHash = (): Promise<string> => (dummy ??= hashPassword('not-a-real-password-' + Math.random()));

/** Why a new password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string, username?: string): string | undefined {
  if (password.length < 8) return 'Use at least 8 characters.';
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return 'This password is too common.';
  if (username && lower === username.toLowerCase()) return 'The password must differ from the username.';
  return undefined;
}
