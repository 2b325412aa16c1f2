import type { FastifyRequest } from 'fastify';

/** DRF-style next/previous links: the same URL with another offset, absolute under PUBLIC_URL. */
export function pageLinks(request: FastifyRequest, count: number, limit: number, offset: number) {
  const base = request.server.config.publicUrl;
  const url = new URL(request.url, base);
  const at = (o: number) => {
    const u = new URL(url);
    u.searchParams.set('limit', String(limit));
    u.searchParams.set('offset', String(o));
    return `${base}${u.pathname}${u.search}`;
  };
  return {
    next: offset + limit < count ? at(offset + limit) : null,
    previous: offset > 0 ? at(Math.max(0, offset - limit)) : null,
  };
}
