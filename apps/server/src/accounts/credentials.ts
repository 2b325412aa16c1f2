import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/accounts.table';
import { AppError } from '../lib/errors';
import { dummyHash, verifyPassword } from '../lib/passwords';
import { hit, release } from '../lib/throttle';
import { MINUTE } from '../lib/time';
import { findUserByLogin } from './user-repository';

const LOGIN_WINDOW_MS = 15 * MINUTE;
export const LOGIN_LIMIT_PER_USER = 10;
export const LOGIN_LIMIT_PER_IP = 30;

const loginFailed = () => new AppError(401, 'login_failed', 'The username or password is not correct.');
const throttled = () => new AppError(429, 'throttled', 'Too many failed attempts. Wait a few minutes and try again.');

/**
 * Checks a username (or email) and password, for login, reset_validation and change_password alike,
 * so guessing through any of them draws on the same allowance.
 *
 * Each attempt first reserves a slot in the database counters (one upsert each, so parallel
 * attempts can never all pass); an attempt over the limit is refused before any password check
 * and gives its slot back, and a right password gives its slots back: only failures are held.
 * Answers the active user whose password matched; email validation is the caller's concern.
 */
export async function verifyCredentials(
  app: FastifyInstance,
  request: FastifyRequest,
  login: string,
  password: string,
): Promise<UserRow> {
  const userKey = `login:user:${login.toLowerCase()}`;
  const ipKey = `login:ip:${request.ip}`;
  const perUser = await hit(app.db, userKey, LOGIN_WINDOW_MS);
  if (perUser.count > LOGIN_LIMIT_PER_USER) {
    await release(app.db, userKey);
    throw throttled();
  }
  const perIp = await hit(app.db, ipKey, LOGIN_WINDOW_MS);
  if (perIp.count > LOGIN_LIMIT_PER_IP) {
    await Promise.all([release(app.db, userKey), release(app.db, ipKey)]);
    throw throttled();
  }

  const user = await findUserByLogin(app.db, login);
  // An unknown name still costs one hash check, so timing does not tell which names exist.
  const ok = await verifyPassword(user?.password_hash ?? (await dummyHash()), password);
  if (!user || !ok || !user.is_active) throw loginFailed();
  await Promise.all([release(app.db, userKey), release(app.db, ipKey)]);
  return user;
}
