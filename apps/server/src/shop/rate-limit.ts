import type { FastifyRequest } from 'fastify';
import { MINUTE } from '../lib/time';

/** A per-minute limit counted per logged-in user (so customers behind one shared address do not throttle each other), else per address. */
export const perUser = (max: number) => ({
  max,
  timeWindow: MINUTE,
  keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
});
