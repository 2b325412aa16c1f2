import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { verifyCredentials } from './credentials';

/**
 * Checks the current password of a signed-in customer changing it: throttled together with login (the same
 * counters), but a wrong one is said as such, 400 wrong_current_password on `password`, not as a failed login,
 * and not as a 401 that a client could take for an expired session.
 */
export async function verifyCurrentPassword(app: FastifyInstance, request: FastifyRequest, username: string, password: string) {
  try {
    return await verifyCredentials(app, request, username, password);
  } catch (error) {
    if (error instanceof AppError && error.code === 'login_failed')
      throw new AppError(400, 'wrong_current_password', 'The current password is not correct.', {
        password: ['invalid'],
      });
    throw error;
  }
}
