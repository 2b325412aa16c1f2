import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: tokens, one-time keys, captcha keys. */
export const newKey = (): string => randomBytes(32).toString('base64url');

/** Keys are stored only as their SHA-256: a leaked table gives no usable token. */
export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
