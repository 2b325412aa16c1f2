import type { Page } from '@pnc/schemas/common';
import type { FastifyRequest } from 'fastify';

/** A DRF-style page, for shop and centre alike: next/previous are the same URL with another offset, absolute under PUBLIC_URL. */
export function toPage<T>(request: FastifyRequest, count: number, results: T[], limit: number, offset: number): Page<T> {
  const base = request.server.config.publicUrl;
  const url = new URL(request.url, base);
  const at = (o: number) => {
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('offset', String(o));
    return `${base}${url.pathname}${url.search}`;
  };
  return {
    count,
    next: offset + limit < count ? at(offset + limit) : null,
    previous: offset > 0 ? at(Math.max(0, offset - limit)) : null,
    results,
  };
}
