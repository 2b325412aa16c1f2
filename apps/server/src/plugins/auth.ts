import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@pnc/schemas/common';
import { AppError, forbidden, unauthenticated } from '../lib/errors';
import type { SessionLookup, SessionUser } from '../lib/session-user';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    tokenId: number | null;
  }
}

const rank: Record<Role, number> = { customer: 0, staff: 1, manager: 2, admin: 3 };

/** True when a role is at least the one named (customer < staff < manager < admin). */
export const hasRole = (role: Role, atLeast: Role) => rank[role] >= rank[atLeast];

/** The logged-in user, or a 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** The logged-in user holding at least `role`: 401 for anonymous callers, 403 for lesser roles. */
export function requireRole(request: FastifyRequest, role: Role): SessionUser {
  const user = requireUser(request);
  if (!hasRole(user.role, role)) throw forbidden();
  return user;
}

/** Route-level guards, for `onRequest` (so a refused caller is told 401/403 before any body validation). */
export const guard = {
  user: async (request: FastifyRequest) => void requireUser(request),
  role: (role: Role) => async (request: FastifyRequest) => void requireRole(request, role),
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route checks the Authorization header itself; the session hook leaves it alone. */
    ownAuthorization?: boolean;
  }
}

/** Reads `Authorization: Token <key>` (DRF style) and sets request.user. A token that is sent but not valid is a 401. */
export function auth(app: FastifyInstance, opts: { userForToken: SessionLookup }) {
  app.decorateRequest('user', null);
  app.decorateRequest('tokenId', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    // A route that reads its own Authorization scheme (/api/metrics/'s Bearer token) is not a user's session.
    if (!header || request.routeOptions.config.ownAuthorization) return;
    const match = /^Token\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
    const found = match ? await opts.userForToken(app.db, match[1]!) : undefined;
    if (!found) throw new AppError(401, 'unauthenticated', 'Your session has ended. Log in again.');
    request.user = found.user;
    request.tokenId = found.tokenId;
  });
}
